import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { ListUnderParent } from '../../../../src/engine/parent/ListUnderParent';
import type { SchedaProps } from '../scheda';
import { verificheDeggendorfSchema, verificheRnaSchema } from '../../../../contract/programmi/verificheRegistri';

const REGISTRI = [
  { titolo: 'portale.programmi.registers.deggendorf', schema: verificheDeggendorfSchema },
  { titolo: 'portale.programmi.registers.rna', schema: verificheRnaSchema },
];

const Registro = ({ titolo, schema, idProgramma }: (typeof REGISTRI)[number] & { idProgramma: number }) => {
  const translate = useTranslate();
  const id = useId();
  return (
    <Stack spacing={1} component="section" aria-labelledby={id}>
      <Typography component="h2" variant="h6" id={id}>
        {translate(titolo)}
      </Typography>
      <ListUnderParent schema={schema} parentId={idProgramma} />
    </Stack>
  );
};

/** The latest evidence of each beneficiary in the two national registers: outcome, what was found, when, who, where. */
export const SchedaVerificheRegistri = ({ programma }: SchedaProps) => (
  <Stack spacing={3}>
    <Typography>{useTranslate()('portale.programmi.registers.intro')}</Typography>
    {REGISTRI.map((registro) => (
      <Registro key={registro.schema.name} {...registro} idProgramma={programma.idProgrammaInvestimento} />
    ))}
  </Stack>
);
