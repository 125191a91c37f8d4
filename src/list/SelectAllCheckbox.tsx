import type { Table } from '@tanstack/react-table';
import { useTranslate, type RaRecord } from 'react-admin';
import { SelectCheckbox } from './SelectCheckbox';

/** Selects or clears every row of the page, keeping what is selected on other pages. */
export const SelectAllCheckbox = <R extends RaRecord>({ table }: { table: Table<R> }) => (
  <SelectCheckbox
    checked={table.getIsAllPageRowsSelected()}
    indeterminate={table.getIsSomePageRowsSelected()}
    onChange={table.getToggleAllPageRowsSelectedHandler()}
    inputProps={{ 'aria-label': useTranslate()('portale.table.select_page') }}
  />
);
