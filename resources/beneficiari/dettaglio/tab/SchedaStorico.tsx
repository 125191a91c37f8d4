import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { storicoBeneficiarioSchema, storicoImportiSchema } from '../../elenchi';
import { ElencoInLettura } from '../moduli/ElencoInLettura';
import type { SchedaBeneficiarioProps } from '../schede';

/**
 * What happened to the beneficiary (changes with their totals, exclusions with the note, takeovers), and how the
 * programme's requested amount moved with it.
 */
export const SchedaStorico = ({ beneficiario }: SchedaBeneficiarioProps) => (
  <Stack spacing={3}>
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        {storicoBeneficiarioSchema.label.many}
      </Typography>
      <ElencoInLettura schema={storicoBeneficiarioSchema} filter={{ idBeneficiario: beneficiario.idBeneficiario }} />
    </Stack>
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        {storicoImportiSchema.label.many}
      </Typography>
      <ElencoInLettura schema={storicoImportiSchema} filter={{ id: beneficiario.idProgrammaInvestimento }} />
    </Stack>
  </Stack>
);
