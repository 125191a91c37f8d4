import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLettura } from '../../../allegati/file/useLettura';
import type { RiepilogoChecklist, TipoChecklist } from '../../../checklist/chiamate';
import { ChecklistForm } from '../../../checklist/ChecklistForm';
import type { SchedaProps } from '../schede';

const NOMI_TIPO: Readonly<Record<string, string>> = {
  DOCUMENTALE: 'Documentale', VERIFICHE: 'Verifiche', SUBENTRO: 'Subentro', VARIAZIONE: 'Variazione',
};

/** The programme's named read that shows the tab: its roles are the checklist policy's readers (a unit test says so). */
export const LETTURA_SCHEDA_CHECKLIST = 'istruttoria';

/** Before the review there is nothing to check. */
const PRIMA_DELL_ISTRUTTORIA = ['BOZZA', 'PRESENTATO'];

/** The checklists of the programme for its state: the review's two, and a takeover's or variation's once started. */
function checklistDelloStato(idStato: string, riepilogo?: RiepilogoChecklist): TipoChecklist[] {
  const avviata = (tipo: string) => idStato === `IN_${tipo}` || riepilogo?.checklist.some((voce) => voce.tipo === tipo) === true;
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
  const id = programma.idProgrammaInvestimento;
  const riepilogo = useLettura<RiepilogoChecklist>('checklist', 'riepilogo', { idProgrammaInvestimento: id });
  if (PRIMA_DELL_ISTRUTTORIA.includes(programma.idStato)) {
    return <Alert severity="info">Le checklist si compilano durante l&apos;istruttoria del programma.</Alert>;
  }
  const record = programma as unknown as Record<string, unknown>;
  return (
    <Stack spacing={4}>
      <Stack spacing={1}>
        <Typography component="h2" variant="h5">
          Riepilogo delle checklist
        </Typography>
        {riepilogo.error ? (
          <Alert severity="error">Impossibile leggere il riepilogo delle checklist.</Alert>
        ) : (
          riepilogo.data && (
            <Table size="small" aria-label="Riepilogo delle checklist">
              <TableHead>
                <TableRow>
                  <TableCell>Checklist</TableCell>
                  <TableCell>Di</TableCell>
                  <TableCell>Voci compilate</TableCell>
                  <TableCell>Stato</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {riepilogo.data.checklist.map((voce) => (
                  <TableRow key={`${voce.tipo}-${voce.ambito}-${voce.idBeneficiario ?? 0}`}>
                    <TableCell>{NOMI_TIPO[voce.tipo] ?? voce.tipo}</TableCell>
                    <TableCell>{voce.ambito === 'PROGRAMMA' ? 'Programma' : (voce.denominazione ?? `Beneficiario n. ${voce.idBeneficiario}`)}</TableCell>
                    <TableCell>
                      {voce.vociCompilate} su {voce.vociTotali}
                    </TableCell>
                    <TableCell>{voce.completa ? 'Completa' : voce.mancanti.length === 1 ? 'Manca 1 voce' : `Mancano ${voce.mancanti.length} voci`}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )
        )}
      </Stack>
      <Stack spacing={4}>
        <Typography component="h2" variant="h5">
          Checklist del programma
        </Typography>
        {checklistDelloStato(programma.idStato, riepilogo.data).map((tipo) => (
          <ChecklistForm key={tipo} tipo={tipo} ambito="programma" id={id} record={record} onCambiata={riepilogo.ricarica} />
        ))}
      </Stack>
    </Stack>
  );
};
