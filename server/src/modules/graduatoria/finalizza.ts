import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { righe } from '../../db/sql';
import type { StatoDomanda } from '../../../../contract/domande/stati';
import { graduatorieSchema } from '../../../../contract/valutazione/schema';
import { notFound } from '../../http/errors';
import type { AzioniPossibili } from '../../../../contract/possible-actions';
import type { Attore } from '../../engine/actor';
import {
  applica,
  applicaInsieme,
  azioniPossibili,
  type Contesto,
  type Passaggio,
  type Risorsa,
} from '../../engine/executor';
import { DOMANDE_INSIEME, type SelezioneDomande } from '../domanda/spostamenti';
import { scriviAuditGraduatoria } from './decreto';
import { memoriaDellaGraduatoria, righeDellaGraduatoria, VERSIONE_REGOLA } from './regola';

export interface Finalizzatore {
  readonly username: string;
  readonly ruolo: string;
  readonly nominativo?: string;
}

export const IN_CORSO = ['INOLTRATA', 'IN_ISTRUTTORIA', 'IN_VALUTAZIONE'];

/** The outcomes a finalisation moves evaluated applications to. */
const ESITI: readonly StatoDomanda[] = ['FINANZIABILE', 'AMMESSA_NON_FINANZIATA', 'ESCLUSA'];

/** A call as its ranking's finalisation reads it, locked. */
interface BandoDellaGraduatoria {
  readonly idBando: number;
  readonly tipologia: string;
  readonly budget: string;
  readonly punteggioMinimo: string;
  readonly definitiva: boolean;
}

type ContestoGraduatoria = Contesto<BandoDellaGraduatoria, undefined>;

/** A call's ranking as the executor moves it: provisional until its row in `graduatoria` is written. */
const RISORSA_GRADUATORIA: Risorsa<BandoDellaGraduatoria, undefined, ContestoGraduatoria> = {
  contesto: (base) => base,
  stato: (bando) => (bando.definitiva ? 'DEFINITIVA' : 'PROVVISORIA'),
  sposta: async ({ tx, record: bando, attore }) =>
    (
      await righe(
        tx,
        sql`INSERT INTO graduatoria (id_bando, versione_regola, punteggio_minimo, budget, finalizzata_da)
          VALUES (${bando.idBando}, ${VERSIONE_REGOLA}, ${bando.punteggioMinimo}, ${bando.budget}, ${attore.username})
          ON CONFLICT DO NOTHING RETURNING id_bando`,
      )
    ).length > 0,
  scriviStorico: ({ contesto, azione, nota }) =>
    scriviAuditGraduatoria(contesto.tx, {
      idBando: contesto.record.idBando,
      attore: contesto.attore,
      azione,
      note: nota,
    }),
  // The ranking's people are its applicants: each is told with its own application's move.
  avvisa: async () => undefined,
  modificatoNelFrattempo: 'La graduatoria del bando è già definitiva.',
};

const valutateDel = async (tx: AppDatabase, idBando: number) =>
  (
    await righe<{ valutate: number }>(
      tx,
      sql`SELECT count(*)::int AS valutate FROM domanda WHERE id_bando = ${idBando} AND id_stato = 'VALUTATA'`,
    )
  )[0].valutate;

/** Every evaluated application to its outcome, each with its position in its history and in what its people read. */
const esitiDelle = (idBando: number): SelezioneDomande => ({
  statoDa: 'VALUTATA',
  versi: ESITI,
  righe: sql`SELECT r.id_domanda, r.esito AS stato_a,
      'Posizione ' || r.posizione || ', punteggio ' || replace(r.punteggio::text, '.', ',') AS note,
      'La graduatoria del bando è definitiva: la domanda «' || d.denominazione || '» è in posizione ' || r.posizione
        || ' con ' || replace(r.punteggio::text, '.', ',') || ' punti, esito «' || s.descrizione || '».' AS testo
    FROM riga_graduatoria r JOIN domanda d USING (id_domanda) JOIN stato_domanda s ON s.id_stato = r.esito
    WHERE r.id_bando = ${idBando}`,
});

