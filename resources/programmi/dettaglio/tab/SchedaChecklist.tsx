import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useLettura } from '../../../allegati/file/useLettura';
import type { RiepilogoChecklist, TipoChecklist } from '../../../../contract/checklist/chiamate';
import { ChecklistForm } from '../../../checklist/ChecklistForm';
import type { SchedaProps } from '../scheda';
import { TabellaRiepilogoChecklist } from './TabellaRiepilogoChecklist';

/**
 * The programme's named read that shows the tab: its roles are the checklist policy's readers (a unit test says so).
 */
export const LETTURA_SCHEDA_CHECKLIST = 'istruttoria';

/** Before the review there is nothing to check. */
const PRIMA_DELL_ISTRUTTORIA = ['BOZZA', 'PRESENTATO'];

/** The checklists of the programme for its state: the review's two, and a takeover's or variation's once started. */
function checklistDelloStato(idStato: string, riepilogo?: RiepilogoChecklist): TipoChecklist[] {
  const avviata = (tipo: string) =>
    idStato === `IN_${tipo}` || riepilogo?.checklist.some((voce) => voce.tipo === tipo) === true;
  return [
    'documentale' as const,
    'verifiche' as const,
    ...(avviata('SUBENTRO') ? (['subentro'] as const) : []),
    ...(avviata('VARIAZIONE') ? (['variazione'] as const) : []),
  ];
}

/**
 * The programme's 'Checklist' tab: what every checklist of the programme still misses (its beneficiaries' too), and
 * the programme's own checklists to fill in. Shown to who reads checklists (`checklistPolicy.reads`).
 */
export const SchedaChecklist = ({ programma }: SchedaProps) => {
  const translate = useTranslate();
  const id = programma.idProgrammaInvestimento;
  const riepilogo = useLettura<RiepilogoChecklist>('checklist', 'riepilogo', { idProgrammaInvestimento: id });
  if (PRIMA_DELL_ISTRUTTORIA.includes(programma.idStato)) {
    return <Alert severity="info">{translate('portale.programmi.checklist.before_review')}</Alert>;
  }
  const record = programma as unknown as Record<string, unknown>;
  return (
    <Stack spacing={4}>
      <Stack spacing={1}>
        <Typography component="h2" variant="h5">
          {translate('portale.programmi.checklist.summary')}
        </Typography>
        {riepilogo.error ? (
          <Alert severity="error">{translate('portale.programmi.checklist.summary_failed')}</Alert>
        ) : (
          riepilogo.data && <TabellaRiepilogoChecklist riepilogo={riepilogo.data} />
        )}
      </Stack>
      <Stack spacing={4}>
        <Typography component="h2" variant="h5">
          {translate('portale.programmi.checklist.own')}
        </Typography>
        {checklistDelloStato(programma.idStato, riepilogo.data).map((tipo) => (
          <ChecklistForm
            key={tipo}
            tipo={tipo}
            ambito="programma"
            id={id}
            record={record}
            onCambiata={riepilogo.ricarica}
          />
        ))}
      </Stack>
    </Stack>
  );
};
