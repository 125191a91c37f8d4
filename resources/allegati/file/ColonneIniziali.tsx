import { styled } from '@mui/material/styles';
import { Fragment, type ReactNode } from 'react';

/** A column before the file's, for what one list says more of its files (a category, a decree's date). */
export interface ColonnaIniziale<F> {
  /** Already translated; it also tells the columns apart. */
  readonly intestazione: string;
  readonly cella: (file: F) => ReactNode;
}

const Voci = styled('dl')(({ theme }) => ({
  margin: theme.spacing(0.5, 0, 0),
  '& dt, & dd': { ...theme.typography.body2, margin: 0 },
  '& dt': { color: theme.palette.text.secondary },
}));

/**
 * The leading columns of one file, each with its heading, under the file's name: on a phone, where a fifth column
 * would leave the name a letter wide.
 */
export const ColonneRipiegate = <F,>({ colonne, file }: { colonne: readonly ColonnaIniziale<F>[]; file: F }) => (
  <Voci>
    {colonne.map(({ intestazione, cella }) => (
      <Fragment key={intestazione}>
        <dt>{intestazione}</dt>
        <dd>{cella(file)}</dd>
      </Fragment>
    ))}
  </Voci>
);
