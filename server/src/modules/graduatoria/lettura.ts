import { sql } from 'drizzle-orm';
import type { Graduatoria, RigaGraduatoria } from '../../../../contract/graduatoria/record';
import type { Livello } from '../../../../contract/valutazione/record';
import type { AppDatabase } from '../../db/database';
import { aBlocchi } from '../../db/cursore';
import { giorno, iso, righe } from '../../db/sql';
import { conflict, notFound } from '../../http/errors';
import { graduatoriaCalcolata, VERSIONE_REGOLA, type RigaCalcolata } from './regola';

export interface Testata {
  readonly idBando: number;
  readonly descrizioneBando: string;
  readonly punteggioMinimo: number;
  readonly budget: number;
  readonly definitiva: boolean;
  readonly versioneRegola: string;
  readonly finalizzataIl: string | null;
  /** The decree's date, once uploaded (`caricaAllegatoGraduatoria`). */
  readonly dataDecreto: string | null;
}

export interface ParametroDelBando {
  readonly idParametro: number;
  readonly descrizione: string;
  readonly livello: Livello;
}

/** The call data a ranking is shown with: the frozen ones once final, the call's current ones before. 404, 409. */
export async function testataGraduatoria(db: AppDatabase, idBando: number): Promise<Testata> {
  const [testata] = await righe<Testata & { tipologia: string }>(
    db,
    sql`SELECT b.id_bando AS "idBando", b.descrizione AS "descrizioneBando", b.tipologia,
        coalesce(g.punteggio_minimo, b.punteggio_minimo)::float8 AS "punteggioMinimo",
        coalesce(g.budget, b.budget)::float8 AS budget, g.id_bando IS NOT NULL AS definitiva,
        coalesce(g.versione_regola, ${VERSIONE_REGOLA}) AS "versioneRegola",
        ${iso(sql`g.finalizzata_il`)} AS "finalizzataIl", ${giorno(sql`a.data_decreto`)} AS "dataDecreto"
      FROM bando b LEFT JOIN graduatoria g USING (id_bando) LEFT JOIN allegato_graduatoria a USING (id_bando)
      WHERE b.id_bando = ${idBando}`,
  );
  if (!testata) throw notFound('Bando non trovato');
  if (testata.tipologia !== 'DC') throw conflict('Il bando non è dei distretti del cibo: non ha una graduatoria.');
  const { tipologia: _tipologia, ...dati } = testata;
  return dati;
}

export const parametriDelBando = (db: AppDatabase, idBando: number) =>
  righe<ParametroDelBando>(
    db,
    sql`SELECT id_parametro AS "idParametro", descrizione, livello
      FROM parametro_valutazione WHERE id_bando = ${idBando} ORDER BY ordine`,
  );

type Nomi = Pick<RigaGraduatoria, 'denominazione' | 'denominazioneProponente'>;

/** The names a row shows: the district's programme and its lead company; no fiscal code, no person. */
const colonneNomi = sql`d.denominazione, coalesce(pr.denominazione, '') AS "denominazioneProponente"`;

/** Rows with their names and each score's parameter described. */
export function spiegate(
  parametri: readonly ParametroDelBando[],
  calcolate: readonly (RigaCalcolata & Nomi)[],
): RigaGraduatoria[] {
  const perId = new Map(parametri.map((voce) => [voce.idParametro, voce]));
  return calcolate.map((riga) => ({
    ...riga,
    punteggi: riga.punteggi.map(({ idParametro, valore }) => ({
      idParametro,
      valore,
      descrizione: perId.get(idParametro)?.descrizione ?? '',
      livello: perId.get(idParametro)?.livello ?? 'DOMANDA',
    })),
  }));
}

async function conNomi(db: AppDatabase, idBando: number, calcolate: readonly RigaCalcolata[]) {
  const nomi = await righe<Nomi & { idDomanda: number }>(
    db,
    sql`SELECT d.id_domanda AS "idDomanda", ${colonneNomi}
      FROM domanda d LEFT JOIN proponente pr USING (id_proponente) WHERE d.id_bando = ${idBando}`,
  );
  const perId = new Map(nomi.map((nome) => [nome.idDomanda, nome]));
  return calcolate.map((riga) => ({
    ...riga,
    denominazione: perId.get(riga.idDomanda)?.denominazione ?? '',
    denominazioneProponente: perId.get(riga.idDomanda)?.denominazioneProponente ?? '',
  }));
}

const congelate = (idBando: number) =>
  sql`SELECT r.posizione, r.id_domanda AS "idDomanda", r.punteggio::float8 AS punteggio, r.punteggi,
      ${iso(sql`r.data_inoltro`)} AS "dataInoltro", r.importo_richiesto::float8 AS "importoRichiesto",
      r.sopra_soglia AS "sopraSoglia", r.esito, r.budget_residuo::float8 AS "budgetResiduo", r.spareggio,
      ${colonneNomi}
    FROM riga_graduatoria r JOIN domanda d USING (id_domanda)
      LEFT JOIN proponente pr ON pr.id_proponente = d.id_proponente
    WHERE r.id_bando = ${idBando} ORDER BY r.posizione`;

export type RigaConNomi = RigaCalcolata & Nomi;

/** The frozen rows with their names, in order. */
export const righeCongelate = (db: AppDatabase, idBando: number) => righe<RigaConNomi>(db, congelate(idBando));

/**
 * The rows a ranking shows, with their names, a batch at a time: frozen ones streamed by a cursor once final (one
 * statement, however long the ranking), else computed now in one go. `db` is the database, not a transaction.
 */
export async function* righeABlocchi(db: AppDatabase, testata: Testata, quante = 5_000): AsyncGenerator<RigaConNomi[]> {
  if (testata.definitiva) {
    yield* aBlocchi<RigaConNomi>(db, congelate(testata.idBando), quante);
    return;
  }
  const calcolate = await conNomi(db, testata.idBando, await graduatoriaCalcolata(db, testata.idBando, testata));
  for (let inizio = 0; inizio < calcolate.length; inizio += quante) yield calcolate.slice(inizio, inizio + quante);
}

/** A DC call's ranking: frozen rows once final, otherwise computed now with the call's current data. */
export async function leggiGraduatoria(db: AppDatabase, idBando: number): Promise<Graduatoria> {
  const testata = await testataGraduatoria(db, idBando);
  const parametri = await parametriDelBando(db, idBando);
  const tutte: RigaGraduatoria[] = [];
  for await (const blocco of righeABlocchi(db, testata, 10_000)) tutte.push(...spiegate(parametri, blocco));
  return { ...testata, righe: tutte };
}

export async function graduatoriaDefinitiva(db: AppDatabase, idBando: number): Promise<boolean> {
  const [riga] = await righe(db, sql`SELECT 1 FROM graduatoria WHERE id_bando = ${idBando}`);
  return Boolean(riga);
}
