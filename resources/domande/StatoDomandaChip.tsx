import Chip, { type ChipProps } from '@mui/material/Chip';
import { DESCRIZIONE_STATO_DOMANDA, type StatoDomanda } from '../../contract/domande/stati';

const COLORE: Readonly<Record<StatoDomanda, NonNullable<ChipProps['color']>>> = {
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

/** The application's state as a chip: the border's colour repeats the text, which stays dark (WCAG 1.4.1, 1.4.3). */
export const StatoDomandaChip = ({ idStato, descrizione }: { idStato: StatoDomanda; descrizione?: string }) => {
  const colore = COLORE[idStato];
  return (
    <Chip
      size="small"
      variant="outlined"
      label={descrizione ?? DESCRIZIONE_STATO_DOMANDA[idStato]}
      sx={{ color: 'text.primary', borderWidth: 2, borderColor: colore === 'default' ? 'grey.500' : `${colore}.main` }}
    />
  );
};
