import { chipDiStato, type ColoreDiStato } from '../../src/engine/chipDiStato';
import { DESCRIZIONE_STATO, type StatoProgramma } from '../../contract/programmi/stati';

const COLORE: Readonly<Record<StatoProgramma, ColoreDiStato>> = {
  BOZZA: 'default',
  PRESENTATO: 'info',
  IN_ISTRUTTORIA: 'primary',
  IN_INTEGRAZIONE: 'warning',
  IN_VALIDAZIONE: 'primary',
  PREAVVISO_RIGETTO: 'warning',
  VALIDATO: 'success',
  APPROVATO: 'success',
  IN_SUBENTRO: 'secondary',
  IN_VARIAZIONE: 'secondary',
  NON_AMMESSO: 'error',
  ANNULLATO: 'error',
};

/** The programme's state as a chip. */
export const StatoChip = chipDiStato(DESCRIZIONE_STATO, COLORE);
