import type { Document } from 'docx';
import type { Beneficiario } from '../../../../../contract/beneficiari/record';
import { euro } from '../formato';
import { sezione, tabella, testo } from './elementi';
import { lettera, type DatiLettera } from './lettera';

export const CODICE_DA_ASSEGNARE = '[da assegnare con l’approvazione]';

export interface DatiApprovazione extends DatiLettera {
  /** The active, enabled beneficiaries: those the approved amount is for. */
  readonly beneficiari: readonly Beneficiario[];
}

/** The approval notice: the admitted amount, CUP and COR (placeholders before approval), the beneficiaries. */
export function comunicazioneApprovazione(dati: DatiApprovazione): Document {
  const p = dati.programma;
  const importo = p.importoAmmesso ?? p.importoRichiesto;
  return lettera(dati, {
    oggetto: 'Comunicazione di approvazione del programma di investimento',
    firmatario: 'Il Direttore generale',
    corpo: [
      testo(
        `Si comunica che, a conclusione dell'istruttoria e della ` +
          `validazione, il programma di investimento in oggetto è approvato ` +
          `per un importo ammesso di ${euro(importo)}, a fronte di ` +
          `un importo richiesto di ${euro(p.importoRichiesto)}.`,
      ),
      testo(
        `Al programma sono assegnati il Codice Unico di Progetto ` +
          `(CUP) ${p.codiceCup ?? CODICE_DA_ASSEGNARE} e il codice COR ` +
          `${p.codiceCore ?? CODICE_DA_ASSEGNARE} del Registro nazionale ` +
          `degli aiuti di Stato, da riportare in tutti gli atti, ` +
          'le fatture e le comunicazioni relativi al programma.',
      ),
      sezione('Beneficiari'),
      tabella(
        ['Codice fiscale', 'Beneficiario', 'Investimenti'],
        dati.beneficiari.map((b) => [b.codiceFiscale, b.nominativo, euro(b.totaleInvestimenti)]),
        [2],
      ),
      testo(''),
      testo(
        "L'erogazione delle agevolazioni resta subordinata alla stipula " +
          'del contratto e alla verifica dei requisiti previsti dal ' +
          'bando. Ogni variazione del programma o subentro di un beneficiario ' +
          'dovrà essere preventivamente comunicato tramite il portale.',
      ),
    ],
  });
}
