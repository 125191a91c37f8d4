import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatValue } from '../../../src/engine/format';
import type { AnyField } from '../../../src/engine/types';
import { fieldLabel } from '../../../src/engine/labels';
import { programmiSchema, type ProgrammaRecord } from '../../../contract/programmi/schema';

const campo = (source: string): AnyField | undefined =>
  programmiSchema.fields.find((field) => field.source === source) as AnyField | undefined;

/** Some fields of the programme as a description list, formatted the Italian way. */
export const DatiProgramma = ({ programma, campi }: { programma: ProgrammaRecord; campi: readonly string[] }) => {
  const translate = useTranslate();
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}
    >
      {campi.map((source) => {
        const field = campo(source);
        const value = (programma as unknown as Record<string, unknown>)[source];
        return (
          <Box key={source} sx={{ display: 'contents' }}>
            <Typography component="dt" fontWeight={600}>
              {translate(fieldLabel(programmiSchema.name, field ?? { source }), { _: source })}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {field ? formatValue(field, value) || '—' : String(value ?? '—')}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
};
