import OutlinedInput from '@mui/material/OutlinedInput';
import type { Column } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';

/** A text filter above one column, bound to the list filter of the same name; react-admin debounces the request. */
export const ColumnFilterInput = <R extends RaRecord>({ column, label }: { column?: Column<R>; label: string }) => {
  const translate = useTranslate();
  const [value, setValue] = useState(String(column?.getFilterValue() ?? ''));
  return (
    <OutlinedInput
      size="small"
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        column?.setFilterValue(event.target.value);
      }}
      placeholder={translate('portale.table.filter_placeholder')}
      inputProps={{ 'aria-label': translate('portale.table.filter_by', { column: translate(label, { _: label }) }) }}
    />
  );
};
