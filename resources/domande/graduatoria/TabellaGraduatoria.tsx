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
import { SchedeRighe } from '../../../src/list/SchedeRighe';
import { dettaglioDomandaPath } from '../percorsi';
import { euro, punti } from '../../../src/engine/format';
import { PercheQui } from './PercheQui';
import { useTelefono } from '../../../src/layout/useTelefono';

const COLONNE = ['posizione', 'domanda', 'punteggio', 'esito', 'budgetResiduo', 'perche'] as const;
const A_DESTRA = new Set<string>(['posizione', 'punteggio', 'budgetResiduo']);

/**
 * The ranking's rows: position, application, score, outcome, budget left, and why each stands where it stands. On a
 * phone, one card a row in the ranking's order.
 */
export const TabellaGraduatoria = ({ graduatoria }: { graduatoria: Graduatoria }) => {
  const translate = useTranslate();
  const telefono = useTelefono();
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
  const righe = graduatoria.righe.map((riga, indice) => {
    const aperta = aperte.has(riga.idDomanda);
    const dettaglioId = `${prefisso}-perche-${riga.idDomanda}`;
    return {
      riga,
      aperta,
      dettaglioId,
      nome: apreDomande ? (
        <Link component={RouterLink} to={dettaglioDomandaPath(graduatoria.idBando, riga.idDomanda)}>
          {riga.denominazioneProponente}
        </Link>
      ) : (
        riga.denominazioneProponente
      ),
      programma: translate('graduatoria.programma', { denominazione: riga.denominazione }),
      pulsante: (
        <Button
          size="small"
          aria-expanded={aperta}
          aria-controls={dettaglioId}
          aria-label={translate('graduatoria.perche', {
            nome: riga.denominazioneProponente,
            posizione: riga.posizione,
          })}
          onClick={() => alterna(riga.idDomanda)}
        >
          {translate('graduatoria.colonne.perche')}
        </Button>
      ),
      perche: aperta && <PercheQui graduatoria={graduatoria} indice={indice} />,
    };
  });
  const colonna = (nome: (typeof COLONNE)[number]) => translate(`graduatoria.colonne.${nome}`);

  if (telefono) {
    return (
      <SchedeRighe
        etichetta={translate('graduatoria.tabella')}
        ordinate
        schede={righe.map(({ riga, nome, programma, pulsante, perche, aperta, dettaglioId }) => ({
          chiave: riga.idDomanda,
          titolo: nome,
          sottotitolo: programma,
          campi: [
            { etichetta: colonna('posizione'), valore: riga.posizione },
            { etichetta: colonna('punteggio'), valore: punti(riga.punteggio) },
            { etichetta: colonna('esito'), valore: nomeStato(riga.esito) },
            { etichetta: colonna('budgetResiduo'), valore: euro(riga.budgetResiduo) },
          ],
          azioni: pulsante,
          altro: (
            <div className="scheda-altro" id={dettaglioId} hidden={!aperta}>
              {perche}
            </div>
          ),
        }))}
      />
    );
  }
  return (
    <Table size="small" aria-label={translate('graduatoria.tabella')}>
      <TableHead>
        <TableRow>
          {COLONNE.map((nome) => (
            <TableCell key={nome} component="th" scope="col" align={A_DESTRA.has(nome) ? 'right' : 'left'}>
              {colonna(nome)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {righe.map(({ riga, nome, programma, pulsante, perche, aperta, dettaglioId }) => (
          <Fragment key={riga.idDomanda}>
            <TableRow>
              <TableCell align="right">{riga.posizione}</TableCell>
              <TableCell component="th" scope="row">
                {nome}
                <Typography variant="body2" color="text.secondary">
                  {programma}
                </Typography>
              </TableCell>
              <TableCell align="right">{punti(riga.punteggio)}</TableCell>
              <TableCell>{nomeStato(riga.esito)}</TableCell>
              <TableCell align="right">{euro(riga.budgetResiduo)}</TableCell>
              <TableCell>{pulsante}</TableCell>
            </TableRow>
            <TableRow id={dettaglioId} hidden={!aperta}>
              <TableCell colSpan={COLONNE.length}>{perche}</TableCell>
            </TableRow>
          </Fragment>
        ))}
      </TableBody>
    </Table>
  );
};
