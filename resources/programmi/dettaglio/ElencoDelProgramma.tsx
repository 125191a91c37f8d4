import { ListContextProvider, useGetList, useList, type RaRecord } from 'react-admin';
import { columnsOf } from '../../../src/engine/columns';
import type { AnySchema } from '../../../src/engine/types';
import { LoadingWrapper } from '../../../src/layout/LoadingWrapper';
import { DataTable } from '../../../src/list/DataTable';

interface Props {
  readonly schema: AnySchema;
  readonly idProgramma: number;
  /** Keeps only some rows (the notes of one kind, say). */
  readonly seleziona?: (record: RaRecord) => boolean;
}

/** One of the programme's lists (history, assignees, opinions, notes), loaded by its own tab. */
export const ElencoDelProgramma = ({ schema, idProgramma, seleziona }: Props) => {
  const { data, isPending, error } = useGetList(schema.name, { filter: { id: idProgramma }, pagination: { page: 1, perPage: 500 } });
  const list = useList({ data: seleziona ? data?.filter(seleziona) : data, isPending, perPage: 10 });
  return (
    <LoadingWrapper isPending={isPending} error={error}>
      <ListContextProvider value={list}>
        <DataTable label={schema.label.many} columns={columnsOf(schema)} />
      </ListContextProvider>
    </LoadingWrapper>
  );
};
