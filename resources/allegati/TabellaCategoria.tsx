import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { giorno, istante } from '../../src/engine/format';
import type { AllegatoDossierRecord } from '../../contract/allegati/chiamate';
import { Elimina, Scarica } from './file/PulsantiFile';
import type { GruppoCategoria } from './raggruppa';

/** A dash, not a word: the same in every language. */
const NESSUNA_DATA = '—';

interface Props {
  readonly gruppo: GruppoCategoria;
  readonly ambito: 'proponente' | 'beneficiario';
  readonly id: number;
  readonly modificabile: boolean;
  readonly onEliminato: () => void;
}

const Scadenza = ({ allegato }: { allegato: AllegatoDossierRecord }) => {
  const translate = useTranslate();
  return allegato.dataScadenza ? (
    <Stack direction="row" spacing={1} alignItems="center">
      <span>{giorno(allegato.dataScadenza)}</span>
      {allegato.scaduto && <Chip size="small" color="error" label={translate('portale.allegati.expired')} />}
    </Stack>
  ) : (
    <>{NESSUNA_DATA}</>
  );
};

/** One category's types and their current attachments; a type with none says so. */
export const TabellaCategoria = ({ gruppo, ambito, id, modificabile, onEliminato }: Props) => {
  const translate = useTranslate();
  const Nome = ambito === 'proponente' ? 'Proponente' : 'Beneficiario';
  const chiave = ambito === 'proponente' ? 'idProponente' : 'idBeneficiario';
  return (
    <div>
      <Typography component="h3" variant="h6" sx={{ mt: 2, mb: 1 }}>
        {gruppo.categoria.descrizione}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('portale.allegati.column_type')}</TableCell>
            <TableCell>{translate('portale.allegati.column_file')}</TableCell>
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
                    <TableCell colSpan={4}>
                      <Typography variant="body2" color="text.secondary">
                        {translate(
                          tipologia.richiedeScadenza
                            ? 'portale.allegati.none_requires_expiry'
                            : 'portale.allegati.none',
                        )}
                      </Typography>
                    </TableCell>
                  </TableRow>,
                ]
              : allegati.map((allegato) => (
                  <TableRow key={allegato.idAllegato}>
                    <TableCell>{tipologia.descrizione}</TableCell>
                    <TableCell>{allegato.nomeFile}</TableCell>
                    <TableCell>{istante(allegato.caricatoIl)}</TableCell>
                    <TableCell>
                      <Scadenza allegato={allegato} />
                    </TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1}>
                        <Scarica
                          resource="allegati"
                          azione={`scarica${Nome}`}
                          valori={{ idAllegato: allegato.idAllegato }}
                          nome={allegato.nomeFile}
                        />
                        {modificabile && (
                          <Elimina
                            resource="allegati"
                            azione={`cancella${Nome}`}
                            valori={{ [chiave]: id, idAllegato: allegato.idAllegato }}
                            nome={allegato.nomeFile}
                            domanda={translate('portale.allegati.delete_question', {
                              file: allegato.nomeFile,
                              type: tipologia.descrizione,
                            })}
                            onEliminato={onEliminato}
                          />
                        )}
                      </Stack>
                    </TableCell>
                  </TableRow>
                )),
          )}
        </TableBody>
      </Table>
    </div>
  );
};
