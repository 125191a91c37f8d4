import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatValue } from '../../../../src/engine/format';
import type { AnyField } from '../../../../src/engine/types';

/** Fields of a record as a description list, formatted the Italian way; an empty value reads '—'. */
export const ElencoDati = ({ campi, record }: { campi: readonly AnyField[]; record: Record<string, unknown> }) => (
  <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}>
    {campi.map((campo) => (
      <Box key={campo.source} sx={{ display: 'contents' }}>
        <Typography component="dt" fontWeight={600}>
          {campo.label}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {formatValue(campo, record[campo.source]) || '—'}
        </Typography>
      </Box>
    ))}
  </Box>
);
