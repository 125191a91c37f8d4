import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate, type Identifier } from 'react-admin';
import { VisuallyHidden } from '../layout/VisuallyHidden';
import { ColumnLabel } from './ColumnLabel';
import { ColumnFilterInput } from './ColumnFilterInput';
import { SelectAllCheckbox } from './SelectAllCheckbox';
import type { SortItem } from './sortCycle';
import { SortableHeaderCell } from './SortableHeaderCell';
import { OPAQUE_ROW, STICKY_ACTIONS } from './stickyActions';
import type { DataTableColumn } from './types';

interface Props {
  readonly columns: readonly DataTableColumn[];
  readonly sorts: readonly SortItem[];
  readonly onSort: (field: string, additive: boolean) => void;
  readonly sortHintId: string;
  readonly pageIds: readonly Identifier[];
  readonly selectable: boolean;
  readonly expandable: boolean;
  readonly withActions: boolean;
}

/** Filter cells are data cells: an empty header cell would be announced as a nameless column. */
const FilterRow = ({
  columns,
  leading,
  withActions,
}: {
  columns: readonly DataTableColumn[];
  leading: number;
  withActions: boolean;
}) => (
  <TableRow sx={OPAQUE_ROW}>
    {leading > 0 && <TableCell component="td" colSpan={leading} />}
    {columns.map((column) => (
      <TableCell component="td" key={column.source}>
        {column.filterable && <ColumnFilterInput column={column} />}
      </TableCell>
    ))}
    {withActions && <TableCell component="td" sx={STICKY_ACTIONS} />}
  </TableRow>
);

export const DataTableHead = ({
  columns,
  sorts,
  onSort,
  sortHintId,
  pageIds,
  selectable,
  expandable,
  withActions,
}: Props) => {
  const translate = useTranslate();
  return (
    <TableHead>
      <TableRow sx={OPAQUE_ROW}>
        {selectable && (
          <TableCell padding="checkbox">
            <SelectAllCheckbox pageIds={pageIds} />
          </TableCell>
        )}
        {expandable && (
          <TableCell padding="checkbox">
            <VisuallyHidden>{translate('portale.table.detail')}</VisuallyHidden>
          </TableCell>
        )}
        {columns.map((column) =>
          column.sortable ? (
            <SortableHeaderCell key={column.source} column={column} sorts={sorts} onSort={onSort} hintId={sortHintId} />
          ) : (
            <TableCell key={column.source}>
              <ColumnLabel label={column.label} />
            </TableCell>
          ),
        )}
        {withActions && <TableCell sx={STICKY_ACTIONS}>{translate('portale.table.actions')}</TableCell>}
      </TableRow>
      {columns.some((column) => column.filterable) && (
        <FilterRow columns={columns} leading={Number(selectable) + Number(expandable)} withActions={withActions} />
      )}
    </TableHead>
  );
};
