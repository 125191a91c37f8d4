import { useResourceName } from '../useResourceName';
import { ListContextProvider, useGetList, useList, type Identifier, type RaRecord } from 'react-admin';
import { LoadingWrapper } from '../../layout/LoadingWrapper';
import { DataTable } from '../../list/DataTable';
import { columnsOf } from '../columns';
import type { AnySchema } from '../types';
import { parentFilter } from './parentList';

interface Props {
  readonly schema: AnySchema;
  readonly parentId: Identifier;
  /** Keeps only some rows (the notes of one kind, say). */
  readonly select?: (record: RaRecord) => boolean;
}

/** A list under a parent shown inside the parent's page (a tab): read whole, ten rows a page. */
export const ListUnderParent = ({ schema, parentId, select }: Props) => {
  const { data, isPending, error } = useGetList(schema.name, {
    filter: parentFilter(schema, parentId),
    pagination: { page: 1, perPage: 500 },
  });
  const nameOf = useResourceName();
  const list = useList({ data: select ? data?.filter(select) : data, isPending, perPage: 10 });
  return (
    <LoadingWrapper isPending={isPending} error={error}>
      <ListContextProvider value={list}>
        <DataTable label={nameOf(schema, 2)} columns={columnsOf(schema)} />
      </ListContextProvider>
    </LoadingWrapper>
  );
};
