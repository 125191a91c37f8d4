import type { Role } from '../../../contract/roles';
import { COMMISSIONE, ISTRUTTORE_DC, MINISTERO, PROPONENTE, REGIONE } from './ruoli';
import type { OperazioneDomanda, Relazione } from './tipi';

/** The application's states, as docs/domande.md lists them. */
export const STATI_DOMANDA = [
  'BOZZA',
  'INOLTRATA',
  'IN_ISTRUTTORIA',
  'IN_VALUTAZIONE',
  'VALUTATA',
  'NON_AMMISSIBILE',
  'FINANZIABILE',
  'AMMESSA_NON_FINANZIATA',
  'ESCLUSA',
] as const;
export type StatoDomanda = (typeof STATI_DOMANDA)[number];

/** «Admitted to evaluation»: evaluation and what the ranking made of it, never a rejection. */
const AMMESSE_A_VALUTAZIONE: readonly StatoDomanda[] = [
  'IN_VALUTAZIONE',
  'VALUTATA',
  'FINANZIABILE',
  'AMMESSA_NON_FINANZIATA',
  'ESCLUSA',
];

/**
 * Who sees an application (docs/domande.md): 'proprio' is the proponent's company, a site in the region's
 * territory and the instructor in charge. Regions read forwarded applications only, as with programmes
 * (docs/domande.md); the ISMEA roles and the bank have no part in DC calls.
 */
export const VEDE_DOMANDA: Readonly<Record<Role, (stato: StatoDomanda, relazione: Relazione) => boolean>> = {
  MBAC_PROPONENTE: (_stato, relazione) => relazione === 'proprio',
  MBAC_REGIONE: (stato, relazione) => relazione === 'proprio' && stato !== 'BOZZA',
  MBAC_ISTRUTTORE: (stato) => stato !== 'BOZZA',
  MBAC_COMMISSIONE: (stato) => AMMESSE_A_VALUTAZIONE.includes(stato),
  MBAC_MINISTERO: () => true,
  MBAC_COOR_ISMEA: () => false,
  MBAC_ISTR_ISMEA: () => false,
  MBAC_VALI_ISMEA: () => false,
  MBAC_BANCA: () => false,
};

/** The roles that read some applications. */
export const VEDENTI_DOMANDE: readonly Role[] = [PROPONENTE, REGIONE, ISTRUTTORE_DC, COMMISSIONE, MINISTERO];
/** Review notes and files: the instructors, the commission and the ministry (docs/domande.md). */
export const LETTORI_ISTRUTTORIA: readonly Role[] = [ISTRUTTORE_DC, COMMISSIONE, MINISTERO];

/** A read: whoever sees the application, in any state. */
export const lettura = (
  nome: string,
  rotte: OperazioneDomanda<StatoDomanda>['rotte'],
  chi: readonly Role[],
): OperazioneDomanda<StatoDomanda> => ({ nome, rotte, chi, da: STATI_DOMANDA });
