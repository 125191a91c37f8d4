import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ListBase, useGetOne, usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { domandeSchema, type DomandaRecord } from '../../../contract/domande/schema';
import { isAllowed } from '../../../contract/policy';
import type { Role } from '../../../contract/roles';
import { RowActions } from '../../../src/engine/actions/RowActions';
import { columnsOf } from '../../../src/engine/columns';
import { useResourceName } from '../../../src/engine/useResourceName';
import { PageTitle } from '../../../src/layout/PageTitle';
import { DataTable } from '../../../src/list/DataTable';
import { cruscottoDomandePath, graduatoriaPath } from '../percorsi';
import { StatoDomandaChip } from '../StatoDomandaChip';
import { DettaglioDomandaButton } from './DettaglioDomandaButton';
import { FiltriDomande } from './FiltriDomande';
import { NuovaDomanda } from './NuovaDomanda';

const colonne = () =>
  columnsOf(domandeSchema).map((column) =>
    column.source === 'descrizioneStato'
      ? {
          ...column,
          render: (record: unknown) => {
            const { idStato, descrizioneStato } = record as DomandaRecord;
            return <StatoDomandaChip idStato={idStato} descrizione={descrizioneStato} />;
          },
        }
      : column,
  );

/** The applications of a food-district call (spec §2), with the seven filters of spec §7. */
export const DomandeList = ({ idBando }: { idBando: string }) => {
  const translate = useTranslate();
  const { permissions: roles = [] } = usePermissions<Role[]>();
  const { data: bando } = useGetOne('bandi', { id: idBando });
  const domande = useResourceName()(domandeSchema, 2);
  const title = bando ? translate('domande.lista.titolo', { bando: bando.descrizione }) : domande;
  return (
    <>
      <PageTitle title={title} trail={[{ label: translate('domande.percorso.home'), to: '/' }]} />
      <ListBase
        resource="domande"
        storeKey={`domande.${idBando}`}
        filter={{ idBando: Number(idBando) }}
        perPage={domandeSchema.list?.perPage}
        sort={domandeSchema.list?.sort}
        disableSyncWithLocation
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
          columns={colonne()}
          cardColumns={domandeSchema.list?.card}
          defaultSort={domandeSchema.list?.sort}
          rowActions={<RowActions schema={domandeSchema} primary={<DettaglioDomandaButton />} />}
        />
      </ListBase>
    </>
  );
};
