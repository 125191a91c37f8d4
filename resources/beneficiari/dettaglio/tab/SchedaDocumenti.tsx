import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePermissions } from 'react-admin';
import { GrigliaAllegati } from '../../../allegati/GrigliaAllegati';
import { isAllowed } from '../../../policy';
import type { Role } from '../../../roles';
import { documentiCasellarioSchema } from '../../documentiCasellario';
import { ElencoInLettura } from '../moduli/ElencoInLettura';
import type { SchedaBeneficiarioProps } from '../schede';

/**
 * The beneficiary's attachments by category and type, with the archive of the replaced ones; for ISMEA staff and the
 * ministry also the criminal-record and antimafia documents in force, an expired one flagged.
 */
export const SchedaDocumenti = ({ beneficiario }: SchedaBeneficiarioProps) => {
  const { permissions: roles = [] } = usePermissions<Role[]>();
  const leggeCasellario = isAllowed({ roles, resource: 'allegati', permission: 'read:casellarioAntimafia' });
  return (
    <Stack spacing={3}>
      <GrigliaAllegati ambito="beneficiario" id={beneficiario.idBeneficiario} record={beneficiario} />
      {leggeCasellario && (
        <section aria-labelledby="casellario-antimafia">
          <Typography id="casellario-antimafia" variant="h6" component="h3" gutterBottom>
            Casellario e antimafia
          </Typography>
          <ElencoInLettura schema={documentiCasellarioSchema} filter={{ idBeneficiario: beneficiario.idBeneficiario }} />
        </section>
      )}
    </Stack>
  );
};
