import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ListBase, useGetOne } from 'react-admin';
import { Link } from 'react-router-dom';
import { ActionButtons } from '../../../src/engine/actions/ActionButton';
import { PageTitle } from '../../../src/layout/PageTitle';
import { DataTable } from '../../../src/list/DataTable';
import { cruscottoPath } from '../percorsi';
import { programmiSchema } from '../schema';
import { colonneProgrammi } from './colonne';
import { DettaglioProgrammaButton } from './DettaglioProgrammaButton';
import { FiltriProgrammi } from './FiltriProgrammi';

const RowActions = () => (
  <>
    <DettaglioProgrammaButton />
    <ActionButtons schema={programmiSchema} />
  </>
);

/** The programmes of a call (spec §2), or all those the person sees when no call is named. */
export const ProgrammiList = ({ idBando }: { idBando?: string }) => {
  const { data: bando } = useGetOne('bandi', { id: idBando ?? '' }, { enabled: Boolean(idBando) });
  const title = bando ? `Programmi di investimento: ${bando.descrizione}` : programmiSchema.label.many;
  return (
    <>
      <PageTitle title={title} trail={[{ label: 'Lista bandi', to: '/' }]} />
      <ListBase
        resource="programmi"
        storeKey={`programmi.${idBando ?? 'tutti'}`}
        filter={idBando ? { idBando: Number(idBando) } : undefined}
        perPage={programmiSchema.list?.perPage}
        sort={programmiSchema.list?.sort}
        disableSyncWithLocation
      >
        <Stack direction="row" justifyContent="space-between" alignItems="flex-end" sx={{ mb: 2 }}>
          <FiltriProgrammi />
          {idBando && (
            <Button component={Link} to={cruscottoPath(idBando)} variant="outlined">
              Cruscotto del bando
            </Button>
          )}
        </Stack>
        <DataTable
          label={title}
          columns={colonneProgrammi()}
          defaultSort={programmiSchema.list?.sort}
          rowActions={<RowActions />}
        />
      </ListBase>
    </>
  );
};
