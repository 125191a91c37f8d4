import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useGetList, useGetOne, usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { DomandaRecord } from '../../../contract/domande/schema';
import { isAllowed } from '../../../contract/policy';
import type { Role } from '../../../contract/roles';
import { LoadingWrapper } from '../../../src/layout/LoadingWrapper';
import { PageTitle } from '../../../src/layout/PageTitle';
import { graduatoriaPath, listaDomandePath } from '../percorsi';
import { conteggiPerStato } from './conteggi';
import { GraficoDomande } from './GraficoDomande';
import { TabellaDomande } from './TabellaDomande';

// The server's largest page; the service has no summary call, so the counts are made here from the list.
const DOMANDE_LETTE = 1000;

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
            <TabellaDomande conteggi={conteggi} />
          </Grid>
        </Grid>
      </LoadingWrapper>
    </>
  );
};
