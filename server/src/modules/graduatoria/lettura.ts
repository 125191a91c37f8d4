import { sql } from 'drizzle-orm';
import type { Graduatoria, RigaGraduatoria } from '../../../../contract/graduatoria/record';
import type { AppDatabase } from '../../db/database';
import { iso, righe } from '../../db/sql';
import { conflict, notFound } from '../../http/errors';
import { graduatoriaCalcolata, VERSIONE_REGOLA, type RigaCalcolata } from './regola';

interface Testata {
  readonly idBando: number;
  readonly descrizioneBando: string;
  readonly tipologia: string;
  readonly punteggioMinimo: number;
  readonly budget: number;
  readonly definitiva: boolean;
  readonly versioneRegola: string | null;
  readonly finalizzataIl: string | null;
}

/** The names a row shows: the district's programme and its lead company; no fiscal code, no person. */
async function conNomi(
  db: AppDatabase,
  idBando: number,
  righeCalcolate: readonly RigaCalcolata[],
): Promise<RigaGraduatoria[]> {
  const nomi = await righe<{ idDomanda: number; denominazione: string; denominazioneProponente: string }>(
    db,
    sql`SELECT d.id_domanda AS "idDomanda", d.denominazione, coalesce(pr.denominazione, '') AS "denominazioneProponente"
      FROM domanda d LEFT JOIN proponente pr USING (id_proponente) WHERE d.id_bando = ${idBando}`,
  );
  const parametri = await righe<{ idParametro: number; descrizione: string; livello: 'DOMANDA' | 'BENEFICIARIO' }>(
    db,
    sql`SELECT id_parametro AS "idParametro", descrizione, livello
      FROM parametro_valutazione WHERE id_bando = ${idBando}`,
  );
  const perId = new Map(nomi.map((nome) => [nome.idDomanda, nome]));
  const parametro = new Map(parametri.map((voce) => [voce.idParametro, voce]));
  return righeCalcolate.map((riga) => ({
    ...riga,
    denominazione: perId.get(riga.idDomanda)?.denominazione ?? '',
    denominazioneProponente: perId.get(riga.idDomanda)?.denominazioneProponente ?? '',
    punteggi: riga.punteggi.map(({ idParametro, valore }) => ({
      idParametro,
      valore,
      descrizione: parametro.get(idParametro)?.descrizione ?? '',
      livello: parametro.get(idParametro)?.livello ?? 'DOMANDA',
    })),
  }));
}

const righeCongelate = (db: AppDatabase, idBando: number) =>
  righe<RigaCalcolata>(
    db,
    sql`SELECT posizione, id_domanda AS "idDomanda", punteggio::float8 AS punteggio, punteggi,
        ${iso(sql`data_inoltro`)} AS "dataInoltro", importo_richiesto::float8 AS "importoRichiesto",
        sopra_soglia AS "sopraSoglia", esito, budget_residuo::float8 AS "budgetResiduo", spareggio
      FROM riga_graduatoria WHERE id_bando = ${idBando} ORDER BY posizione`,
  );

/** A DC call's ranking: frozen rows once final, otherwise computed now with the call's current data. */
export async function leggiGraduatoria(db: AppDatabase, idBando: number): Promise<Graduatoria> {
  const [testata] = await righe<Testata>(
    db,
    sql`SELECT b.id_bando AS "idBando", b.descrizione AS "descrizioneBando", b.tipologia,
        coalesce(g.punteggio_minimo, b.punteggio_minimo)::float8 AS "punteggioMinimo",
        coalesce(g.budget, b.budget)::float8 AS budget, g.id_bando IS NOT NULL AS definitiva,
        g.versione_regola AS "versioneRegola", ${iso(sql`g.finalizzata_il`)} AS "finalizzataIl"
      FROM bando b LEFT JOIN graduatoria g USING (id_bando) WHERE b.id_bando = ${idBando}`,
  );
  if (!testata) throw notFound('Bando non trovato');
  if (testata.tipologia !== 'DC') throw conflict('Il bando non è dei distretti del cibo: non ha una graduatoria.');
  const calcolate = testata.definitiva
    ? await righeCongelate(db, idBando)
    : await graduatoriaCalcolata(db, idBando, testata);
  const { tipologia: _tipologia, ...dati } = testata;
  return {
    ...dati,
    versioneRegola: testata.versioneRegola ?? VERSIONE_REGOLA,
    righe: await conNomi(db, idBando, calcolate),
  };
}

export async function graduatoriaDefinitiva(db: AppDatabase, idBando: number): Promise<boolean> {
  const [riga] = await righe(db, sql`SELECT 1 FROM graduatoria WHERE id_bando = ${idBando}`);
  return Boolean(riga);
}
