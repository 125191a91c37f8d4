import type { Role } from '../../../contract/roles';
import type { Relazione } from './tipi';

/** The programme's states, as docs/programma.md lists them. */
export const STATI = [
  'BOZZA',
  'PRESENTATO',
  'IN_ISTRUTTORIA',
  'IN_INTEGRAZIONE',
  'IN_VALIDAZIONE',
  'PREAVVISO_RIGETTO',
  'VALIDATO',
  'APPROVATO',
  'IN_SUBENTRO',
  'IN_VARIAZIONE',
  'NON_AMMESSO',
  'ANNULLATO',
] as const;
export type Stato = (typeof STATI)[number];

export const NON_FINALI: readonly Stato[] = STATI.filter((stato) => stato !== 'NON_AMMESSO' && stato !== 'ANNULLATO');
/** Where the validator has been: validation and whatever follows it (never a programme annulled before). */
const DA_VALIDAZIONE: readonly Stato[] = [
  'IN_VALIDAZIONE',
  'PREAVVISO_RIGETTO',
  'VALIDATO',
  'APPROVATO',
  'IN_SUBENTRO',
  'IN_VARIAZIONE',
  'NON_AMMESSO',
];

/**
 * Who sees a programme (docs/programma.md, «Who sees what»): regions and banks never see drafts; the
 * food-district roles see no programme at all.
 */
export const VEDE_PROGRAMMA: Readonly<Record<Role, (stato: Stato, relazione: Relazione) => boolean>> = {
  MBAC_PROPONENTE: (_stato, relazione) => relazione === 'proprio',
  MBAC_REGIONE: (stato, relazione) => relazione === 'proprio' && stato !== 'BOZZA',
  MBAC_COOR_ISMEA: () => true,
  MBAC_ISTR_ISMEA: (_stato, relazione) => relazione === 'proprio',
  MBAC_VALI_ISMEA: (stato) => DA_VALIDAZIONE.includes(stato),
  MBAC_MINISTERO: () => true,
  MBAC_BANCA: (stato, relazione) => relazione === 'proprio' && stato !== 'BOZZA',
  MBAC_ISTRUTTORE: () => false,
  MBAC_COMMISSIONE: () => false,
};
