import { chipDiStato, type ColoreDiStato } from '../../src/engine/chipDiStato';
import { DESCRIZIONE_STATO_DOMANDA, type StatoDomanda } from '../../contract/domande/stati';

const COLORE: Readonly<Record<StatoDomanda, ColoreDiStato>> = {
  BOZZA: 'default',
  INOLTRATA: 'info',
  IN_ISTRUTTORIA: 'primary',
  IN_VALUTAZIONE: 'primary',
  VALUTATA: 'secondary',
  NON_AMMISSIBILE: 'error',
  FINANZIABILE: 'success',
  AMMESSA_NON_FINANZIATA: 'warning',
  ESCLUSA: 'error',
};

/** The application's state as a chip. */
export const StatoDomandaChip = chipDiStato(DESCRIZIONE_STATO_DOMANDA, COLORE);
