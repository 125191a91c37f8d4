import { sql } from 'drizzle-orm';
import type { TransizioneDomanda } from '../../../../contract/domande/azioni';
import type { DettaglioDomanda } from '../../../../contract/domande/record-proponente';
import type { StatoDomanda } from '../../../../contract/domande/stati';
import type { AppDatabase } from '../../db/database';
import { righe } from '../../db/sql';
import { conflict, HttpError } from '../../http/errors';
import type { Attore } from './accesso';
import { mancanzeDomanda } from './completezza';
import { avvisaGraduatoriaPronta, punteggiMancanti } from './valutazione-completa';

export interface ContestoDomanda {
  readonly tx: AppDatabase;
  readonly domanda: DettaglioDomanda;
  readonly attore: Attore;
  readonly oggi: string;
}

/** What a transition does besides the state: its guard (throws 409), the columns it sets, the note it keeps. */
export interface TransizioneDiDomanda {
  readonly verso: StatoDomanda;
  readonly guardia?: (contesto: ContestoDomanda) => Promise<void>;
  readonly colonne?: (contesto: ContestoDomanda) => ReturnType<typeof sql>;
  readonly nota?: (contesto: ContestoDomanda) => Promise<string | null>;
  /** What else the move causes, in its transaction, once the application is in its new state. */
  readonly dopo?: (contesto: ContestoDomanda) => Promise<void>;
}

async function bandoAperto({ tx, domanda, oggi }: ContestoDomanda): Promise<void> {
  const [bando] = await righe<{ aperto: boolean }>(
    tx,
    sql`SELECT ${oggi}::date BETWEEN data_apertura AND data_chiusura AS aperto
      FROM bando WHERE id_bando = ${domanda.idBando}`,
  );
  if (!bando?.aperto) throw conflict('Il bando è chiuso: la domanda non può più essere inoltrata.');
}

async function completa(contesto: ContestoDomanda): Promise<void> {
  await bandoAperto(contesto);
  const mancanze = await mancanzeDomanda(contesto.tx, contesto.domanda, contesto.oggi);
  const elenco = Object.values(mancanze);
  if (elenco.length > 0)
    throw new HttpError(409, `La domanda non può essere inoltrata: ${elenco.join('; ')}.`, mancanze);
}

/** The reasons of a rejection are the review notes of the instructor in charge: at least one is needed. */
async function motivazioni({ tx, domanda, attore }: ContestoDomanda): Promise<string | null> {
  const note = await righe<{ testo: string }>(
    tx,
    sql`SELECT testo FROM nota_istruttoria WHERE id_domanda = ${domanda.idDomanda} AND autore = ${attore.username}
      ORDER BY id_nota`,
  );
  if (note.length === 0)
    throw conflict('Per rigettare l’istruttoria scrivi prima una nota istruttoria con le motivazioni.');
  return note.map(({ testo }) => testo).join('\n');
}

async function valutazioneCompleta({ tx, domanda }: ContestoDomanda): Promise<void> {
  const mancanti = await punteggiMancanti(tx, domanda.idDomanda);
  const elenco = Object.values(mancanti);
  if (elenco.length > 0)
    throw new HttpError(409, `La valutazione non può essere conclusa: ${elenco.join('; ')}.`, mancanti);
}

async function graduatoriaProvvisoria({ tx, domanda }: ContestoDomanda): Promise<void> {
  const [finale] = await righe(tx, sql`SELECT 1 FROM graduatoria WHERE id_bando = ${domanda.idBando}`);
  if (finale) throw conflict('La graduatoria del bando è definitiva: la valutazione non può essere riaperta.');
}

/** DESIGN §5's transitions of the review; who may run each, and from which state, is the policy's. */
export const TRANSIZIONI: Readonly<Record<TransizioneDomanda, TransizioneDiDomanda>> = {
  inoltra: { verso: 'INOLTRATA', guardia: completa, colonne: () => sql`data_inoltro = now()` },
  prendiInCarico: { verso: 'IN_ISTRUTTORIA', colonne: ({ attore }) => sql`istruttore_in_carico = ${attore.username}` },
  rilascia: { verso: 'INOLTRATA', colonne: () => sql`istruttore_in_carico = NULL` },
  approvaIstruttoria: { verso: 'IN_VALUTAZIONE' },
  rigettaIstruttoria: { verso: 'NON_AMMISSIBILE', nota: motivazioni },
  concludiValutazione: { verso: 'VALUTATA', guardia: valutazioneCompleta, dopo: avvisaGraduatoriaPronta },
  sbloccaValutazione: { verso: 'IN_VALUTAZIONE', guardia: graduatoriaProvvisoria },
};
