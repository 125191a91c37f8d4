import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { CreateButton, ListBase } from 'react-admin';
import { PageTitle } from '../../layout/PageTitle';
import { DataTable } from '../../list/DataTable';
import { useOperazione } from '../../startup/OperazioneContext';
import { BulkActions, useHasBulkActions } from '../actions/BulkActions';
import { columnsOf } from '../columns';
import type { SchemaViewProps } from '../types';
import { useResourceName } from '../useResourceName';
import { SchemaFilters } from './SchemaFilters';
import { SchemaRowActions } from './SchemaRowActions';

/** Generic tables show 5 rows, as the legacy portal's, unless the schema says otherwise. */
export const DEFAULT_PER_PAGE = 5;

const ListToolbar = ({ schema }: SchemaViewProps) => {
  const { readOnly } = useOperazione();
  return (
    <Stack direction="row" justifyContent="space-between" alignItems="flex-end" sx={{ mb: 2 }}>
      <SchemaFilters schema={schema} />
      {schema.access.create && !readOnly && <CreateButton label="portale.views.new" />}
    </Stack>
  );
};

const hasRowActions = ({ access, actions }: SchemaViewProps['schema']) =>
  Boolean(access.show?.length || access.edit?.length || Object.keys(actions ?? {}).length);

export const SchemaList = ({ schema }: SchemaViewProps) => {
  const selectable = useHasBulkActions(schema);
  const many = useResourceName()(schema, 2);
  // The same elements from one render to the next, so that the rows that did not change are not drawn again.
  const rowActions = useMemo(
    () => (hasRowActions(schema) ? <SchemaRowActions schema={schema} /> : undefined),
    [schema],
  );
  const bulkActions = useMemo(() => <BulkActions schema={schema} />, [schema]);
  return (
    <>
      <PageTitle title={many} />
      <ListBase resource={schema.name} perPage={schema.list?.perPage ?? DEFAULT_PER_PAGE} sort={schema.list?.sort}>
        <ListToolbar schema={schema} />
        <DataTable
          label={many}
          columns={columnsOf(schema)}
          cardColumns={schema.list?.card}
          defaultSort={schema.list?.sort}
          rowActions={rowActions}
          selectable={selectable}
          bulkActions={bulkActions}
        />
      </ListBase>
    </>
  );
};
