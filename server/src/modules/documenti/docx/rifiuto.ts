import type { Document } from 'docx';
import { data, euro } from '../formato';
import { testo } from './elementi';
import { lettera, type DatiLettera } from './lettera';

export interface DatiRifiuto extends DatiLettera {
  /** The reasons of the negative validation, as the validator wrote them. */
  readonly motivi: string;
  readonly scadenza: string;
  readonly giorni: number;
}

/** The notice of rejection (art. 10-bis L. 241/1990): the reasons and the term for the counter-deductions. */
export function preavvisoRigetto(dati: DatiRifiuto): Document {
  const p = dati.programma;
  return lettera(dati, {
    oggetto:
      "Comunicazione dei motivi ostativi all'accoglimento dell'istanza (preavviso " +
      "di rigetto ai sensi dell'art. 10-bis della legge 7 agosto 1990, n. 241)",
    firmatario: 'Il Responsabile del procedimento',
    corpo: [
      testo(
        `Con riferimento al programma di investimento in ` +
          `oggetto${p.dataPresentazione ? `, presentato il ${data(p.dataPresentazione)}` : ''}, ` +
          `per un importo richiesto di ${euro(p.importoRichiesto)}, si ` +
          `comunica che la validazione dell'istruttoria si è conclusa ` +
          "con esito negativo per i seguenti motivi, che ostano all'accoglimento dell'istanza:",
      ),
      testo(dati.motivi),
      testo(
        `Ai sensi dell'art. 10-bis della legge 7 agosto 1990, n. 241, ` +
          `codesta società ha il diritto di presentare per iscritto ` +
          `le proprie osservazioni, eventualmente corredate da documenti, ` +
          `entro ${dati.giorni} giorni dal ricevimento della presente ` +
          `e comunque entro il ${data(dati.scadenza)}, caricandole sul portale ` +
          `dei contratti di filiera (funzione «Invia controdeduzioni»).`,
      ),
      testo(
        'La presente comunicazione sospende i termini di conclusione ' +
          'del procedimento, che ricominciano a decorrere dalla data di ' +
          'presentazione delle osservazioni o, in mancanza, dalla scadenza ' +
          'del termine indicato. Decorso inutilmente tale termine, ' +
          'o accettato il rigetto senza controdeduzioni, il programma ' +
          "sarà dichiarato non ammesso. Dell'eventuale mancato " +
          'accoglimento delle osservazioni sarà data ragione nel provvedimento finale.',
      ),
    ],
  });
}
