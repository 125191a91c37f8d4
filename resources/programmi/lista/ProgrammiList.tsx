import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { ListBase, useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { BulkActions, useHasBulkActions } from '../../../src/engine/actions/BulkActions';
import { RowActions } from '../../../src/engine/actions/RowActions';
import { colonneConStato } from '../../../src/engine/colonneConStato';
import { useResourceName } from '../../../src/engine/useResourceName';
import { SchemaFilters } from '../../../src/engine/views/SchemaFilters';
import { PageTitle } from '../../../src/layout/PageTitle';
import { DataTable } from '../../../src/list/DataTable';
import { LoadTogether } from '../../../src/list/LoadTogether';
import { cruscottoPath } from '../percorsi';
import { StatoChip } from '../StatoChip';
import { programmiSchema } from '../../../contract/programmi/schema';
import { DettaglioProgrammaButton } from './DettaglioProgrammaButton';
import { NuovoProgramma } from './NuovoProgramma';

/** Made once: the rows are drawn again only when their own record changes (src/list/DataCards.tsx). */
const AZIONI_DELLA_RIGA = <RowActions schema={programmiSchema} primary={<DettaglioProgrammaButton />} />;
const AZIONI_MASSIVE = <BulkActions schema={programmiSchema} />;

/** The programmes of the call in the address, or all those the person sees when it names none. */
export const ProgrammiList = () => {
  const translate = useTranslate();
  const { idBando } = useParams();
  const { data: bando, isPending: bandoPending } = useGetOne(
    'bandi',
    { id: idBando ?? '' },
    { enabled: Boolean(idBando) },
  );
  const selectable = useHasBulkActions(programmiSchema);
  const programmi = useResourceName()(programmiSchema, 2);
  const title = bando ? translate('portale.programmi.list_title', { call: bando.descrizione }) : programmi;
  const filter = useMemo(() => (idBando ? { idBando: Number(idBando) } : undefined), [idBando]);
  // The title (the call's name, two or three lines on a phone) and the list appear together: neither pushes the other.
  return (
    <LoadTogether lists={1} also={!idBando || !bandoPending}>
      <PageTitle title={title} trail={[{ label: translate('portale.bandi.list_title'), to: '/' }]} />
      <ListBase
        resource="programmi"
        storeKey={`programmi.${idBando ?? 'tutti'}`}
        filter={filter}
        perPage={programmiSchema.list?.perPage}
        sort={programmiSchema.list?.sort}
      >
        <Stack
          direction="row"
          justifyContent="space-between"
          alignItems="flex-end"
          flexWrap="wrap"
          useFlexGap
          gap={2}
          sx={{ mb: 2 }}
        >
          <SchemaFilters schema={programmiSchema} />
          <Stack direction="row" gap={1} flexWrap="wrap">
            {idBando && (
              <Button component={Link} to={cruscottoPath(idBando)} variant="outlined">
                {translate('portale.programmi.dashboard_button')}
              </Button>
            )}
            <NuovoProgramma idBando={idBando ? Number(idBando) : undefined} />
          </Stack>
        </Stack>
        <DataTable
          label={title}
          columns={colonneConStato(programmiSchema, StatoChip)}
          cardColumns={programmiSchema.list?.card}
          defaultSort={programmiSchema.list?.sort}
          rowActions={AZIONI_DELLA_RIGA}
          selectable={selectable}
          bulkActions={AZIONI_MASSIVE}
        />
      </ListBase>
    </LoadTogether>
  );
};
