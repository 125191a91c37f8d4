import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { usePermissions } from 'react-admin';
import { UploadProgress } from '../../src/components/feedback/UploadProgress';
import { usePortalDataProvider } from '../../src/engine/actions/usePortalDataProvider';
import { formatValue } from '../../src/engine/format';
import type { AnyField } from '../../src/engine/types';
import { LoadingWrapper } from '../../src/layout/LoadingWrapper';
import { useOperazione } from '../../src/startup/OperazioneContext';
import { isAllowed } from '../policy';
import type { Role } from '../roles';
import type { AllegatoProgrammaRecord } from './chiamate';
import { Elimina } from './file/PulsantiFile';
import { SceltaFile } from './file/SceltaFile';
import { useCaricamento } from './file/useCaricamento';
import { useLettura } from './file/useLettura';

const ISTANTE = { type: 'datetime' } as AnyField;

interface Props {
  readonly programma: { readonly idProgrammaInvestimento: number; readonly idStato: string };
}

/**
 * The proponent's answers to an integration request. The service lists, uploads and deletes them (only those of the
 * integration in progress can be deleted, which the server checks); it has no download of a single one.
 */
export const AllegatiIntegrazione = ({ programma }: Props) => {
  const dataProvider = usePortalDataProvider();
  const { permissions: roles = [] } = usePermissions<Role[]>();
  const { readOnly } = useOperazione();
  const { avanzamento, inCorso, carica } = useCaricamento();
  const id = programma.idProgrammaInvestimento;
  const lista = useLettura<AllegatoProgrammaRecord[]>('allegati', 'listaIntegrazioni', { idProgrammaInvestimento: id });
  const modificabile = !readOnly && isAllowed({ roles, resource: 'allegati', permission: 'action:allegatiIntegrazione', record: programma });

  const scegli = async (file: File) => {
    const fatto = await carica(file, (onUploadProgress) =>
      dataProvider.action('allegati', 'caricaIntegrazione', { params: { idProgrammaInvestimento: id }, file, onUploadProgress }),
    );
    if (fatto) lista.ricarica();
  };

  return (
    <Stack spacing={1}>
      <Typography component="h3" variant="h6">
        Allegati di integrazione
      </Typography>
      <LoadingWrapper isPending={lista.isPending && !lista.data} error={lista.error}>
        {lista.data?.length ? (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>File</TableCell>
                <TableCell>Beneficiario</TableCell>
                <TableCell>Caricato il</TableCell>
                <TableCell>Caricato da</TableCell>
                {modificabile && <TableCell>Azioni</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {lista.data.map((allegato) => (
                <TableRow key={allegato.idAllegato}>
                  <TableCell>{allegato.nomeFile}</TableCell>
                  <TableCell>{allegato.idBeneficiario ? `n. ${allegato.idBeneficiario}` : 'Tutto il programma'}</TableCell>
                  <TableCell>{formatValue(ISTANTE, allegato.caricatoIl)}</TableCell>
                  <TableCell>{allegato.caricatoDa}</TableCell>
                  {modificabile && (
                    <TableCell>
                      <Elimina
                        resource="allegati"
                        azione="cancellaIntegrazione"
                        valori={{ idProgrammaInvestimento: id, idAllegato: allegato.idAllegato }}
                        nome={allegato.nomeFile}
                        domanda={`Eliminare l'allegato di integrazione «${allegato.nomeFile}»?`}
                        onEliminato={lista.ricarica}
                      />
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Typography variant="body2">Nessun allegato di integrazione.</Typography>
        )}
        {modificabile && (
          <div>
            <SceltaFile etichetta="Carica allegato di integrazione" disabled={inCorso} onFile={scegli} />
          </div>
        )}
        {avanzamento && <UploadProgress fileName={avanzamento.fileName} percent={avanzamento.percent} />}
      </LoadingWrapper>
    </Stack>
  );
};
