import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatValue } from '../../../src/engine/format';
import type { AnyField } from '../../../src/engine/types';

interface Props {
  /** Absent: the list alone (a tab's own data, named by the tab). */
  readonly titolo?: string;
  readonly campi: readonly AnyField[];
  readonly valori: object | null | undefined;
}

/** A titled group of values read only, labelled as the form that fills them. */
export const Voci = ({ titolo, campi, valori }: Props) => (
  <Box component="section" sx={{ mb: 3 }}>
    {titolo && (
      <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
        {titolo}
      </Typography>
    )}
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { sm: 'max-content 1fr' }, columnGap: 3, m: 0 }}>
      {campi.map((campo) => (
        <Box key={campo.source} sx={{ display: 'contents' }}>
          <Typography component="dt" fontWeight={600}>
            {campo.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {formatValue(campo, (valori as Record<string, unknown> | null)?.[campo.source]) || '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  </Box>
);
