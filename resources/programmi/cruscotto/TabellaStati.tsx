import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { formatValue } from '../../../src/engine/format';
import type { ConteggioStato } from './conteggi';

const euro = (value: number) => formatValue({ source: 'importo' as never, label: '', type: 'currency' }, value);

export const TabellaStati = ({ conteggi }: { conteggi: readonly ConteggioStato[] }) => {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate('portale.programmi.dashboard.table')}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {translate('portale.programmi.dashboard.state')}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {translate('portale.programmi.dashboard.programmes')}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {translate('portale.programmi.dashboard.requested')}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {translate('portale.programmi.dashboard.admitted')}
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
