import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Key, ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { istante } from '../../../src/engine/format';
import type { FirmaAllegato } from '../../../contract/allegati/firma';
import { EsitoFirma } from './EsitoFirma';
import { ColonneRipiegate, type ColonnaIniziale } from './ColonneIniziali';
import { useTelefono } from '../../../src/layout/useTelefono';

const COLONNA_FILE = 'colonna-file';

/**
 * Narrow enough for a phone (390 px, or less inside a card) without scrolling sideways: there the file's column takes
 * what the others leave (names and dates wrap at their spaces, a list's leading columns go under the file's name), and
 * the buttons show only their icons, since their words took a third of the row; their accessible names stay whole. A
 * long file name breaks anywhere.
 */
const STRETTA: SxProps<Theme> = (theme) => ({
  [`& .${COLONNA_FILE}`]: { overflowWrap: 'anywhere' },
  [theme.breakpoints.down('sm')]: {
    '& .MuiTableCell-root': { px: 1 },
    [`& .${COLONNA_FILE}`]: { width: '100%' },
    '& .MuiButton-root': { minWidth: 0, fontSize: 0, px: 1 },
    '& .MuiButton-startIcon': { mx: 0 },
  },
});

/** What the table shows of a file: who uploaded it is a person's name, never their username. */
export interface FileElencato {
  readonly nomeFile: string;
  readonly caricatoDaNome: string;
  /** ISO 8601 instant. */
  readonly caricatoIl: string;
  /** Where the list reads signatures: what was read of this file's, null when it carries none. */
  readonly firma?: FirmaAllegato | null;
}

interface Props<F extends FileElencato> {
  readonly file: readonly F[];
  readonly iniziali?: readonly ColonnaIniziale<F>[];
  /** The heading that names the table. */
  readonly titoloId: string;
  readonly chiave: (file: F) => Key;
  /** The buttons of one file (download, delete). */
  readonly azioni: (file: F) => ReactNode;
}

/**
 * Uploaded files, one a row: what the list says more of each, the file (which names the row, with what its signature
 * was found to be), who uploaded it and when, and its buttons.
 */
export const TabellaFileCaricati = <F extends FileElencato>({
  file,
  iniziali = [],
  titoloId,
  chiave,
  azioni,
}: Props<F>) => {
  const translate = useTranslate();
  const telefono = useTelefono();
  const colonne = telefono ? [] : iniziali;
  return (
    <Table size="small" aria-labelledby={titoloId} sx={STRETTA}>
      <TableHead>
        <TableRow>
          {colonne.map(({ intestazione }) => (
            <TableCell key={intestazione}>{intestazione}</TableCell>
          ))}
          <TableCell className={COLONNA_FILE}>{translate('portale.allegati.column_file')}</TableCell>
          <TableCell>{translate('portale.allegati.column_uploaded_by')}</TableCell>
          <TableCell>{translate('portale.allegati.column_uploaded_on')}</TableCell>
          <TableCell>{translate('portale.allegati.column_actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {file.map((caricato) => (
          <TableRow key={chiave(caricato)}>
            {colonne.map(({ intestazione, cella }) => (
              <TableCell key={intestazione}>{cella(caricato)}</TableCell>
            ))}
            <TableCell component="th" scope="row" className={COLONNA_FILE}>
              {caricato.nomeFile}
              {caricato.firma && <EsitoFirma firma={caricato.firma} />}
              {telefono && iniziali.length > 0 && <ColonneRipiegate colonne={iniziali} file={caricato} />}
            </TableCell>
            <TableCell>{caricato.caricatoDaNome}</TableCell>
            <TableCell>
              <time dateTime={caricato.caricatoIl}>{istante(caricato.caricatoIl)}</time>
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
