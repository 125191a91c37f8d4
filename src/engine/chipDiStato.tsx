import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import { choiceName } from './labels';

export type ColoreDiStato = NonNullable<ChipProps['color']>;

/**
 * A record's state as a chip, for a resource's states, their names and colours: the colour, on the border only,
 * repeats the text, which says it (WCAG 1.4.1); the text stays dark, as the light palette colours fall short of 4.5:1
 * on white (1.4.3).
 */
export function chipDiStato<S extends string>(
  nomi: Readonly<Record<S, string>>,
  colori: Readonly<Record<S, ColoreDiStato>>,
) {
  return function ChipDiStato({ idStato, descrizione }: { idStato: S; descrizione?: string }) {
    const colore = colori[idStato];
    const translate = useTranslate();
    // The contract's name of the state, in the chosen language; the server's own (Italian) for one it does not know.
    const nome = nomi[idStato] ? translate(choiceName('idStato', { id: idStato, name: nomi[idStato] })) : descrizione;
    return (
      <Chip
        size="small"
        variant="outlined"
        label={nome}
        sx={{
          color: 'text.primary',
          borderWidth: 2,
          borderColor: !colore || colore === 'default' ? 'grey.500' : `${colore}.main`,
        }}
      />
    );
  };
}
