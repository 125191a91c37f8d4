import OutlinedInput from '@mui/material/OutlinedInput';
import { useState } from 'react';
import { useListContext } from 'react-admin';
import type { DataTableColumn } from './types';

/** A text filter above one column; react-admin debounces the request. */
export const ColumnFilterInput = ({ column }: { column: DataTableColumn }) => {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const [value, setValue] = useState(String(filterValues[column.source] ?? ''));

  const change = (next: string) => {
    setValue(next);
    const { [column.source]: _previous, ...others } = filterValues;
    setFilters(next ? { ...others, [column.source]: next } : others, displayedFilters, true);
  };
  return (
    <OutlinedInput
      size="small"
      value={value}
      onChange={(event) => change(event.target.value)}
      placeholder="Filtra..."
      inputProps={{ 'aria-label': `Filtra per ${column.label}` }}
    />
  );
};
