import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Key, ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatValue } from '../../../src/engine/format';
import type { AnyField } from '../../../src/engine/types';

const ISTANTE = { type: 'datetime' } as AnyField;

/**
 * Narrow enough for a phone (390 px) without scrolling sideways: there the file's column takes what the others leave
 * (the name and the date wrap at their spaces, the buttons go one under the other), and a long file name breaks
 * anywhere.
 */
const STRETTA = {
  '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } },
  '& .MuiTableCell-root:first-child': { width: { xs: '100%', sm: 'auto' }, overflowWrap: 'anywhere' },
} as const;

/** What the table shows of a file: who uploaded it is a person's name, never their username. */
export interface FileElencato {
  readonly nomeFile: string;
  readonly caricatoDaNome: string;
  /** ISO 8601 instant. */
  readonly caricatoIl: string;
}

interface Props<F extends FileElencato> {
  readonly file: readonly F[];
  /** The heading that names the table. */
  readonly titoloId: string;
  readonly chiave: (file: F) => Key;
  /** The buttons of one file (download, delete). */
  readonly azioni: (file: F) => ReactNode;
}

/** Uploaded files, one a row: the file, who uploaded it and when, and its buttons. */
export const TabellaFileCaricati = <F extends FileElencato>({ file, titoloId, chiave, azioni }: Props<F>) => {
  const translate = useTranslate();
  return (
    <Table size="small" aria-labelledby={titoloId} sx={STRETTA}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('portale.allegati.column_file')}</TableCell>
          <TableCell>{translate('portale.allegati.column_uploaded_by')}</TableCell>
          <TableCell>{translate('portale.allegati.column_uploaded_on')}</TableCell>
          <TableCell>{translate('portale.allegati.column_actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {file.map((caricato) => (
          <TableRow key={chiave(caricato)}>
            <TableCell component="th" scope="row">
              {caricato.nomeFile}
            </TableCell>
            <TableCell>{caricato.caricatoDaNome}</TableCell>
            <TableCell>
              <time dateTime={caricato.caricatoIl}>{formatValue(ISTANTE, caricato.caricatoIl)}</time>
            </TableCell>
            <TableCell>
              <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
                {azioni(caricato)}
              </Stack>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
