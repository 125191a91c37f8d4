import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePermissions, useTranslate } from 'react-admin';
import { GrigliaAllegati } from '../../../allegati/GrigliaAllegati';
import { isAllowed } from '../../../../contract/policy';
import type { Role } from '../../../../contract/roles';
import { documentiCasellarioSchema } from '../../../../contract/beneficiari/documentiCasellario';
import { ListUnderParent } from '../../../../src/engine/parent/ListUnderParent';
import type { SchedaBeneficiarioProps } from '../scheda';

/**
 * The beneficiary's attachments by category and type, with the archive of the replaced ones; for ISMEA staff and the
 * ministry also the criminal-record and antimafia documents in force, an expired one flagged.
 */
export const SchedaDocumenti = ({ beneficiario }: SchedaBeneficiarioProps) => {
  const translate = useTranslate();
  const { permissions: roles = [] } = usePermissions<Role[]>();
  const leggeCasellario = isAllowed({ roles, resource: 'allegati', permission: 'read:casellarioAntimafia' });
  return (
    <Stack spacing={3}>
      <GrigliaAllegati ambito="beneficiario" id={beneficiario.idBeneficiario} record={beneficiario} />
      {leggeCasellario && (
        <section aria-labelledby="casellario-antimafia">
          <Typography id="casellario-antimafia" variant="h6" component="h3" gutterBottom>
            {translate('portale.beneficiari.documents.criminal_record')}
          </Typography>
          <ListUnderParent schema={documentiCasellarioSchema} parentId={beneficiario.idBeneficiario} />
        </section>
      )}
    </Stack>
  );
};
