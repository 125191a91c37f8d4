import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { istante } from '../../src/engine/format';
import { nessunAllegato, PulsantiAllegato, ScadenzaAllegato, type PulsantiAllegatoProps } from './CelleAllegato';
import type { GruppoCategoria } from './raggruppa';
import { SchedeCategoria } from './SchedeCategoria';
import { useTelefono } from '../../src/layout/useTelefono';

type Props = Omit<PulsantiAllegatoProps, 'allegato' | 'tipologia'> & { readonly gruppo: GruppoCategoria };

const COLONNE = 6;

/**
 * From a phone's width to a desktop's (600–900 px) six columns fit only with half their padding and the buttons showing
 * only their icons (their accessible names stay whole): else at 600 px the page scrolled sideways. As
 * TabellaFileCaricati does on a phone.
 */
const STRETTA: SxProps<Theme> = (theme) => ({
  [theme.breakpoints.down('md')]: {
    '& .MuiTableCell-root': { px: 1 },
    '& .MuiButton-root': { minWidth: 0, fontSize: 0, px: 1 },
    '& .MuiButton-startIcon': { mx: 0 },
  },
});

/**
 * One category's types and their current attachments, under the category's heading; a type with none says so. On a
 * phone, one card an attachment.
 */
export const TabellaCategoria = ({ gruppo, ...pulsanti }: Props) => {
  const translate = useTranslate();
  const telefono = useTelefono();
  const titoloId = useId();
  return (
    <div>
      <Typography id={titoloId} component="h3" variant="h6" sx={{ mt: 2, mb: 1 }}>
        {gruppo.categoria.descrizione}
      </Typography>
      {telefono ? (
        <SchedeCategoria gruppo={gruppo} {...pulsanti} />
      ) : (
        <Table size="small" aria-labelledby={titoloId} sx={STRETTA}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('portale.allegati.column_type')}</TableCell>
              <TableCell>{translate('portale.allegati.column_file')}</TableCell>
              <TableCell>{translate('portale.allegati.column_uploaded_by')}</TableCell>
              <TableCell>{translate('portale.allegati.column_uploaded_on')}</TableCell>
              <TableCell>{translate('portale.allegati.column_expiry')}</TableCell>
              <TableCell>{translate('portale.allegati.column_actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {gruppo.tipologie.flatMap(({ tipologia, allegati }) =>
              allegati.length === 0
                ? [
                    <TableRow key={`t${tipologia.idTipologia}`}>
                      <TableCell>{tipologia.descrizione}</TableCell>
                      <TableCell colSpan={COLONNE - 1}>
                        <Typography variant="body2" color="text.secondary">
                          {translate(nessunAllegato(tipologia))}
                        </Typography>
                      </TableCell>
                    </TableRow>,
                  ]
                : allegati.map((allegato) => (
                    <TableRow key={allegato.idAllegato}>
                      <TableCell>{tipologia.descrizione}</TableCell>
                      <TableCell>{allegato.nomeFile}</TableCell>
                      <TableCell>{allegato.caricatoDaNome}</TableCell>
                      <TableCell>
                        <time dateTime={allegato.caricatoIl}>{istante(allegato.caricatoIl)}</time>
                      </TableCell>
                      <TableCell>
                        <ScadenzaAllegato allegato={allegato} />
                      </TableCell>
                      <TableCell>
                        <PulsantiAllegato allegato={allegato} tipologia={tipologia} {...pulsanti} />
                      </TableCell>
                    </TableRow>
                  )),
            )}
          </TableBody>
        </Table>
      )}
    </div>
  );
};
