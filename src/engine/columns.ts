import type { RaRecord } from 'react-admin';
import type { AnyField, AnySchema } from './types';
import type { DataTableColumn } from '../list/types';
import { formatValue } from './format';
import { fieldLabel } from './labels';
import { nameFieldOf } from './nameField';

const fieldOf = (schema: AnySchema, source: string): AnyField | undefined =>
  schema.fields.find((field) => field.source === source);

/** A legacy list call takes only the query parameters it declares; simple REST takes any filter. */
const listAcceptsFilter = (schema: AnySchema, source: string): boolean => {
  const getList = schema.endpoints?.getList;
  return !getList || Boolean(getList.query?.includes(source));
};

const columnsBySchema = new WeakMap<AnySchema, DataTableColumn[]>();

/**
 * Columns of the data table from `list.columns`, labelled, formatted and sortable as the fields declare.
 * A column filter is offered only where the list call can apply it. Made once a schema: the same columns at every
 * render, so that a list's rows are not drawn again for nothing.
 */
export function columnsOf(schema: AnySchema): DataTableColumn[] {
  const known = columnsBySchema.get(schema);
  if (known) return known;
  const columns = (schema.list?.columns ?? []).map((source) => {
    const field = fieldOf(schema, source);
    return {
      source,
      label: fieldLabel(schema.name, field ?? { source }),
      sortable: field?.sortable,
      filterable: Boolean(field?.columnFilter) && listAcceptsFilter(schema, source),
      render: field ? (record: RaRecord) => formatValue(field, record[source]) : undefined,
    };
  });
  columnsBySchema.set(schema, columns);
  return columns;
}

/** How a record is named in labels. */
export const recordName = (schema: AnySchema, record: RaRecord): string =>
  String(record[nameFieldOf(schema)] ?? record.id);
