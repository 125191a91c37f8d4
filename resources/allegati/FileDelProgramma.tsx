import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePermissions, useTranslate } from 'react-admin';
import { UploadProgress } from '../../src/components/feedback/UploadProgress';
import { usePortalDataProvider } from '../../src/engine/actions/usePortalDataProvider';
import { LoadingWrapper } from '../../src/layout/LoadingWrapper';
import { useOperazione } from '../../src/startup/OperazioneContext';
import { isAllowed } from '../../contract/policy';
import type { Role } from '../../contract/roles';
import { Elimina, Scarica } from './file/PulsantiFile';
import { SceltaFile } from './file/SceltaFile';
import { useCaricamento } from './file/useCaricamento';
import { useLettura } from './file/useLettura';
import type { AzioneAllegato } from '../../contract/allegati/schema';

/** A programme file of which there is one per round: the newest is downloaded, a new upload replaces it. */
export interface FileSingolo {
  /** Catalogue key of its name. */
  readonly titolo: string;
  /** The suffix of its actions in `allegatiSchema` (`carica…`, `cancella…`, `scarica…`, `verifica…`). */
  readonly nome: string;
  readonly azione: AzioneAllegato;
  /** The named read of `allegatiPolicy` that shows it. */
  readonly lettura: string;
  /** Whether the existence check's answer says there is one. */
  readonly esiste: (risposta: Record<string, unknown>) => boolean;
  /** The existence check's path names the programme `{id}` (the programme service) or `{idProgrammaInvestimento}`. */
  readonly chiaveVerifica: 'id' | 'idProgrammaInvestimento';
}

export const FILE_PROGRAMMA: readonly FileSingolo[] = [
  {
    titolo: 'portale.allegati.files.richiesta_integrazione',
    nome: 'RichiestaIntegrazione',
    azione: 'fileRichiestaIntegrazione',
    lettura: 'richiestaIntegrazione',
    esiste: (r) => r.esiste === true,
    chiaveVerifica: 'idProgrammaInvestimento',
  },
  {
    titolo: 'portale.allegati.files.controdeduzioni',
    nome: 'ControDeduzioni',
    azione: 'controDeduzioni',
    lettura: 'controDeduzioni',
    esiste: (r) => r.presenti === true,
    chiaveVerifica: 'id',
  },
  {
    titolo: 'portale.allegati.files.approvazione',
    nome: 'Approvazione',
    azione: 'fileApprovazione',
    lettura: 'approvazione',
    esiste: (r) => r.esiste === true,
    chiaveVerifica: 'idProgrammaInvestimento',
  },
];

interface Props {
  readonly file: FileSingolo;
  /** Catalogue key of what to say while the file is missing (a dialog that needs it before it can confirm). */
  readonly seManca?: string;
  /** The programme: its id and state. */
  readonly programma: { readonly idProgrammaInvestimento: number; readonly idStato: string };
}

/** One programme file: whether it is there, download, and upload (with progress) and delete per role and state. */
export const FileDelProgramma = ({ file, programma, seManca }: Props) => {
  const translate = useTranslate();
  const titolo = translate(file.titolo);
  const dataProvider = usePortalDataProvider();
  const { permissions: roles = [] } = usePermissions<Role[]>();
  const { readOnly } = useOperazione();
  const { avanzamento, inCorso, carica } = useCaricamento();
  const id = programma.idProgrammaInvestimento;
  const verifica = useLettura<Record<string, unknown>>('allegati', `verifica${file.nome}`, {
    [file.chiaveVerifica]: id,
  });
  const modificabile =
    !readOnly && isAllowed({ roles, resource: 'allegati', permission: `action:${file.azione}`, record: programma });
  const presente = verifica.data ? file.esiste(verifica.data) : false;

  const scegli = async (scelto: File) => {
    const fatto = await carica(scelto, (onUploadProgress) =>
      dataProvider.action('allegati', `carica${file.nome}`, {
        params: { idProgrammaInvestimento: id },
        file: scelto,
        onUploadProgress,
      }),
    );
    if (fatto) verifica.ricarica();
  };

  return (
    <Stack spacing={1}>
      <Typography component="h3" variant="h6">
        {titolo}
      </Typography>
      <LoadingWrapper isPending={verifica.isPending && !verifica.data} error={verifica.error}>
        {seManca && verifica.data && !presente && <Alert severity="warning">{translate(seManca)}</Alert>}
        <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography variant="body2">
            {translate(presente ? 'portale.allegati.files.present' : 'portale.allegati.files.absent')}
          </Typography>
          {presente && (
            <Scarica
              resource="allegati"
              azione={`scarica${file.nome}`}
              valori={{ idProgrammaInvestimento: id }}
              nome={titolo}
            />
          )}
          {presente && modificabile && (
            <Elimina
              resource="allegati"
              azione={`cancella${file.nome}`}
              valori={{ idProgrammaInvestimento: id }}
              nome={titolo}
              domanda={translate('portale.allegati.files.delete_question', { file: titolo, id })}
              onEliminato={verifica.ricarica}
            />
          )}
          {modificabile && (
            <SceltaFile
              etichetta={translate(presente ? 'portale.allegati.files.replace' : 'portale.allegati.files.upload', {
                file: titolo,
              })}
              disabled={inCorso}
              onFile={scegli}
            />
          )}
        </Stack>
        {avanzamento && <UploadProgress {...avanzamento} />}
      </LoadingWrapper>
    </Stack>
  );
};
