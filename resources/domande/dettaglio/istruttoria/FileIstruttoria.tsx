import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import type { AllegatoIstruttoria } from '../../../../contract/istruttoriaDomanda/record';
import { Elimina, Scarica } from '../../../allegati/file/PulsantiFile';
import { SceltaFile } from '../../../allegati/file/SceltaFile';
import { useCaricamento } from '../../../allegati/file/useCaricamento';
import { UploadProgress } from '../../../../src/components/feedback/UploadProgress';
import { usePortalDataProvider } from '../../../../src/engine/actions/usePortalDataProvider';

interface Props {
  readonly idDomanda: number;
  readonly scrivibile: boolean;
  readonly titolo: string;
}

/** The instructor's files of the review (reports, checks), with upload, download and delete. */
export const FileIstruttoria = ({ idDomanda, scrivibile, titolo }: Props) => {
  const translate = useTranslate();
  const dataProvider = usePortalDataProvider();
  const { avanzamento, inCorso, carica } = useCaricamento();
  const { data: file = [], refetch } = useGetList<AllegatoIstruttoria & RaRecord>('allegatiIstruttoria', {
    filter: { idDomanda },
    pagination: { page: 1, perPage: 500 },
  });
  const invia = async (scelto: File) => {
    const caricato = await carica(scelto, (onUploadProgress) =>
      dataProvider.action('allegatiIstruttoria', 'carica', {
        params: { idDomanda },
        file: scelto,
        onUploadProgress,
      }),
    );
    if (caricato) await refetch();
  };
  return (
    <Stack component="section" spacing={1} aria-label={titolo}>
      <Typography component="h3" variant="h6">
        {titolo}
      </Typography>
      {file.length === 0 && <Typography>{translate('domande.istruttoria.nessunFile')}</Typography>}
      <ul>
        {file.map((allegato) => (
          <li key={allegato.idAllegato}>
            {allegato.nomeFile}{' '}
            <Scarica
              resource="allegatiIstruttoria"
              azione="scarica"
              valori={{ idAllegato: allegato.idAllegato }}
              nome={allegato.nomeFile}
            />
            {scrivibile && (
              <Elimina
                resource="allegatiIstruttoria"
                esegui={() =>
                  dataProvider.delete('allegatiIstruttoria', { id: allegato.idAllegato, previousData: allegato })
                }
                nome={allegato.nomeFile}
                domanda={translate('domande.allegati.eliminare', { nome: allegato.nomeFile })}
                onEliminato={() => void refetch()}
              />
            )}
          </li>
        ))}
      </ul>
      {scrivibile && (
        <div>
          <SceltaFile
            etichetta={translate('domande.istruttoria.caricaFile')}
            disabled={inCorso}
            onFile={(scelto) => void invia(scelto)}
          />
        </div>
      )}
      {avanzamento && <UploadProgress fileName={avanzamento.fileName} percent={avanzamento.percent} />}
    </Stack>
  );
};
