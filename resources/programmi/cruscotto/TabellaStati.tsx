import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatValue } from '../../../src/engine/format';
import type { ConteggioStato } from './conteggi';

const euro = (value: number) => formatValue({ source: 'importo' as never, label: '', type: 'currency' }, value);

export const TabellaStati = ({ conteggi }: { conteggi: readonly ConteggioStato[] }) => (
  <Table size="small" aria-label="Programmi e importi per stato">
    <TableHead>
      <TableRow>
        <TableCell component="th" scope="col">Stato</TableCell>
        <TableCell component="th" scope="col" align="right">Programmi</TableCell>
        <TableCell component="th" scope="col" align="right">Importo richiesto</TableCell>
        <TableCell component="th" scope="col" align="right">Importo ammesso</TableCell>
      </TableRow>
    </TableHead>
    <TableBody>
      {conteggi.map(({ idStato, descrizione, programmi, importoRichiesto, importoAmmesso }) => (
        <TableRow key={idStato}>
          <TableCell component="th" scope="row">{descrizione}</TableCell>
          <TableCell align="right">{programmi}</TableCell>
          <TableCell align="right">{euro(importoRichiesto)}</TableCell>
          <TableCell align="right">{euro(importoAmmesso)}</TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);
