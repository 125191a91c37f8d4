import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import type { DataTableColumn } from './types';

/** What a column shows of a record, in the table's cell and on the phone's card alike. */
export const cellContent = <R extends RaRecord>(column: DataTableColumn<R>, record: R): ReactNode =>
  column.render ? column.render(record) : String(record[column.source] ?? '');

/** How a row is named in the labels of its controls: by its first column. */
export const rowNameOf = <R extends RaRecord>(first: DataTableColumn<R> | undefined, record: R): string =>
  String((first && record[first.source]) ?? record.id);
