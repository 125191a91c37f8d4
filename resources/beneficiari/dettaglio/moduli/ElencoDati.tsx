import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatValue } from '../../../../src/engine/format';
import type { AnyField } from '../../../../src/engine/types';

/** A dash, not a word: the same in every language. */
const VUOTO = '—';

/** Fields of a record as a description list, formatted the Italian way; an empty value reads '—'. */
export const ElencoDati = ({ campi, record }: { campi: readonly AnyField[]; record: Record<string, unknown> }) => {
  const translate = useTranslate();
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}
    >
      {campi.map((campo) => (
        <Box key={campo.source} sx={{ display: 'contents' }}>
          <Typography component="dt" fontWeight={600}>
            {translate(campo.label ?? campo.source, { _: campo.label })}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {formatValue(campo, record[campo.source]) || VUOTO}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
