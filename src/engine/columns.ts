import type { RaRecord } from 'react-admin';
import type { AnyField, AnySchema } from './types';
import type { DataTableColumn } from '../list/types';
import { formatValue } from './format';

const fieldOf = (schema: AnySchema, source: string): AnyField | undefined =>
  schema.fields.find((field) => field.source === source);

/** Columns of the data table from `list.columns`, labelled, formatted and sortable as the fields declare. */
export function columnsOf(schema: AnySchema): DataTableColumn[] {
  return (schema.list?.columns ?? []).map((source) => {
    const field = fieldOf(schema, source);
    return {
      source,
      label: field?.label ?? source,
      sortable: field?.sortable,
      filterable: field?.columnFilter,
      render: field ? (record: RaRecord) => formatValue(field, record[source]) : undefined,
    };
  });
}

/** How a record is named in labels: the value of its first list column. */
export const recordName = (schema: AnySchema, record: RaRecord): string =>
  String(record[schema.list?.columns[0] ?? schema.idField] ?? record.id);
