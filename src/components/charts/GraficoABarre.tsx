import Box from '@mui/material/Box';
import { Fragment, useId } from 'react';
import { VisuallyHidden } from '../../layout/VisuallyHidden';

export interface Barra {
  readonly chiave: string;
  readonly etichetta: string;
  readonly valore: number;
}

/**
 * A bar chart, one bar a row, named by `titolo` and described by its numbers in words; the table beside it carries the
 * same numbers for whoever cannot see it. Drawn with boxes rather than a scaled picture, so that its words keep the
 * page's size on a phone (an SVG 640 units wide wrote them at 8 px on 390).
 */
export const GraficoABarre = ({ titolo, barre }: { titolo: string; barre: readonly Barra[] }) => {
  const id = useId();
  const massimo = Math.max(1, ...barre.map(({ valore }) => valore));
  return (
    <>
      <Box
        role="img"
        aria-label={titolo}
        aria-describedby={`${id}-descrizione`}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)',
          columnGap: 1,
          rowGap: 1,
          alignItems: 'center',
          typography: 'body2',
        }}
      >
        {barre.map(({ chiave, etichetta, valore }) => (
          <Fragment key={chiave}>
            <Box sx={{ textAlign: 'right', overflowWrap: 'anywhere' }}>{etichetta}</Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              {/* The number follows its bar; the longest bar leaves it room. */}
              <Box sx={{ height: 20, width: `calc((100% - 5ch) * ${valore / massimo})`, bgcolor: '#0066cc' }} />
              <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {valore}
              </Box>
            </Box>
          </Fragment>
        ))}
      </Box>
      <VisuallyHidden id={`${id}-descrizione`}>
        {barre.map(({ etichetta, valore }) => `${etichetta}: ${valore}`).join('; ')}
      </VisuallyHidden>
    </>
  );
};
