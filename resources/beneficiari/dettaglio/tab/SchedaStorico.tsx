import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { storicoBeneficiarioSchema, storicoImportiSchema } from '../../../../contract/beneficiari/elenchi';
import { ListUnderParent } from '../../../../src/engine/parent/ListUnderParent';
import { useResourceName } from '../../../../src/engine/useResourceName';
import type { SchedaBeneficiarioProps } from '../scheda';

/**
 * What happened to the beneficiary (changes with their totals, exclusions with the note, takeovers), and how the
 * programme's requested amount moved with it.
 */
export const SchedaStorico = ({ beneficiario }: SchedaBeneficiarioProps) => {
  const nameOf = useResourceName();
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          {nameOf(storicoBeneficiarioSchema, 2)}
        </Typography>
        <ListUnderParent schema={storicoBeneficiarioSchema} parentId={beneficiario.idBeneficiario} />
      </Stack>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          {nameOf(storicoImportiSchema, 2)}
        </Typography>
        <ListUnderParent schema={storicoImportiSchema} parentId={beneficiario.idProgrammaInvestimento} />
      </Stack>
    </Stack>
  );
};
