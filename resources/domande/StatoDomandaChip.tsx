import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import { choiceName } from '../../src/engine/labels';
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
  const translate = useTranslate();
  // The contract's name of the state, in the chosen language; the server's own (Italian) for a state it does not know.
  const nome = DESCRIZIONE_STATO_DOMANDA[idStato]
    ? translate(choiceName('idStato', { id: idStato, name: DESCRIZIONE_STATO_DOMANDA[idStato] }))
    : descrizione;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={nome}
      sx={{ color: 'text.primary', borderWidth: 2, borderColor: colore === 'default' ? 'grey.500' : `${colore}.main` }}
    />
  );
};
