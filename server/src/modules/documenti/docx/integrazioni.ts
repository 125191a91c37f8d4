import type { Document } from 'docx';
import { data } from '../formato';
import { testo } from './elementi';
import { lettera, type DatiLettera } from './lettera';

export const DA_INDICARE = '[Indicare la documentazione e le informazioni richieste]';

export interface DatiIntegrazioni extends DatiLettera {
  /** What is asked: the request's note, or none yet (a placeholder to fill in). */
  readonly richiesta: string | undefined;
  readonly scadenza: string;
  readonly giorni: number;
}

/** The request for integrations to the proponent: the items asked and the term to send them. */
export function richiestaIntegrazioni(dati: DatiIntegrazioni): Document {
  return lettera(dati, {
    oggetto: 'Richiesta di integrazioni documentali',
    firmatario: "L'Istruttore incaricato",
    corpo: [
      testo(
        "Nel corso dell'istruttoria del programma di investimento in " +
          'oggetto è emersa la necessità di acquisire le seguenti ' +
          'integrazioni:',
      ),
      testo(dati.richiesta?.trim() || DA_INDICARE),
      testo(
        `Le integrazioni dovranno essere caricate sul portale dei ` +
          `contratti di filiera (funzione «Invia integrazioni») entro ` +
          `${dati.giorni} giorni dal ricevimento della presente e comunque entro il ${data(dati.scadenza)}.`,
      ),
      testo(
        "In mancanza, l'istruttoria proseguirà sulla base della " +
          'documentazione disponibile. I termini del procedimento sono ' +
          'sospesi fino al ricevimento delle integrazioni richieste.',
      ),
    ],
  });
}
