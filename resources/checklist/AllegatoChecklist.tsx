import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { UploadProgress } from '../../src/components/feedback/UploadProgress';
import { usePortalDataProvider } from '../../src/engine/actions/usePortalDataProvider';
import { Elimina, Scarica } from '../allegati/file/PulsantiFile';
import { SceltaFile } from '../allegati/file/SceltaFile';
import { useCaricamento } from '../allegati/file/useCaricamento';
import type { ChecklistRecord, VarianteChecklist } from './chiamate';

interface Props {
  readonly checklist: ChecklistRecord;
  readonly variante: VarianteChecklist;
  readonly titolo: string;
  readonly modificabile: boolean;
  readonly onCambiato: () => void;
}

/** The checklist's supporting document (one per checklist, replaced by a new upload); it needs a saved checklist. */
export const AllegatoChecklist = ({ checklist, variante, titolo, modificabile, onCambiato }: Props) => {
  const dataProvider = usePortalDataProvider();
  const { avanzamento, inCorso, carica } = useCaricamento();
  const { idChecklist, allegato } = checklist;

  const scegli = async (file: File) => {
    if (idChecklist === null) return;
    const fatto = await carica(file, (onUploadProgress) =>
      dataProvider.action('checklist', variante.caricaAllegato, { params: { idChecklist }, file, onUploadProgress }),
    );
    if (fatto) onCambiato();
  };

  return (
    <Stack spacing={1}>
      <Typography component="h4" variant="subtitle1" fontWeight={600}>
        Documento allegato alla checklist
      </Typography>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        {allegato ? (
          <>
            <Typography variant="body2">{allegato.nomeFile}</Typography>
            <Scarica resource="checklist" azione={variante.scaricaAllegato} valori={{ idDocumentaleAllegato: allegato.idDocumentaleAllegato }} nome={allegato.nomeFile} />
            {modificabile && idChecklist !== null && (
              <Elimina
                resource="checklist"
                azione={variante.cancellaAllegato}
                valori={{ idChecklist }}
                nome={allegato.nomeFile}
                domanda={`Eliminare il documento «${allegato.nomeFile}» della ${titolo.toLowerCase()}?`}
                onEliminato={onCambiato}
              />
            )}
          </>
        ) : (
          <Typography variant="body2">Nessun documento allegato.</Typography>
        )}
        {modificabile && idChecklist !== null && (
          <SceltaFile etichetta={allegato ? `Sostituisci il documento: ${titolo}` : `Allega un documento: ${titolo}`} disabled={inCorso} onFile={scegli} />
        )}
      </Stack>
      {modificabile && idChecklist === null && (
        <Typography variant="body2" color="text.secondary">
          Salva la checklist per poterle allegare un documento.
        </Typography>
      )}
      {avanzamento && <UploadProgress fileName={avanzamento.fileName} percent={avanzamento.percent} />}
    </Stack>
  );
};
