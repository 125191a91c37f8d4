import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { UploadProgress } from '../../src/components/feedback/UploadProgress';
import { usePortalDataProvider } from '../../src/engine/actions/usePortalDataProvider';
import { istante } from '../../src/engine/format';
import { LoadingWrapper } from '../../src/layout/LoadingWrapper';
import { useTelefono } from '../../src/layout/useTelefono';
import { SchedeRighe } from '../../src/list/SchedeRighe';
import { useOperazione } from '../../src/startup/OperazioneContext';
import { isAllowed } from '../../contract/policy';
import type { Role } from '../../contract/roles';
import type { AllegatoProgrammaRecord } from '../../contract/allegati/chiamate';
import { Elimina } from './file/PulsantiFile';
import { SceltaFile } from './file/SceltaFile';
import { SceltaBeneficiario } from './SceltaBeneficiario';
import { useCaricamento } from './file/useCaricamento';
import { useLettura } from './file/useLettura';

interface Props {
  readonly programma: { readonly idProgrammaInvestimento: number; readonly idStato: string };
}

/**
 * The proponent's answers to an integration request. The service lists, uploads and deletes them (only those of the
 * integration in progress can be deleted, which the server checks); it has no download of a single one.
 */
export const AllegatiIntegrazione = ({ programma }: Props) => {
  const translate = useTranslate();
  const dataProvider = usePortalDataProvider();
  const { permissions: roles = [] } = usePermissions<Role[]>();
  const { readOnly } = useOperazione();
  const { avanzamento, inCorso, carica } = useCaricamento();
  const [idBeneficiario, setIdBeneficiario] = useState('');
  const telefono = useTelefono();
  const id = programma.idProgrammaInvestimento;
  const lista = useLettura<AllegatoProgrammaRecord[]>('allegati', 'listaIntegrazioni', { idProgrammaInvestimento: id });
  const modificabile =
    !readOnly &&
    isAllowed({ roles, resource: 'allegati', permission: 'action:allegatiIntegrazione', record: programma });

  const scegli = async (file: File) => {
    const fatto = await carica(file, (onUploadProgress) =>
      dataProvider.action('allegati', 'caricaIntegrazione', {
        params: { idProgrammaInvestimento: id, ...(idBeneficiario ? { idBeneficiario: Number(idBeneficiario) } : {}) },
        file,
        onUploadProgress,
      }),
    );
    if (fatto) lista.ricarica();
  };
  const colonna = (nome: 'beneficiary' | 'uploaded_on' | 'uploaded_by') => translate(`portale.allegati.column_${nome}`);
  const beneficiarioDi = (allegato: AllegatoProgrammaRecord) =>
    allegato.denominazioneBeneficiario ?? translate('portale.allegati.whole_programme');
  const elimina = (allegato: AllegatoProgrammaRecord) => (
    <Elimina
      resource="allegati"
      azione="cancellaIntegrazione"
      valori={{ idProgrammaInvestimento: id, idAllegato: allegato.idAllegato }}
      nome={allegato.nomeFile}
      domanda={translate('portale.allegati.integration.delete_question', { file: allegato.nomeFile })}
      onEliminato={lista.ricarica}
    />
  );

  return (
    <Stack spacing={1}>
      <Typography component="h3" variant="h6">
        {translate('portale.allegati.integration.title')}
      </Typography>
      <LoadingWrapper isPending={lista.isPending && !lista.data} error={lista.error}>
        {!lista.data?.length ? (
          <Typography variant="body2">{translate('portale.allegati.integration.none')}</Typography>
        ) : telefono ? (
          // On a phone one card a document, so that nothing scrolls sideways.
          <SchedeRighe
            etichetta={translate('portale.allegati.integration.title')}
            schede={lista.data.map((allegato) => ({
              chiave: allegato.idAllegato,
              titolo: allegato.nomeFile,
              campi: [
                { etichetta: colonna('beneficiary'), valore: beneficiarioDi(allegato) },
                { etichetta: colonna('uploaded_on'), valore: istante(allegato.caricatoIl) },
                { etichetta: colonna('uploaded_by'), valore: allegato.caricatoDaNome },
              ],
              azioni: modificabile ? elimina(allegato) : undefined,
            }))}
          />
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('portale.allegati.column_file')}</TableCell>
                <TableCell>{colonna('beneficiary')}</TableCell>
                <TableCell>{colonna('uploaded_on')}</TableCell>
                <TableCell>{colonna('uploaded_by')}</TableCell>
                {modificabile && <TableCell>{translate('portale.allegati.column_actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {lista.data.map((allegato) => (
                <TableRow key={allegato.idAllegato}>
                  <TableCell>{allegato.nomeFile}</TableCell>
                  <TableCell>{beneficiarioDi(allegato)}</TableCell>
                  <TableCell>{istante(allegato.caricatoIl)}</TableCell>
                  <TableCell>{allegato.caricatoDaNome}</TableCell>
                  {modificabile && <TableCell>{elimina(allegato)}</TableCell>}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {modificabile && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <SceltaBeneficiario
              idProgrammaInvestimento={id}
              value={idBeneficiario}
              onChange={setIdBeneficiario}
              disabled={inCorso}
            />
            <SceltaFile
              etichetta={translate('portale.allegati.integration.upload')}
              disabled={inCorso}
              onFile={scegli}
            />
          </Stack>
        )}
        {avanzamento && <UploadProgress {...avanzamento} />}
      </LoadingWrapper>
    </Stack>
  );
};
