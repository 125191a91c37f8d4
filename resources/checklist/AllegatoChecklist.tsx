import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { UploadProgress } from '../../src/components/feedback/UploadProgress';
import { usePortalDataProvider } from '../../src/engine/actions/usePortalDataProvider';
import { Elimina, Scarica } from '../allegati/file/PulsantiFile';
import { SceltaFile } from '../allegati/file/SceltaFile';
import { useCaricamento } from '../allegati/file/useCaricamento';
import type { ChecklistRecord, VarianteChecklist, VoceChecklist } from '../../contract/checklist/chiamate';
import { useTranslate } from 'react-admin';

interface Props {
  readonly checklist: ChecklistRecord;
  readonly variante: VarianteChecklist;
  readonly titolo: string;
  readonly modificabile: boolean;
  readonly onCambiato: () => void;
  /** An item's own file (one per item, optional); without it, the checklist's document. */
  readonly voce?: VoceChecklist;
}

/**
 * The supporting document of the checklist, or of one of its items (one each, replaced by a new upload); it needs a
 * saved checklist. An item's file is sent with the `idVoce` field and deleted with the `idVoce` query.
 */
export const AllegatoChecklist = ({ checklist, variante, titolo, modificabile, onCambiato, voce }: Props) => {
  const translate = useTranslate();
  const dataProvider = usePortalDataProvider();
  const { avanzamento, inCorso, carica } = useCaricamento();
  const { idChecklist } = checklist;
  const allegato = voce ? voce.allegato : checklist.allegato;
  const perVoce = voce ? { idVoce: voce.idVoce } : {};
  const etichetta = voce
    ? translate(allegato ? 'portale.checklist.document.replace_of_item' : 'portale.checklist.document.attach_to_item', {
        item: voce.descrizione,
      })
    : translate(allegato ? 'portale.checklist.document.replace' : 'portale.checklist.document.attach', {
        checklist: titolo,
      });
  const domanda = (file: string) =>
    voce
      ? translate('portale.checklist.document.delete_question_of_item', { file, item: voce.descrizione })
      : translate('portale.checklist.document.delete_question', { file, checklist: titolo.toLowerCase() });

  const scegli = async (file: File) => {
    if (idChecklist === null) return;
    const fatto = await carica(file, (onUploadProgress) =>
      dataProvider.action('checklist', variante.caricaAllegato, {
        params: { idChecklist },
        body: perVoce,
        file,
        onUploadProgress,
      }),
    );
    if (fatto) onCambiato();
  };

  // An item without file says nothing where nobody can attach one.
  if (voce && !allegato && (!modificabile || idChecklist === null)) return null;

  return (
    <Stack spacing={1}>
      {!voce && (
        <Typography component="h4" variant="subtitle1" fontWeight={600}>
          {translate('portale.checklist.document.heading')}
        </Typography>
      )}
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        {allegato ? (
          <>
            <Typography variant="body2">
              {voce ? translate('portale.checklist.document.of_item', { file: allegato.nomeFile }) : allegato.nomeFile}
            </Typography>
            <Scarica
              resource="checklist"
              azione={variante.scaricaAllegato}
              valori={{ idDocumentaleAllegato: allegato.idDocumentaleAllegato }}
              nome={allegato.nomeFile}
            />
            {modificabile && idChecklist !== null && (
              <Elimina
                resource="checklist"
                azione={variante.cancellaAllegato}
                valori={{ idChecklist, ...perVoce }}
                nome={allegato.nomeFile}
                domanda={domanda(allegato.nomeFile)}
                onEliminato={onCambiato}
              />
            )}
          </>
        ) : (
          !voce && <Typography variant="body2">{translate('portale.checklist.document.none')}</Typography>
        )}
        {modificabile && idChecklist !== null && (
          <SceltaFile etichetta={etichetta} disabled={inCorso} onFile={scegli} />
        )}
      </Stack>
      {!voce && modificabile && idChecklist === null && (
        <Typography variant="body2" color="text.secondary">
          {translate('portale.checklist.document.save_first')}
        </Typography>
      )}
      {avanzamento && <UploadProgress {...avanzamento} />}
    </Stack>
  );
};
