import Stack from '@mui/material/Stack';
import type { SchedaProps } from '../schede';
import { DatiProgramma } from '../DatiProgramma';
import { InAttesaDelServizio } from './InAttesaDelServizio';

export const SchedaBeneficiari = ({ programma }: SchedaProps) => (
  <Stack spacing={2}>
    <DatiProgramma programma={programma} campi={['nBeneficiari']} />
    <InAttesaDelServizio cosa="L'elenco dei beneficiari e i loro dati" />
  </Stack>
);
