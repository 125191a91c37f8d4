import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import type { RiepilogoChecklist } from '../../../../contract/checklist/chiamate';
import { SchedeRighe } from '../../../../src/list/SchedeRighe';
import { useTelefono } from '../../../../src/layout/useTelefono';

const COLONNE = ['column_of', 'column_filled', 'column_state'] as const;

/**
 * Each checklist of the programme and of its beneficiaries: whose it is, how many items are filled in, what is missing.
 * On a phone, one card a checklist, so that nothing scrolls sideways.
 */
export const TabellaRiepilogoChecklist = ({ riepilogo }: { riepilogo: RiepilogoChecklist }) => {
  const translate = useTranslate();
  const telefono = useTelefono();
  const testo = (chiave: string, opzioni?: object) => translate(`portale.programmi.checklist.${chiave}`, opzioni);
  const righe = riepilogo.checklist.map((voce) => ({
    chiave: `${voce.tipo}-${voce.ambito}-${voce.idBeneficiario ?? 0}`,
    nome: testo(`types.${voce.tipo}`, { _: voce.tipo }),
    valori: {
      column_of: voce.ambito === 'PROGRAMMA' ? testo('programme') : voce.denominazione,
      column_filled: testo('filled_of', { filled: voce.vociCompilate, total: voce.vociTotali }),
      column_state: voce.completa ? testo('complete') : testo('missing', { smart_count: voce.mancanti.length }),
    },
  }));

  if (telefono) {
    return (
      <SchedeRighe
        etichetta={testo('summary')}
        schede={righe.map(({ chiave, nome, valori }) => ({
          chiave,
          titolo: nome,
          campi: COLONNE.map((colonna) => ({ etichetta: testo(colonna), valore: valori[colonna] })),
        }))}
      />
    );
  }
  return (
    <Table size="small" aria-label={testo('summary')}>
      <TableHead>
        <TableRow>
          {['column_checklist', ...COLONNE].map((colonna) => (
            <TableCell key={colonna}>{testo(colonna)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {righe.map(({ chiave, nome, valori }) => (
          <TableRow key={chiave}>
            <TableCell>{nome}</TableCell>
            {COLONNE.map((colonna) => (
              <TableCell key={colonna}>{valori[colonna]}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
