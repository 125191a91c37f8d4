import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Scarica } from '../allegati/file/PulsantiFile';
import type { PresenzaAllegatiChecklist, RiepilogoChecklist } from '../../contract/checklist/chiamate';
import { useTranslate } from 'react-admin';

export type VoceRiepilogo = RiepilogoChecklist['checklist'][number];

interface Props {
  /** This checklist's line of `riepilogoChecklist`, once read. */
  readonly voce?: VoceRiepilogo;
  readonly presenza?: PresenzaAllegatiChecklist;
  readonly idProgrammaInvestimento: number;
}

/**
 * What is still missing in the checklist, as the server counts it (an item without outcome, or NO without note), and
 * the files of all the programme's checklists with their ZIP download. A live region: a save updates it aloud.
 */
export const Mancanti = ({ voce, presenza, idProgrammaInvestimento }: Props) => {
  const translate = useTranslate();
  return (
    <Stack spacing={1} aria-live="polite">
      {voce &&
        (voce.completa ? (
          <Alert severity="success">
            {translate('portale.checklist.complete', { filled: voce.vociCompilate, total: voce.vociTotali })}
          </Alert>
        ) : (
          <Alert severity="warning">
            <AlertTitle>
              {translate('portale.checklist.missing', { smart_count: voce.mancanti.length, total: voce.vociTotali })}
            </AlertTitle>
            <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
              {voce.mancanti.map((descrizione) => (
                <li key={descrizione}>{descrizione}</li>
              ))}
            </ul>
          </Alert>
        ))}
      {presenza && (
        <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography variant="body2">
            {presenza.presenti
              ? translate('portale.checklist.documents', { count: presenza.numero })
              : translate('portale.checklist.no_documents')}
          </Typography>
          {presenza.presenti && (
            <Scarica
              resource="checklist"
              azione="scaricaAllegati"
              valori={{ idProgrammaInvestimento }}
              nome={translate('portale.checklist.of_programme_checklists')}
              etichetta={translate('portale.checklist.download_all')}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
};
