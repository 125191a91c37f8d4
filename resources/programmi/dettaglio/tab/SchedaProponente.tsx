import Stack from '@mui/material/Stack';
import type { SchedaProps } from '../schede';
import { DatiProgramma } from '../DatiProgramma';
import { InAttesaDelServizio } from './InAttesaDelServizio';

export const SchedaProponente = ({ programma }: SchedaProps) => (
  <Stack spacing={2}>
    <DatiProgramma programma={programma} campi={['denominazione', 'cuaa', 'cognomeProponente', 'codRegione']} />
    <InAttesaDelServizio cosa="Referente, rappresentante legale e banca autorizzata" />
  </Stack>
);
