import Chip, { type ChipProps } from '@mui/material/Chip';
import { DESCRIZIONE_STATO, type StatoProgramma } from './stati';

const COLORE: Readonly<Record<StatoProgramma, ChipProps['color']>> = {
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

/** The programme's state as a chip: its colour only repeats the text, which says it (WCAG 1.4.1). */
export const StatoChip = ({ idStato, descrizione }: { idStato: StatoProgramma; descrizione?: string }) => (
  <Chip size="small" variant="outlined" color={COLORE[idStato]} label={descrizione ?? DESCRIZIONE_STATO[idStato]} />
);
