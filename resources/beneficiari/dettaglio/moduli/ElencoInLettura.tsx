import { ListContextProvider, useGetList, useList } from 'react-admin';
import { columnsOf } from '../../../../src/engine/columns';
import type { AnySchema } from '../../../../src/engine/types';
import { LoadingWrapper } from '../../../../src/layout/LoadingWrapper';
import { DataTable } from '../../../../src/list/DataTable';

/** A read-only list (a history), loaded whole with `filter` filling its path, shown ten rows a page. */
export const ElencoInLettura = ({ schema, filter }: { schema: AnySchema; filter: Record<string, unknown> }) => {
  const { data, isPending, error } = useGetList(schema.name, { filter, pagination: { page: 1, perPage: 500 } });
  const list = useList({ data, isPending, perPage: 10 });
  return (
    <LoadingWrapper isPending={isPending} error={error}>
      <ListContextProvider value={list}>
        <DataTable label={schema.label.many} columns={columnsOf(schema)} />
      </ListContextProvider>
    </LoadingWrapper>
  );
};
