import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatValue } from '../../../src/engine/format';
import type { AnyField } from '../../../src/engine/types';

interface Props {
  readonly campi: readonly AnyField[];
  readonly valori: object | null;
}

/** A step's saved values, read-only, as a description list; an empty value reads 'Non indicato'. */
export const ValoriPasso = ({ campi, valori }: Props) => {
  const translate = useTranslate();
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}
    >
      {campi.map((field) => (
        <Box key={field.source} sx={{ display: 'contents' }}>
          <Typography component="dt" fontWeight={600}>
            {translate(field.label ?? field.source, { _: field.label })}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {formatValue(field, (valori as Record<string, unknown> | null)?.[field.source]) ||
              translate('portale.proponenti.not_given')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
