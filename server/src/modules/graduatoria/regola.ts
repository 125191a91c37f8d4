import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { iso, righe } from '../../db/sql';

/** Stored with a final ranking: the name, as people and public clients read it, of the rule that placed its rows. */
export const VERSIONE_REGOLA = 'Regola di calcolo dei punteggi, versione 1';

export type Esito = 'FINANZIABILE' | 'AMMESSA_NON_FINANZIATA' | 'ESCLUSA';
export type Spareggio = 'PUNTEGGIO' | 'INOLTRO' | 'NUMERO';

export interface PunteggioParametro {
  readonly idParametro: number;
  /** The score; for a BENEFICIARIO parameter the beneficiaries' mean, rounded to 2 decimals half up; null if none. */
  readonly valore: number | null;
}

export interface RigaCalcolata {
  readonly posizione: number;
  readonly idDomanda: number;
  readonly punteggio: number;
  readonly punteggi: readonly PunteggioParametro[];
  readonly dataInoltro: string;
  readonly importoRichiesto: number;
  readonly sopraSoglia: boolean;
  readonly esito: Esito;
  readonly budgetResiduo: number;
  /** What placed the row above the next one; null for the last row. */
  readonly spareggio: Spareggio | null;
}

export interface DatiDelBando {
  readonly punteggioMinimo: number | string;
  readonly budget: number | string;
}

/**
 * The ranking of a call's evaluated applications, computed in the database: score descending, then the
 * earlier forwarding, then the lower idDomanda; under the minimum score ESCLUSA; the rest funded strictly in order
 * while the remaining budget covers the requested amount (amounts are never negative, so the running total of the
 * admitted ones stays under the budget exactly for a prefix: the first it cannot cover and all after are not funded).
 * PostgreSQL's round() on numeric rounds half away from zero: half up for scores, which are never negative.
 */
export function righeDellaGraduatoria(idBando: number, { punteggioMinimo, budget }: DatiDelBando): SQL {
  return sql`WITH valutate AS (
      SELECT id_domanda, data_inoltro, importo_richiesto FROM domanda
      WHERE id_bando = ${idBando} AND id_stato = 'VALUTATA'),
    parametri AS (SELECT id_parametro, livello, ordine FROM parametro_valutazione WHERE id_bando = ${idBando}),
    sulla_domanda AS (
      SELECT vd.id_domanda, vd.id_parametro, s.valore
      FROM valutazione_domanda vd JOIN punteggio_parametro s USING (id_punteggio)
      JOIN parametri p ON p.id_parametro = vd.id_parametro AND p.livello = 'DOMANDA'),
    sui_beneficiari AS (
      SELECT b.id_domanda, vb.id_parametro, round(avg(s.valore), 2) AS valore
      FROM valutazione_beneficiario vb JOIN punteggio_parametro s USING (id_punteggio)
      JOIN beneficiario_domanda b USING (id_beneficiario)
      JOIN parametri p ON p.id_parametro = vb.id_parametro AND p.livello = 'BENEFICIARIO'
      GROUP BY b.id_domanda, vb.id_parametro),
    -- Set-based, not a subquery per application and parameter: 10,000 applications rank in well under a second.
    per_parametro AS (
      SELECT v.id_domanda, p.id_parametro, p.ordine, coalesce(sd.valore, sb.valore) AS valore
      FROM valutate v CROSS JOIN parametri p
      LEFT JOIN sulla_domanda sd ON sd.id_domanda = v.id_domanda AND sd.id_parametro = p.id_parametro
      LEFT JOIN sui_beneficiari sb ON sb.id_domanda = v.id_domanda AND sb.id_parametro = p.id_parametro),
    punteggi AS (
      SELECT v.id_domanda, v.data_inoltro, v.importo_richiesto,
        coalesce(sum(pp.valore), 0)::numeric(9, 2) AS punteggio,
        coalesce(jsonb_agg(jsonb_build_object('idParametro', pp.id_parametro, 'valore', pp.valore) ORDER BY pp.ordine)
          FILTER (WHERE pp.id_parametro IS NOT NULL), '[]'::jsonb) AS punteggi
      FROM valutate v LEFT JOIN per_parametro pp USING (id_domanda)
      GROUP BY v.id_domanda, v.data_inoltro, v.importo_richiesto),
    ordinate AS (
      SELECT p.*, p.punteggio >= ${punteggioMinimo}::numeric AS sopra_soglia,
        row_number() OVER ordine AS posizione,
        lead(p.punteggio) OVER ordine AS punteggio_dopo, lead(p.data_inoltro) OVER ordine AS inoltro_dopo
      FROM punteggi p WINDOW ordine AS (ORDER BY p.punteggio DESC, p.data_inoltro, p.id_domanda)),
    finanziate AS (
      SELECT o.*, sopra_soglia AND sum(CASE WHEN sopra_soglia THEN importo_richiesto ELSE 0 END)
        OVER (ORDER BY posizione) <= ${budget}::numeric AS finanziata
      FROM ordinate o)
    SELECT posizione::int AS posizione, id_domanda, punteggio, punteggi, data_inoltro, importo_richiesto, sopra_soglia,
      CASE WHEN NOT sopra_soglia THEN 'ESCLUSA' WHEN finanziata THEN 'FINANZIABILE' ELSE 'AMMESSA_NON_FINANZIATA' END
        AS esito,
      ${budget}::numeric - sum(CASE WHEN finanziata THEN importo_richiesto ELSE 0 END) OVER (ORDER BY posizione)
        AS budget_residuo,
      CASE WHEN punteggio_dopo IS NULL THEN NULL WHEN punteggio > punteggio_dopo THEN 'PUNTEGGIO'
        WHEN data_inoltro < inoltro_dopo THEN 'INOLTRO' ELSE 'NUMERO' END AS spareggio
    FROM finanziate`;
}

/**
 * For the ranking's statement, in the caller's transaction: its sorts and aggregates over a call's 10,000
 * applications fit in memory with this much, where PostgreSQL's default 4 MB spilled five of them to disk.
 */
export const memoriaDellaGraduatoria = (tx: AppDatabase) => tx.execute(sql`SET LOCAL work_mem = '32MB'`);

/** The ranking computed now (provisional), in order. */
export function graduatoriaCalcolata(db: AppDatabase, idBando: number, dati: DatiDelBando): Promise<RigaCalcolata[]> {
  return db.transaction(async (tx) => {
    await memoriaDellaGraduatoria(tx);
    return calcola(tx, idBando, dati);
  });
}

function calcola(tx: AppDatabase, idBando: number, dati: DatiDelBando): Promise<RigaCalcolata[]> {
  return righe<RigaCalcolata>(
    tx,
    sql`SELECT posizione, id_domanda AS "idDomanda", punteggio::float8 AS punteggio, punteggi,
        ${iso(sql`data_inoltro`)} AS "dataInoltro", importo_richiesto::float8 AS "importoRichiesto",
        sopra_soglia AS "sopraSoglia", esito, budget_residuo::float8 AS "budgetResiduo", spareggio
      FROM (${righeDellaGraduatoria(idBando, dati)}) g ORDER BY posizione`,
  );
}
