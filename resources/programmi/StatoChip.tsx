import Chip, { type ChipProps } from '@mui/material/Chip';
import { DESCRIZIONE_STATO, type StatoProgramma } from '../../contract/programmi/stati';

const COLORE: Readonly<Record<StatoProgramma, NonNullable<ChipProps['color']>>> = {
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

/**
 * The programme's state as a chip: its colour, on the border only, repeats the text, which says it (WCAG 1.4.1);
 * the text stays dark, as the light palette colours fall short of 4.5:1 on white.
 */
export const StatoChip = ({ idStato, descrizione }: { idStato: StatoProgramma; descrizione?: string }) => {
  const colore = COLORE[idStato];
  return (
    <Chip
      size="small"
      variant="outlined"
      label={descrizione ?? DESCRIZIONE_STATO[idStato]}
      sx={{ color: 'text.primary', borderWidth: 2, borderColor: colore === 'default' ? 'grey.500' : `${colore}.main` }}
    />
  );
};
