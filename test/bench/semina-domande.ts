import { sql, type SQL } from 'drizzle-orm';
import type { StatoDomanda } from '../../contract/domande/stati';
import type { AppDatabase } from '../../server/src/db/database';
import { lista, righe } from '../../server/src/db/sql';
import { COGNOMI, MAX_BENEFICIARI } from './semina-programmi';

export interface SeminaDomande {
  readonly domande: number;
  readonly bandi: number;
  /** Every application in this state; otherwise spread over every state. */
  readonly stato?: StatoDomanda;
  /** The calls' budget and minimum score (the ranking reads them). */
  readonly budget?: number;
  readonly punteggioMinimo?: number;
}

const FORME = ['Società agricola', 'S.r.l.', 'Cooperativa agricola', 'Consorzio'] as const;

const testo = (values: readonly string[]): SQL => sql`ARRAY[${lista(values)}]::text[]`;

/** A spread-out, repeatable number in [0, modulo) for row `i` and draw `salt`. */
const scelta = (i: SQL, salt: number, modulo: number | SQL): SQL =>
  sql`(((hashint4(${i} * 31 + ${salt})::bigint) & 2147483647) % ${modulo})::int`;

/**
 * Seeds `domande` food-district applications spread evenly over `bandi` new DC calls, each with its proponent record,
 * legal representative and 1 to MAX_BENEFICIARI beneficiaries, in a few set-based statements. `n_beneficiari` and
 * `importo_richiesto` agree with the beneficiary rows, as `aggiornaTotali` keeps them. Values depend only on the row's
 * position.
 */
export async function seminaDomande(
  db: AppDatabase,
  { domande, bandi, stato, budget = 50_000_000, punteggioMinimo = 30 }: SeminaDomande,
): Promise<{ idBandi: readonly number[] }> {
  const i = sql`g.i`;
  const nuovi = await righe<{ idBando: number }>(
    db,
    sql`INSERT INTO bando (descrizione, tipologia, data_apertura, data_chiusura, budget, punteggio_minimo)
      SELECT 'Distretti del cibo, bando di carico n. ' || b, 'DC', date '2021-01-01' + b * 30,
        date '2021-01-01' + b * 30 + 120, ${budget}, ${punteggioMinimo}
      FROM generate_series(1, ${bandi}::int) b
      RETURNING id_bando AS "idBando"`,
  );
  const idBandi = nuovi.map((riga) => riga.idBando).sort((a, b) => a - b);
  const dello = stato ? sql`s.id_stato = ${stato}` : sql`s.ordine = 1 + ${scelta(i, 5, 9)}`;
  await db.execute(sql`
    WITH righe AS (
      SELECT g.i, (${sql.raw(`ARRAY[${idBandi.join(',')}]`)})[1 + ((g.i - 1) * ${bandi}::int) / ${domande}::int]
          AS id_bando,
        '9' || lpad(g.i::text, 10, '0') AS cuaa,
        (${testo(COGNOMI)})[1 + ${scelta(i, 1, COGNOMI.length)}] AS cognome,
        1 + ${scelta(i, 2, MAX_BENEFICIARI)} AS quanti,
        now() - make_interval(days => ${scelta(i, 3, 300)}, secs => ${scelta(i, 4, 86400)}) AS dal,
        s.id_stato
      FROM generate_series(1, ${domande}::int) g (i) JOIN stato_domanda s ON ${dello}),
    proponenti AS (
      INSERT INTO proponente (cuaa, denominazione)
      SELECT cuaa, 'Distretto ' || cognome || ' ' || (${testo(FORME)})[1 + ${scelta(i, 6, FORME.length)}]
      FROM righe g ORDER BY g.i
      RETURNING id_proponente, cuaa, denominazione)
    INSERT INTO domanda (id_bando, cuaa_proponente, denominazione, descrizione, id_stato, cod_regione, data_inoltro,
      id_proponente, cognome_proponente, n_beneficiari, stato_dal, istruttore_in_carico, numero_protocollo,
      data_ricezione, created_at, updated_at)
    SELECT r.id_bando, r.cuaa, 'Distretto del cibo ' || r.cognome || ' n. ' || r.i,
      'Programma del distretto n. ' || r.i,
      r.id_stato, lpad((1 + ${scelta(sql`r.i`, 7, 20)})::text, 2, '0'),
      CASE WHEN r.id_stato <> 'BOZZA' THEN r.dal - interval '10 days' END,
      p.id_proponente, r.cognome, r.quanti, r.dal,
      CASE WHEN r.id_stato = 'IN_ISTRUTTORIA' THEN 'istruttore.dc' END,
      CASE WHEN r.id_stato <> 'BOZZA' THEN 'PROT-' || r.i END,
      CASE WHEN r.id_stato <> 'BOZZA' THEN (r.dal - interval '9 days')::date END,
      r.dal - interval '20 days', r.dal
    FROM righe r JOIN proponenti p USING (cuaa)`);
  const dei = sql`d.id_bando IN (${lista(idBandi)})`;
  await db.execute(sql`
    INSERT INTO rappresentante_legale (id_proponente, codice_fiscale, nome, cognome)
    SELECT d.id_proponente, 'RPPLGL80A01H501' || chr(65 + d.id_domanda % 26), 'Luigi', d.cognome_proponente
    FROM domanda d WHERE ${dei}`);
  await db.execute(sql`
    INSERT INTO beneficiario_domanda (id_domanda, codice_fiscale, denominazione, investimento_richiesto)
    SELECT d.id_domanda, '8' || lpad((d.id_domanda::bigint * ${MAX_BENEFICIARI} + k)::text, 10, '0'),
      (${testo(COGNOMI)})[1 + ${scelta(sql`(d.id_domanda * ${MAX_BENEFICIARI} + k)`, 8, COGNOMI.length)}] || ' '
        || (${testo(FORME)})[1 + ${scelta(sql`(d.id_domanda * ${MAX_BENEFICIARI} + k)`, 9, FORME.length)}],
      10000 + ${scelta(sql`(d.id_domanda * ${MAX_BENEFICIARI} + k)`, 10, 400000)}
    FROM domanda d CROSS JOIN LATERAL generate_series(1, d.n_beneficiari) k
    WHERE ${dei}`);
  await db.execute(sql`
    UPDATE domanda d SET importo_richiesto = t.totale
    FROM (SELECT id_domanda, sum(investimento_richiesto) AS totale FROM beneficiario_domanda GROUP BY id_domanda) t
    WHERE t.id_domanda = d.id_domanda AND ${dei}`);
  // As autovacuum would leave them. Only these tables: the database may be shared by other test files.
  await db.execute(sql`VACUUM ANALYZE bando, proponente, domanda, rappresentante_legale, beneficiario_domanda`);
  return { idBandi };
}
