import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useId, useState } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Graduatoria } from '../../../contract/graduatoria/record';
import { DESCRIZIONE_STATO_DOMANDA } from '../../../contract/domande/stati';
import { choiceText } from '../../../src/engine/labels';
import { isAllowed } from '../../../contract/policy';
import type { Role } from '../../../contract/roles';
import { dettaglioDomandaPath } from '../percorsi';
import { euro, punti } from '../../../src/engine/format';
import { PercheQui } from './PercheQui';

const COLONNE = ['posizione', 'domanda', 'punteggio', 'esito', 'budgetResiduo', 'perche'] as const;
const A_DESTRA = new Set<string>(['posizione', 'punteggio', 'budgetResiduo']);

/** The ranking's rows: position, application, score, outcome, budget left, and why each stands where it stands. */
export const TabellaGraduatoria = ({ graduatoria }: { graduatoria: Graduatoria }) => {
  const translate = useTranslate();
  const nomeStato = (id: keyof typeof DESCRIZIONE_STATO_DOMANDA) =>
    choiceText(translate, 'idStato', { id, name: DESCRIZIONE_STATO_DOMANDA[id] });
  const prefisso = useId();
  const [aperte, setAperte] = useState<ReadonlySet<number>>(new Set());
  const { permissions: roles = [] } = usePermissions<Role[]>();
  const apreDomande = isAllowed({ roles, resource: 'domande', permission: 'show' });
  const alterna = (idDomanda: number) =>
    setAperte((prima) => {
      const dopo = new Set(prima);
      if (!dopo.delete(idDomanda)) dopo.add(idDomanda);
      return dopo;
    });
  return (
    <Table size="small" aria-label={translate('graduatoria.tabella')}>
      <TableHead>
        <TableRow>
          {COLONNE.map((colonna) => (
            <TableCell key={colonna} component="th" scope="col" align={A_DESTRA.has(colonna) ? 'right' : 'left'}>
              {translate(`graduatoria.colonne.${colonna}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {graduatoria.righe.map((riga, indice) => {
          const aperta = aperte.has(riga.idDomanda);
          const dettaglioId = `${prefisso}-perche-${riga.idDomanda}`;
          return (
            <Fragment key={riga.idDomanda}>
              <TableRow>
                <TableCell align="right">{riga.posizione}</TableCell>
                <TableCell component="th" scope="row">
                  {apreDomande ? (
                    <Link component={RouterLink} to={dettaglioDomandaPath(graduatoria.idBando, riga.idDomanda)}>
                      {riga.denominazioneProponente}
                    </Link>
                  ) : (
                    riga.denominazioneProponente
                  )}
                  <Typography variant="body2" color="text.secondary">
                    {translate('graduatoria.programma', { denominazione: riga.denominazione })}
                  </Typography>
                </TableCell>
                <TableCell align="right">{punti(riga.punteggio)}</TableCell>
                <TableCell>{nomeStato(riga.esito)}</TableCell>
                <TableCell align="right">{euro(riga.budgetResiduo)}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    aria-expanded={aperta}
                    aria-controls={dettaglioId}
                    aria-label={translate('graduatoria.perche', { posizione: riga.posizione })}
                    onClick={() => alterna(riga.idDomanda)}
                  >
                    {translate('graduatoria.colonne.perche')}
                  </Button>
                </TableCell>
              </TableRow>
              <TableRow id={dettaglioId} hidden={!aperta}>
                <TableCell colSpan={COLONNE.length}>
                  {aperta && <PercheQui graduatoria={graduatoria} indice={indice} />}
                </TableCell>
              </TableRow>
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
};
