import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Table } from '@tanstack/react-table';
import { useTranslate, type RaRecord } from 'react-admin';
import { VisuallyHidden } from '../layout/VisuallyHidden';
import { ColumnLabel } from './ColumnLabel';
import { ColumnFilterInput } from './ColumnFilterInput';
import { SelectAllCheckbox } from './SelectAllCheckbox';
import { SortableHeaderCell } from './SortableHeaderCell';
import { OPAQUE_ROW, STICKY_ACTIONS } from './stickyActions';
import type { DataTableColumn } from './types';

interface Props<R extends RaRecord> {
  readonly table: Table<R>;
  readonly columns: readonly DataTableColumn<R>[];
  readonly sortHintId: string;
  readonly selectable: boolean;
  readonly expandable: boolean;
  readonly withActions: boolean;
}

/** Filter cells are data cells: an empty header cell would be announced as a nameless column. */
const FilterRow = <R extends RaRecord>({
  table,
  columns,
  leading,
  withActions,
}: Pick<Props<R>, 'table' | 'columns' | 'withActions'> & { leading: number }) => (
  <TableRow sx={OPAQUE_ROW}>
    {leading > 0 && <TableCell component="td" colSpan={leading} />}
    {columns.map(({ source, label, filterable }) => (
      <TableCell component="td" key={source}>
        {filterable && <ColumnFilterInput column={table.getColumn(source)} label={label} />}
      </TableCell>
    ))}
    {withActions && <TableCell component="td" sx={STICKY_ACTIONS} />}
  </TableRow>
);

export const DataTableHead = <R extends RaRecord>({
  table,
  columns,
  sortHintId,
  selectable,
  expandable,
  withActions,
}: Props<R>) => {
  const translate = useTranslate();
  const sortCount = table.getState().sorting.length;
  return (
    <TableHead>
      <TableRow sx={OPAQUE_ROW}>
        {selectable && (
          <TableCell padding="checkbox">
            <SelectAllCheckbox table={table} />
          </TableCell>
        )}
        {expandable && (
          <TableCell padding="checkbox">
            <VisuallyHidden>{translate('portale.table.detail')}</VisuallyHidden>
          </TableCell>
        )}
        {columns.map(({ source, label, sortable }) => {
          const column = table.getColumn(source);
          return sortable && column ? (
            <SortableHeaderCell key={source} column={column} label={label} sortCount={sortCount} hintId={sortHintId} />
          ) : (
            <TableCell key={source}>
              <ColumnLabel label={label} />
            </TableCell>
          );
        })}
        {withActions && <TableCell sx={STICKY_ACTIONS}>{translate('portale.table.actions')}</TableCell>}
      </TableRow>
      {columns.some((column) => column.filterable) && (
        <FilterRow
          table={table}
          columns={columns}
          leading={Number(selectable) + Number(expandable)}
          withActions={withActions}
        />
      )}
    </TableHead>
  );
};
