import { sql } from 'drizzle-orm';
import type { TransizioneDomanda } from '../../../../contract/domande/azioni';
import type { DettaglioDomanda } from '../../../../contract/domande/record-proponente';
import type { StatoDomanda } from '../../../../contract/domande/stati';
import { righe } from '../../db/sql';
import type { Contesto, Passaggio } from '../../engine/executor';
import { elencoDi, type Rifiuto } from '../../engine/refusal';
import { mancanzeDomanda } from './completezza';
import { avvisaGraduatoriaPronta, punteggiMancanti } from './valutazione-completa';

/** What an application's action works with: the executor's context, the application and the Italian day. */
export interface ContestoDomanda extends Contesto<DettaglioDomanda, InputDomanda> {
  readonly domanda: DettaglioDomanda;
  readonly oggi: string;
}

/** What an application's transition receives: the day it runs on (tests hand a fixed one). */
export interface InputDomanda {
  readonly oggi: string;
}

/**
 * A transition of the review (docs/domande.md): the executor's step, always to one state, and the columns the move sets
 * besides the state.
 */
export interface TransizioneDiDomanda extends Passaggio<ContestoDomanda> {
  readonly verso: StatoDomanda;
  readonly colonne?: (contesto: ContestoDomanda) => ReturnType<typeof sql>;
}

async function completa({ tx, domanda, oggi }: ContestoDomanda): Promise<Rifiuto | undefined> {
  const [bando] = await righe<{ aperto: boolean }>(
    tx,
    sql`SELECT ${oggi}::date BETWEEN data_apertura AND data_chiusura AS aperto
      FROM bando WHERE id_bando = ${domanda.idBando}`,
  );
  if (!bando?.aperto) return { messaggio: 'Il bando è chiuso: la domanda non può più essere inoltrata.' };
  return elencoDi('La domanda non può essere inoltrata', await mancanzeDomanda(tx, domanda, oggi));
}

/** The reasons of a rejection are the review notes of the instructor in charge. */
const noteDelRigetto = ({ tx, domanda, attore }: ContestoDomanda) =>
  righe<{ testo: string }>(
    tx,
    sql`SELECT testo FROM nota_istruttoria WHERE id_domanda = ${domanda.idDomanda} AND autore = ${attore.username}
      ORDER BY id_nota`,
  );

/** At least one note is needed: it is the motivation of the rejection. */
async function conMotivazioni(contesto: ContestoDomanda): Promise<Rifiuto | undefined> {
  if ((await noteDelRigetto(contesto)).length > 0) return undefined;
  return {
    messaggio: 'Per rigettare l’istruttoria scrivi prima una nota istruttoria con le motivazioni.',
    errori: { noteIstruttoria: 'Scrivere una nota istruttoria con le motivazioni del rigetto' },
  };
}

const motivazioni = async (contesto: ContestoDomanda): Promise<string | null> =>
  (await noteDelRigetto(contesto)).map(({ testo }) => testo).join('\n');

const valutazioneCompleta = async ({ tx, domanda }: ContestoDomanda) =>
  elencoDi('La valutazione non può essere conclusa', await punteggiMancanti(tx, domanda.idDomanda));

async function graduatoriaProvvisoria({ tx, domanda }: ContestoDomanda): Promise<Rifiuto | undefined> {
  const [finale] = await righe(tx, sql`SELECT 1 FROM graduatoria WHERE id_bando = ${domanda.idBando}`);
  return finale
    ? { messaggio: 'La graduatoria del bando è definitiva: la valutazione non può essere riaperta.' }
    : undefined;
}

/** The review's transitions (docs/domande.md); who may run each, and from which state, is the policy's. */
export const TRANSIZIONI: Readonly<Record<TransizioneDomanda, TransizioneDiDomanda>> = {
  inoltra: { verso: 'INOLTRATA', guardia: completa, colonne: () => sql`data_inoltro = now()` },
  prendiInCarico: { verso: 'IN_ISTRUTTORIA', colonne: ({ attore }) => sql`istruttore_in_carico = ${attore.username}` },
  rilascia: { verso: 'INOLTRATA', colonne: () => sql`istruttore_in_carico = NULL` },
  approvaIstruttoria: { verso: 'IN_VALUTAZIONE' },
  rigettaIstruttoria: { verso: 'NON_AMMISSIBILE', guardia: conMotivazioni, nota: motivazioni },
  concludiValutazione: { verso: 'VALUTATA', guardia: valutazioneCompleta, dopo: avvisaGraduatoriaPronta },
  sbloccaValutazione: { verso: 'IN_VALUTAZIONE', guardia: graduatoriaProvvisoria },
};
