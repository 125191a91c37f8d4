import useMediaQuery from '@mui/material/useMediaQuery';
import {
  functionalUpdate,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnSort,
  type SortingFn,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useListContext, useStore, type Identifier, type RaRecord, type SortPayload } from 'react-admin';
import { confrontaTesti } from '../../dataProvider/ordineItaliano';
import type { DataTableColumn } from './types';

/** The portal's narrow screens (tablets and phones): there, one detail row is open at a time. */
const NARROW_SCREEN = '(max-width:992px)';

function compareValues<R extends RaRecord>(...[rowA, rowB, columnId]: Parameters<SortingFn<R>>): number {
  const a: unknown = rowA.getValue(columnId);
  const b: unknown = rowB.getValue(columnId);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return confrontaTesti(String(a ?? ''), String(b ?? ''));
}

const asPayload = ({ id, desc }: ColumnSort): SortPayload => ({ field: id, order: desc ? 'DESC' : 'ASC' });
const sameSort = (a: ColumnSort | undefined, b: SortPayload) =>
  a !== undefined && a.id === b.field && asPayload(a).order === b.order;

/** The detail rows kept open: on a narrow screen the one opened last. */
const lastOpened = (opened: Record<string, boolean>) => {
  const last = Object.keys(opened).at(-1);
  return last === undefined ? {} : { [last]: true };
};

/**
 * TanStack Table over react-admin's list context: the page's rows with their page, sort, selection, expansion and
 * column filters. The server pages, filters and sorts by the primary sort; the whole sort lives in the store next to
 * the other list parameters, and secondary sorts order the rows whose primary values are equal within the page
 * (docs/adding-a-resource.md). 'No sort' asks the list's natural order (`defaultSort`). Selection stays react-admin's
 * (the bulk actions read it), kept across pages.
 */
export function useTabella<R extends RaRecord>(columns: readonly DataTableColumn<R>[], defaultSort: SortPayload) {
  const list = useListContext<R>();
  const { data, sort, setSort, resource, selectedIds, onSelect, filterValues, displayedFilters, setFilters } = list;
  const pagination = { pageIndex: list.page - 1, pageSize: list.perPage };
  const narrow = useMediaQuery(NARROW_SCREEN);
  const [stored, setStored] = useStore<SortingState>(`${resource}.dataTable.sorting`, []);
  const sorting: SortingState = sameSort(stored[0], sort)
    ? stored
    : defaultSort.field === sort.field && defaultSort.order === sort.order
      ? []
      : [{ id: sort.field, desc: sort.order === 'DESC' }];
  const [opened, setOpened] = useState<Record<string, boolean>>({});
  const expanded = narrow ? lastOpened(opened) : opened;
  const rowSelection = Object.fromEntries(selectedIds.map((id) => [String(id), true]));
  const filterable = columns.filter((column) => column.filterable).map((column) => column.source);
  const columnFilters = filterable.flatMap((id) =>
    filterValues[id] ? [{ id, value: filterValues[id] as unknown }] : [],
  );

  const columnDefs = useMemo<ColumnDef<R>[]>(
    () =>
      columns.map((column) => ({
        id: column.source,
        accessorFn: (record: R) => record[column.source] as unknown,
        enableSorting: Boolean(column.sortable),
        sortingFn: compareValues<R>,
      })),
    [columns],
  );

  return useReactTable<R>({
    data: useMemo(() => data ?? [], [data]),
    columns: columnDefs,
    getRowId: (record) => String(record.id),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    // A single sort is the server's, in the database's order: only secondary ones reorder the page.
    manualSorting: sorting.length < 2,
    manualFiltering: true,
    manualPagination: true,
    // The legacy cycle is ascending first for every column; the library starts numbers descending.
    sortDescFirst: false,
    // The total is the server's; react-admin itself goes back to the first page when the filters, sort or size change.
    rowCount: list.total ?? 0,
    state: { sorting, expanded, rowSelection, columnFilters, pagination },
    onSortingChange: (updater) => {
      const next = functionalUpdate(updater, sorting);
      setStored(next);
      setSort(next[0] ? asPayload(next[0]) : defaultSort);
    },
    onPaginationChange: (updater) => {
      const next = functionalUpdate(updater, pagination);
      if (next.pageSize !== list.perPage) list.setPerPage(next.pageSize);
      else if (next.pageIndex !== pagination.pageIndex) list.setPage(next.pageIndex + 1);
    },
    onExpandedChange: (updater) =>
      setOpened((current) => {
        const next = functionalUpdate(updater, narrow ? lastOpened(current) : current) as Record<string, boolean>;
        return narrow ? lastOpened(next) : next;
      }),
    onRowSelectionChange: (updater) => {
      const next = functionalUpdate(updater, rowSelection);
      const known = new Map<string, Identifier>(
        [...selectedIds, ...(data ?? []).map(({ id }) => id)].map((id) => [String(id), id]),
      );
      onSelect(Object.keys(next).flatMap((key) => (next[key] && known.has(key) ? [known.get(key) as Identifier] : [])));
    },
    onColumnFiltersChange: (updater) => {
      const next = functionalUpdate(updater, columnFilters);
      const others = Object.fromEntries(Object.entries(filterValues).filter(([key]) => !filterable.includes(key)));
      setFilters(
        { ...others, ...Object.fromEntries(next.map(({ id, value }) => [id, value])) },
        displayedFilters,
        true,
      );
    },
  });
}
