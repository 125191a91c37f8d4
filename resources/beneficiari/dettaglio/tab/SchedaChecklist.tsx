import Stack from '@mui/material/Stack';
import { ChecklistForm } from '../../../checklist/ChecklistForm';
import type { SchedaBeneficiarioProps } from '../scheda';

/** The beneficiary's documentary and verification checklists (the tab shows to the checklists' readers). */
export const SchedaChecklist = ({ beneficiario }: SchedaBeneficiarioProps) => (
  <Stack spacing={3}>
    <ChecklistForm tipo="documentale" ambito="beneficiario" id={beneficiario.idBeneficiario} record={beneficiario} />
    <ChecklistForm tipo="verifiche" ambito="beneficiario" id={beneficiario.idBeneficiario} record={beneficiario} />
  </Stack>
);
