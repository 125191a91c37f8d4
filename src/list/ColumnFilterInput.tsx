import OutlinedInput from '@mui/material/OutlinedInput';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import type { DataTableColumn } from './types';

/** A text filter above one column; react-admin debounces the request. */
export const ColumnFilterInput = ({ column }: { column: DataTableColumn }) => {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const translate = useTranslate();
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
      placeholder={translate('portale.table.filter_placeholder')}
      inputProps={{
        'aria-label': translate('portale.table.filter_by', { column: translate(column.label, { _: column.label }) }),
      }}
    />
  );
};
