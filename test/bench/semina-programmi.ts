import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../server/src/db/database';
import { lista, righe } from '../../server/src/db/sql';
import { COGNOMI as COGNOMI_DEMO } from '../../server/src/seed/demo-programmi';

/** The demo's surnames and more: programmes' legal representatives and beneficiaries draw from them. */
export const COGNOMI = [
  ...COGNOMI_DEMO,
  'Barbieri',
  'Fontana',
  'Santoro',
  'Mariani',
  'Rinaldi',
  'Caruso',
  'Ferrara',
  'Galli',
  'Martini',
  'Leone',
  'Longo',
  'Gentile',
  'Martinelli',
  'Vitale',
  'Lombardo',
  'Serra',
  'Coppola',
  'De Santis',
  "D'Angelo",
  'Marchetti',
] as const;

const FORME = ['Società agricola', 'S.r.l.', 'Cooperativa agricola', 'S.p.A.'] as const;

/** Most beneficiaries a seeded programme has (at least one). */
export const MAX_BENEFICIARI = 6;

export interface Semina {
  readonly programmi: number;
  readonly bandi: number;
}

/** What was seeded: the new calls, in order. */
export interface Seminato {
  readonly idBandi: readonly number[];
}

const testo = (values: readonly string[]): SQL => sql`ARRAY[${lista(values)}]::text[]`;

/** A spread-out, repeatable number in [0, modulo) for row `i` and draw `salt`. */
const scelta = (i: SQL, salt: number, modulo: number | SQL): SQL =>
  sql`(((hashint4(${i} * 31 + ${salt})::bigint) & 2147483647) % ${modulo})::int`;

/**
 * Seeds `programmi` investment programmes spread evenly over `bandi` new calls, with their beneficiaries, in a few
 * set-based statements (INSERT … SELECT over generate_series), on a migrated database. Every state, region and bank
 * occurs; `n_beneficiari` and `cognomi_beneficiari` agree with the beneficiary rows, as the beneficiary module keeps
 * them. Values depend only on the row's position, so two seedings give the same data.
 */
export async function seminaProgrammi(db: AppDatabase, { programmi, bandi }: Semina): Promise<Seminato> {
  const i = sql`g.i`;
  const nuovi = await righe<{ idBando: number }>(
    db,
    sql`INSERT INTO bando (descrizione, tipologia, data_apertura, data_chiusura, budget)
      SELECT 'Bando di carico n. ' || b, 'V', date '2020-01-01' + b * 30, date '2020-01-01' + b * 30 + 120, 500000000
      FROM generate_series(1, ${bandi}::int) b
      RETURNING id_bando AS "idBando"`,
  );
  const idBandi = nuovi.map((riga) => riga.idBando).sort((a, b) => a - b);
  const cognome = (salt: number) => sql`(${testo(COGNOMI)})[1 + ${scelta(i, salt, COGNOMI.length)}]`;
  await db.execute(sql`
    INSERT INTO programma_investimento (id_bando, cuaa, denominazione, id_stato, cod_regione, data_presentazione,
    titolo,
      importo_richiesto, abi_banca, cognome_proponente, n_beneficiari, cognomi_beneficiari, stato_dal,
      validazione_richiesta_il, integrazione_richiesta_il, scadenza_controdeduzioni)
    SELECT (${sql.raw(`ARRAY[${idBandi.join(',')}]`)})[1 + ((g.i - 1) * ${bandi}::int) / ${programmi}::int],
    lpad(g.i::text, 11, '0'),
      c.cognome || ' ' || (${testo(FORME)})[1 + ${scelta(i, 2, FORME.length)}], s.id_stato,
      lpad((1 + ${scelta(i, 3, 20)})::text, 2, '0'),
      CASE WHEN s.id_stato <> 'BOZZA' THEN c.dal - interval '3 days' END,
      'Programma di investimento n. ' || g.i, 1000000 + ${scelta(i, 4, 20000000)},
      banche.abi[1 + ${scelta(i, 5, sql`cardinality(banche.abi)`)}],
      c.cognome, c.quanti,
      ARRAY(SELECT lower((${testo(COGNOMI)})[1 + ${scelta(sql`(g.i * ${MAX_BENEFICIARI} + k)`, 6, COGNOMI.length)}])
        FROM generate_series(1, c.quanti) k ORDER BY k),
      c.dal,
      CASE WHEN s.ordine BETWEEN 5 AND 10 THEN c.dal END,
      CASE WHEN s.id_stato = 'IN_INTEGRAZIONE' THEN current_date - ${scelta(i, 7, 60)} END,
      CASE WHEN s.id_stato = 'PREAVVISO_RIGETTO' THEN current_date + ${scelta(i, 8, 10)} END
    FROM generate_series(1, ${programmi}::int) g (i)
    CROSS JOIN LATERAL (SELECT ${cognome(1)} AS cognome, 1 + ${scelta(i, 9, MAX_BENEFICIARI)} AS quanti,
      now() - make_interval(days => ${scelta(i, 10, 400)}) AS dal) c (cognome, quanti, dal)
    CROSS JOIN (SELECT array_agg(abi ORDER BY abi) AS abi FROM banca) banche
    JOIN stato_programma s ON s.ordine = 1 + ${scelta(i, 11, 12)}`);
  const dei = sql`p.id_bando IN (${lista(idBandi)})`;
  await db.execute(sql`
    INSERT INTO beneficiario (id_programma_investimento, codice_fiscale, cognome, nome, cod_regione)
    SELECT p.id_programma_investimento, lpad((p.id_programma_investimento::bigint * ${MAX_BENEFICIARI} + k)::text, 11,
    '0'),
      initcap(p.cognomi_beneficiari[k]), 'Maria', lpad((1 + (p.id_programma_investimento + k) % 20)::text, 2, '0')
    FROM programma_investimento p CROSS JOIN LATERAL generate_series(1, p.n_beneficiari) k
    WHERE ${dei}`);
  await db.execute(sql`
    INSERT INTO rappresentante_legale (id_proponente, codice_fiscale, nome, cognome)
    SELECT p.id_proponente, 'RPPLGL80A01H501' || chr(65 + p.id_programma_investimento % 26), 'Luigi',
    p.cognome_proponente
    FROM programma_investimento p WHERE ${dei}`);
  await db.execute(sql`
    INSERT INTO programma_assegnatario (id_programma_investimento, username, nominativo, assegnato_da, assegnato_il)
    SELECT p.id_programma_investimento, 'istruttore' || (1 + p.id_programma_investimento % 2), 'Istruttore ISMEA',
    'coordinatore', p.stato_dal
    FROM programma_investimento p JOIN stato_programma s ON s.id_stato = p.id_stato
    WHERE ${dei} AND s.ordine BETWEEN 3 AND 10`);
  // As autovacuum would leave them: statistics, visibility map, GIN entries merged. Only these tables: the database
  // may be shared by other test files.
  await db.execute(
    sql`VACUUM ANALYZE bando, proponente, programma_investimento, beneficiario, rappresentante_legale,
      programma_assegnatario`,
  );
  return { idBandi };
}
