import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { ListBase, useGetOne, usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { domandeSchema } from '../../../contract/domande/schema';
import { isAllowed } from '../../../contract/policy';
import type { Role } from '../../../contract/roles';
import { RowActions } from '../../../src/engine/actions/RowActions';
import { colonneConStato } from '../../../src/engine/colonneConStato';
import { useResourceName } from '../../../src/engine/useResourceName';
import { PageTitle } from '../../../src/layout/PageTitle';
import { DataTable } from '../../../src/list/DataTable';
import { cruscottoDomandePath, graduatoriaPath } from '../percorsi';
import { StatoDomandaChip } from '../StatoDomandaChip';
import { DettaglioDomandaButton } from './DettaglioDomandaButton';
import { FiltriDomande } from './FiltriDomande';
import { NuovaDomanda } from './NuovaDomanda';

/** Made once: the rows are drawn again only when their own record changes (src/list/DataCards.tsx). */
const AZIONI_DELLA_RIGA = <RowActions schema={domandeSchema} primary={<DettaglioDomandaButton />} />;

/** The applications of a food-district call, with the seven legacy filters. */
export const DomandeList = ({ idBando }: { idBando: string }) => {
  const translate = useTranslate();
  const { permissions: roles = [] } = usePermissions<Role[]>();
  const { data: bando } = useGetOne('bandi', { id: idBando });
  const domande = useResourceName()(domandeSchema, 2);
  const title = bando ? translate('domande.lista.titolo', { bando: bando.descrizione }) : domande;
  const filter = useMemo(() => ({ idBando: Number(idBando) }), [idBando]);
  return (
    <>
      <PageTitle title={title} trail={[{ label: translate('domande.percorso.home'), to: '/' }]} />
      <ListBase
        resource="domande"
        storeKey={`domande.${idBando}`}
        filter={filter}
        perPage={domandeSchema.list?.perPage}
        sort={domandeSchema.list?.sort}
      >
        <Stack
          direction="row"
          justifyContent="space-between"
          alignItems="flex-end"
          flexWrap="wrap"
          useFlexGap
          sx={{ mb: 2 }}
          gap={2}
        >
          <FiltriDomande />
          <Stack direction="row" gap={1} flexWrap="wrap" alignItems="center">
            <Button component={Link} to={cruscottoDomandePath(idBando)} variant="outlined">
              {translate('graduatoria.cruscotto')}
            </Button>
            {isAllowed({ roles, resource: 'domande', permission: 'read:valutazione' }) && (
              <Button component={Link} to={graduatoriaPath(idBando)} variant="outlined">
                {translate('graduatoria.vaiA')}
              </Button>
            )}
            <NuovaDomanda idBando={Number(idBando)} />
          </Stack>
        </Stack>
        <DataTable
          label={title}
          columns={colonneConStato(domandeSchema, StatoDomandaChip)}
          cardColumns={domandeSchema.list?.card}
          defaultSort={domandeSchema.list?.sort}
          rowActions={AZIONI_DELLA_RIGA}
        />
      </ListBase>
    </>
  );
};
