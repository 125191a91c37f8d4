import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { euro } from '../../../src/engine/format';
import { SchedeRighe } from '../../../src/list/SchedeRighe';
import type { ConteggioStato } from './conteggi';
import { useTelefono } from '../../../src/layout/useTelefono';

/** Programmes and amounts per state; on a phone, one card a state, so that nothing scrolls sideways. */
export const TabellaStati = ({ conteggi }: { conteggi: readonly ConteggioStato[] }) => {
  const translate = useTranslate();
  const telefono = useTelefono();
  const etichetta = translate('portale.programmi.dashboard.table');
  const colonna = (nome: 'programmes' | 'requested' | 'admitted') => translate(`portale.programmi.dashboard.${nome}`);

  if (telefono) {
    return (
      <SchedeRighe
        etichetta={etichetta}
        schede={conteggi.map(({ idStato, descrizione, programmi, importoRichiesto, importoAmmesso }) => ({
          chiave: idStato,
          titolo: descrizione,
          campi: [
            { etichetta: colonna('programmes'), valore: programmi },
            { etichetta: colonna('requested'), valore: euro(importoRichiesto) },
            { etichetta: colonna('admitted'), valore: euro(importoAmmesso) },
          ],
        }))}
      />
    );
  }
  return (
    <Table size="small" aria-label={etichetta}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {translate('portale.programmi.dashboard.state')}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {colonna('programmes')}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {colonna('requested')}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {colonna('admitted')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {conteggi.map(({ idStato, descrizione, programmi, importoRichiesto, importoAmmesso }) => (
          <TableRow key={idStato}>
            <TableCell component="th" scope="row">
              {descrizione}
            </TableCell>
            <TableCell align="right">{programmi}</TableCell>
            <TableCell align="right">{euro(importoRichiesto)}</TableCell>
            <TableCell align="right">{euro(importoAmmesso)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
