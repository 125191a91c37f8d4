import { ListBase, useGetOne, useGetRecordRepresentation, useGetResourceLabel } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PageTitle } from '../../layout/PageTitle';
import { DataTable } from '../../list/DataTable';
import { columnsOf } from '../columns';
import type { SchemaViewProps } from '../types';
import { useResourceName } from '../useResourceName';
import { DEFAULT_PER_PAGE } from '../views/SchemaList';
import { PARENT_ID_PARAM, parentFilter, parentOf } from './parentList';

/** The page of a list under a parent: the parent's id comes from the address, its name titles the page. */
export const ParentListPage = ({ schema }: SchemaViewProps) => {
  const { [PARENT_ID_PARAM]: parentId = '' } = useParams();
  const parent = parentOf(schema);
  const { data: parentRecord } = useGetOne(parent.resource, { id: parentId });
  const nameOf = useGetRecordRepresentation(parent.resource);
  const parentsLabel = useGetResourceLabel()(parent.resource, 2);
  const many = useResourceName()(schema, 2);
  const title = parentRecord ? `${many}: ${String(nameOf(parentRecord))}` : many;
  return (
    <>
      <PageTitle title={title} trail={[{ label: parentsLabel, to: `/${parent.resource}` }]} />
      <ListBase
        resource={schema.name}
        filter={parentFilter(schema, parentId)}
        storeKey={`${schema.name}.${parentId}`}
        perPage={schema.list?.perPage ?? DEFAULT_PER_PAGE}
        sort={schema.list?.sort}
        disableSyncWithLocation
      >
        <DataTable label={title} columns={columnsOf(schema)} defaultSort={schema.list?.sort} />
      </ListBase>
    </>
  );
};