/** The finalisation (docs/graduatoria.md): refused while an application is still open or the ranking is final. */
const FINALIZZA: Passaggio<ContestoGraduatoria> = {
  guardia: async ({ tx, record: bando }) => {
    if (bando.tipologia !== 'DC')
      return { messaggio: 'Il bando non è dei distretti del cibo: non ha una graduatoria.' };
    const motivo = await motivoNonFinalizzabile(tx, bando.idBando);
    return motivo ? { messaggio: motivo } : undefined;
  },
  effetti: ({ tx, record }) => valutateDel(tx, record.idBando),
  verso: 'DEFINITIVA',
  nota: (_contesto, valutate) => `${String(valutate)} domande collocate; ${VERSIONE_REGOLA}`,
  dopo: async ({ tx, record: bando, attore }, valutate) => {
    await memoriaDellaGraduatoria(tx);
    await tx.execute(sql`INSERT INTO riga_graduatoria (id_bando, posizione, id_domanda, punteggio, punteggi,
        data_inoltro, importo_richiesto, sopra_soglia, esito, budget_residuo, spareggio)
      SELECT ${bando.idBando}, g.* FROM (${righeDellaGraduatoria(bando.idBando, bando)}) g`);
    const selezione = esitiDelle(bando.idBando);
    await applicaInsieme(DOMANDE_INSIEME, { tx, attore, selezione, attesi: Number(valutate) }, 'finalizzaGraduatoria');
  },
};

/** The call as the finalisation reads it; locked first, so a second finalisation waits and finds the ranking. */
async function bandoDellaGraduatoria(
  tx: AppDatabase,
  idBando: number,
  blocca: boolean,
): Promise<BandoDellaGraduatoria> {
  const [bando] = await righe<BandoDellaGraduatoria>(
    tx,
    sql`SELECT id_bando AS "idBando", tipologia, budget::text AS budget, punteggio_minimo::text AS "punteggioMinimo",
        EXISTS (SELECT 1 FROM graduatoria g WHERE g.id_bando = b.id_bando) AS definitiva
      FROM bando b WHERE id_bando = ${idBando} ${blocca ? sql`FOR UPDATE` : sql``}`,
  );
  if (!bando) throw notFound('Bando non trovato');
  return bando;
}

const LABEL = graduatorieSchema.actions!.finalizza.label;

/**
 * Freezes a DC call's ranking in the caller's transaction, through the executor: the rows with the budget left
 * after each and the rule's version, every evaluated application moved to its outcome with its history line and its
 * proponent told. Answers how many applications were placed.
 */
export async function finalizzaGraduatoria(tx: AppDatabase, idBando: number, chi: Finalizzatore): Promise<number> {
  const record = await bandoDellaGraduatoria(tx, idBando, true);
  const attore = { nominativo: chi.username, ...chi };
  const base = { tx, record, attore, input: undefined };
  const esito = await applica(RISORSA_GRADUATORIA, FINALIZZA, base, { nome: 'finalizzaGraduatoria', label: LABEL });
  return Number(esito.risultato);
}

/**
 * Whether the ministry may finalise the call's ranking now and, when not, why: the finalisation's own guard, read
 * through the executor as every resource's possible actions are. Nothing once the ranking is final.
 */
export async function possibiliDellaGraduatoria(db: AppDatabase, idBando: number, attore: Attore) {
  const record = await bandoDellaGraduatoria(db, idBando, false);
  if (record.definitiva) return {} satisfies AzioniPossibili;
  const azioni = {
    risorsa: RISORSA_GRADUATORIA,
    label: () => LABEL,
    passaggio: () => FINALIZZA,
    attore: () => attore,
    blocca: (tx: AppDatabase) => bandoDellaGraduatoria(tx, idBando, true),
  };
  return azioniPossibili(db, azioni, record, [{ azione: 'finalizza', attore, input: undefined }]);
}

/**
 * Why the call's ranking may not be finalised now, for a person; undefined when it may. The finalisation refuses
 * with it (409), and the ranking's page shows it before the click (`getAzioniPossibili`).
 */
export async function motivoNonFinalizzabile(tx: AppDatabase, idBando: number): Promise<string | undefined> {
  const [finale] = await righe(tx, sql`SELECT 1 FROM graduatoria WHERE id_bando = ${idBando}`);
  if (finale) return 'La graduatoria del bando è già definitiva.';
  const [{ inCorso, valutate }] = await righe<{ inCorso: number; valutate: number }>(
    tx,
    sql`SELECT count(*) FILTER (WHERE id_stato IN (${sql.join(
      IN_CORSO.map((stato) => sql`${stato}`),
      sql`, `,
    )}))::int
        AS "inCorso", count(*) FILTER (WHERE id_stato = 'VALUTATA')::int AS valutate
      FROM domanda WHERE id_bando = ${idBando}`,
  );
  if (inCorso > 0)
    return (
      `La graduatoria non può essere finalizzata: ${inCorso === 1 ? 'una domanda è' : `${inCorso} domande sono`} ` +
      'ancora in istruttoria o in valutazione.'
    );
  if (valutate === 0) return 'La graduatoria non può essere finalizzata: nessuna domanda è stata valutata.';
  return undefined;
}
