import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import { choiceName } from '../../src/engine/labels';
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
  const translate = useTranslate();
  // The contract's name of the state, in the chosen language; the server's own (Italian) for a state it does not know.
  const nome = DESCRIZIONE_STATO[idStato]
    ? translate(choiceName('idStato', { id: idStato, name: DESCRIZIONE_STATO[idStato] }))
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
