import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import { useCallback, useId, useMemo, type ReactNode } from 'react';
import { useListContext, useTranslate, type Identifier, type RaRecord, type SortPayload } from 'react-admin';
import { LoadingOverlay } from '../layout/LoadingOverlay';
import { VisuallyHidden } from '../layout/VisuallyHidden';
import { DataCards } from './DataCards';
import { DataTableHead } from './DataTableHead';
import { DataTableRow } from './DataTableRow';
import { EmptyAlert } from './EmptyAlert';
import { useReportReady } from './LoadTogether';
import { NumberedPagination, DEFAULT_PAGE_WINDOW } from './NumberedPagination';
import { SelectionBar } from './SelectionBar';
import type { DataTableColumn } from './types';
import { useTabella } from './useTabella';
import { useTelefono } from '../layout/useTelefono';

export interface DataTableProps<R extends RaRecord = RaRecord> {
  /** Accessible name of the table. */
  readonly label: string;
  readonly columns: readonly DataTableColumn<R>[];
  /** The list's natural order, which 'no sort' asks of the data provider. */
  readonly defaultSort?: SortPayload;
  /** Buttons of each row, rendered inside the row's record context. */
  readonly rowActions?: ReactNode;
  /** Detail of a row, rendered inside its record context when the row is expanded. */
  readonly expand?: ReactNode;
  readonly selectable?: boolean;
  readonly bulkActions?: ReactNode;
  readonly pageWindow?: number;
  /** The columns a phone shows in each row's card (the first names the row); all of them when absent. */
  readonly cardColumns?: readonly string[];
}

/** Rows one line high on a desktop, with room for the actions' column beside the data. */
const COMPACT = { '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: 1.5 } } as const;

const NATURAL_ORDER: SortPayload = { field: 'id', order: 'ASC' };

/** The reusable list of the portal: it renders react-admin's list context (data, sort, page, selection). */
export const DataTable = <R extends RaRecord>({
  label,
  columns,
  defaultSort = NATURAL_ORDER,
  rowActions,
  expand,
  selectable = false,
  bulkActions,
  pageWindow = DEFAULT_PAGE_WINDOW,
  cardColumns,
}: DataTableProps<R>) => {
  const translate = useTranslate();
  const phone = useTelefono();
  const { isPending } = useListContext<R>();
  const table = useTabella(columns, defaultSort);
  // The table is the same object from one render to the next: the rows that did not change are not drawn again.
  const toggleSelected = useCallback((id: Identifier) => table.getRow(String(id)).toggleSelected(), [table]);
  const toggleExpanded = useCallback((id: Identifier) => table.getRow(String(id)).toggleExpanded(), [table]);
  const sortHintId = useId();
  // The same columns from one render to the next, so that the rows that did not change are not drawn again.
  const inCard = useMemo(
    () =>
      cardColumns ? cardColumns.flatMap((source) => columns.filter((column) => column.source === source)) : columns,
    [cardColumns, columns],
  );
  useReportReady(!isPending);
  if (isPending) return <LoadingOverlay />;

  const rows = table.getRowModel().rows;
  const hasColumnFilters = columns.some((column) => column.filterable);
  if (rows.length === 0 && !hasColumnFilters) return <EmptyAlert />;
  if (phone) {
    return (
      <>
        {selectable && <SelectionBar>{bulkActions}</SelectionBar>}
        {rows.length === 0 ? (
          <EmptyAlert />
        ) : (
          <DataCards
            label={label}
            rows={rows}
            columns={inCard}
            rowActions={rowActions}
            selectable={selectable}
            onToggleSelected={toggleSelected}
          />
        )}
        <NumberedPagination table={table} window={pageWindow} />
      </>
    );
  }
  return (
    <>
      {selectable && <SelectionBar>{bulkActions}</SelectionBar>}
      <VisuallyHidden id={sortHintId}>{translate('portale.table.sort_hint')}</VisuallyHidden>
      <TableContainer>
        <Table aria-label={label} size="small" sx={COMPACT}>
          <DataTableHead
            table={table}
            columns={columns}
            sortHintId={sortHintId}
            selectable={selectable}
            expandable={Boolean(expand)}
            withActions={Boolean(rowActions)}
          />
          <TableBody>
            {rows.map((row) => (
              <DataTableRow
                key={row.id}
                record={row.original}
                columns={columns}
                selectable={selectable}
                expand={expand}
                expanded={row.getIsExpanded()}
                onToggleExpand={toggleExpanded}
                rowActions={rowActions}
                selected={row.getIsSelected()}
                onToggleItem={toggleSelected}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length === 0 && <EmptyAlert />}
      <NumberedPagination table={table} window={pageWindow} />
    </>
  );
};
