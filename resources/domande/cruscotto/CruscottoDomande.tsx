import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useGetList, useGetOne, usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { DomandaRecord } from '../../../contract/domande/schema';
import { isAllowed } from '../../../contract/policy';
import type { Role } from '../../../contract/roles';
import { LoadingWrapper } from '../../../src/layout/LoadingWrapper';
import { choiceText } from '../../../src/engine/labels';
import { PageTitle } from '../../../src/layout/PageTitle';
import { euro } from '../../../src/engine/format';
import { graduatoriaPath, listaDomandePath } from '../percorsi';
import { conteggiPerStato, type ConteggioDomande } from './conteggi';
import { GraficoDomande } from './GraficoDomande';

// The server's largest page; the service has no summary call, so the counts are made here from the list.
const DOMANDE_LETTE = 1000;
const COLONNE = ['domande', 'richiesto', 'finanziato'] as const;

const Riga = ({ intestazione, voce }: { intestazione: string; voce: Omit<ConteggioDomande, 'idStato'> }) => (
  <TableRow>
    <TableCell component="th" scope="row">
      {intestazione}
    </TableCell>
    <TableCell align="right">{voce.domande}</TableCell>
    <TableCell align="right">{euro(voce.importoRichiesto)}</TableCell>
    <TableCell align="right">{euro(voce.importoFinanziato)}</TableCell>
  </TableRow>
);

/** A DC call's dashboard, as the programme calls have: applications, amounts requested and funded per state. */
export const CruscottoDomande = ({ idBando }: { idBando: string }) => {
  const translate = useTranslate();
  const { permissions: roles = [] } = usePermissions<Role[]>();
  const { data: bando } = useGetOne('bandi', { id: idBando });
  const {
    data = [],
    total = 0,
    isPending,
    error,
  } = useGetList<DomandaRecord & { id: number }>('domande', {
    filter: { idBando: Number(idBando) },
    pagination: { page: 1, perPage: DOMANDE_LETTE },
  });
  const conteggi = conteggiPerStato(data);
  const totale = conteggi.reduce(
    (somma, voce) => ({
      descrizione: '',
      domande: somma.domande + voce.domande,
      importoRichiesto: Math.round((somma.importoRichiesto + voce.importoRichiesto) * 100) / 100,
      importoFinanziato: Math.round((somma.importoFinanziato + voce.importoFinanziato) * 100) / 100,
    }),
    { descrizione: '', domande: 0, importoRichiesto: 0, importoFinanziato: 0 },
  );
  return (
    <>
      <PageTitle
        title={
          bando
            ? translate('cruscottoDomande.titolo', { bando: bando.descrizione })
            : translate('cruscottoDomande.titoloBreve')
        }
        trail={[
          { label: translate('domande.percorso.home'), to: '/' },
          { label: translate('domande.percorso.lista'), to: listaDomandePath(idBando) },
        ]}
      />
      {isAllowed({ roles, resource: 'domande', permission: 'read:valutazione' }) && (
        <Button component={Link} to={graduatoriaPath(idBando)} variant="outlined" sx={{ mb: 2 }}>
          {translate('graduatoria.vaiA')}
        </Button>
      )}
      <LoadingWrapper isPending={isPending} error={error}>
        {total > data.length && (
          <Alert severity="warning">{translate('cruscottoDomande.parziale', { shown: data.length, total })}</Alert>
        )}
        <Grid container spacing={4}>
          <Grid item xs={12} md={6}>
            <GraficoDomande conteggi={conteggi} />
          </Grid>
          <Grid item xs={12} md={6}>
            <Table size="small" aria-label={translate('cruscottoDomande.tabella')}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    {translate('cruscottoDomande.stato')}
                  </TableCell>
                  {COLONNE.map((colonna) => (
                    <TableCell key={colonna} component="th" scope="col" align="right">
                      {translate(`cruscottoDomande.${colonna}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {conteggi.map((voce) => (
                  <Riga
                    key={voce.idStato}
                    intestazione={choiceText(translate, 'idStato', { id: voce.idStato, name: voce.descrizione })}
                    voce={voce}
                  />
                ))}
              </TableBody>
              <TableFooter>
                <Riga intestazione={translate('cruscottoDomande.totale')} voce={totale} />
              </TableFooter>
            </Table>
          </Grid>
        </Grid>
      </LoadingWrapper>
    </>
  );
};
