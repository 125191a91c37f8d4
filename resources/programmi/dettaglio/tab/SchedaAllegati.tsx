import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePermissions, useTranslate } from 'react-admin';
import { AllegatiIntegrazione } from '../../../allegati/AllegatiIntegrazione';
import { FILE_PROGRAMMA, FileDelProgramma } from '../../../allegati/FileDelProgramma';
import { GrigliaAllegati } from '../../../allegati/GrigliaAllegati';
import { isAllowed } from '../../../../contract/policy';
import type { Role } from '../../../../contract/roles';
import type { SchedaProps } from '../scheda';

/**
 * The programme's attachments: the proponent's (by category and type), the programme's own files (request letter,
 * counter-deductions, approval) and the integration files, each section only for who may read it.
 */
export const SchedaAllegati = ({ programma }: SchedaProps) => {
  const translate = useTranslate();
  const { permissions: roles = [] } = usePermissions<Role[]>();
  const legge = (lettura: string) => isAllowed({ roles, resource: 'allegati', permission: `read:${lettura}` });
  // The detail is read with getDatiGeneraliProgramma, which also answers the proponent's id.
  const { idProponente } = programma as typeof programma & { idProponente?: number | null };
  const fileLeggibili = FILE_PROGRAMMA.filter((file) => legge(file.lettura));
  return (
    <Stack spacing={4}>
      {legge('dossier') && (
        <Stack spacing={1}>
          <Typography component="h2" variant="h5">
            {translate('portale.programmi.attachments.proponent')}
          </Typography>
          {idProponente ? (
            <GrigliaAllegati
              ambito="proponente"
              id={idProponente}
              record={programma as unknown as Record<string, unknown>}
            />
          ) : (
            <Alert severity="info">{translate('portale.programmi.attachments.no_proponent')}</Alert>
          )}
        </Stack>
      )}
      {(fileLeggibili.length > 0 || legge('integrazioni')) && (
        <Stack spacing={3}>
          <Typography component="h2" variant="h5">
            {translate('portale.programmi.attachments.files')}
          </Typography>
          {fileLeggibili.map((file) => (
            <FileDelProgramma key={file.nome} file={file} programma={programma} />
          ))}
          {legge('integrazioni') && <AllegatiIntegrazione programma={programma} />}
        </Stack>
      )}
      {!legge('dossier') && fileLeggibili.length === 0 && (
        <Alert severity="info">{translate('portale.programmi.attachments.none_readable')}</Alert>
      )}
    </Stack>
  );
};
