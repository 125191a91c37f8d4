import Stack from '@mui/material/Stack';
import type { DatiGeneraliProgramma } from '../../../../contract/programmi/record';
import { ProponenteWizard } from '../../../proponenti/wizard/ProponenteWizard';
import type { SchedaProps } from '../scheda';
import { DatiProgramma } from '../DatiProgramma';

/**
 * The detail reads the programme with getDatiGeneraliProgramma, so the record carries the general data the wizard
 * edits.
 */
export const SchedaProponente = ({ programma }: SchedaProps) => (
  <Stack spacing={3}>
    <DatiProgramma programma={programma} campi={['denominazione', 'cuaa', 'cognomeProponente', 'codRegione']} />
    <ProponenteWizard programma={programma as DatiGeneraliProgramma} />
  </Stack>
);
