import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { UploadProgress } from '../../src/components/feedback/UploadProgress';
import { usePortalDataProvider } from '../../src/engine/actions/usePortalDataProvider';
import { Elimina, Scarica } from '../allegati/file/PulsantiFile';
import { SceltaFile } from '../allegati/file/SceltaFile';
import { useCaricamento } from '../allegati/file/useCaricamento';
import { useLettura } from '../allegati/file/useLettura';
import { useTranslate } from 'react-admin';

interface Props {
  readonly nome: 'Subentro' | 'Variazione';
  readonly idProgrammaInvestimento: number;
  readonly modificabile: boolean;
}

/** The signed takeover or variation checklist, as a file: whether it is there, download, upload and delete. */
export const ChecklistFirmata = ({ nome, idProgrammaInvestimento, modificabile }: Props) => {
  const translate = useTranslate();
  const dataProvider = usePortalDataProvider();
  const { avanzamento, inCorso, carica } = useCaricamento();
  const params = { idProgrammaInvestimento };
  const verifica = useLettura<{ esiste: boolean }>('checklist', `verificaFirmata${nome}`, params);
  const titolo = translate(`portale.checklist.signed.${nome}`);
  const inFrase = { checklist: titolo.toLowerCase() };
  const esiste = verifica.data?.esiste === true;

  const scegli = async (file: File) => {
    const fatto = await carica(file, (onUploadProgress) =>
      dataProvider.action('checklist', `caricaFirmata${nome}`, { params, file, onUploadProgress }),
    );
    if (fatto) verifica.ricarica();
  };

  return (
    <Stack spacing={1}>
      <Typography component="h4" variant="subtitle1" fontWeight={600}>
        {titolo}
      </Typography>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="body2">
          {translate(
            verifica.isPending
              ? 'portale.checklist.signed.checking'
              : esiste
                ? 'portale.checklist.signed.present'
                : 'portale.checklist.signed.absent',
          )}
        </Typography>
        {esiste && <Scarica resource="checklist" azione={`scaricaFirmata${nome}`} valori={params} nome={titolo} />}
        {esiste && modificabile && (
          <Elimina
            resource="checklist"
            azione={`eliminaFirmata${nome}`}
            valori={params}
            nome={titolo}
            domanda={translate('portale.checklist.signed.delete_question', inFrase)}
            onEliminato={verifica.ricarica}
          />
        )}
        {modificabile && (
          <SceltaFile
            etichetta={translate(
              esiste ? 'portale.checklist.signed.replace' : 'portale.checklist.signed.upload',
              inFrase,
            )}
            disabled={inCorso}
            onFile={scegli}
          />
        )}
      </Stack>
      {avanzamento && <UploadProgress {...avanzamento} />}
    </Stack>
  );
};
