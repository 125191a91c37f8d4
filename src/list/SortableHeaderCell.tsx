import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { Column } from '@tanstack/react-table';
import { useTranslate, type RaRecord } from 'react-admin';
import { VisuallyHidden } from '../layout/VisuallyHidden';
import { ColumnLabel } from './ColumnLabel';

interface Props<R extends RaRecord> {
  readonly column: Column<R>;
  readonly label: string;
  /** How many columns the rows are sorted by. */
  readonly sortCount: number;
  readonly hintId: string;
}

/**
 * A click cycles the column ascending → descending → none; shift adds it to the sort (TanStack's isMultiSortEvent).
 * ARIA wants aria-sort on one header at a time: the primary sort; secondary ones are told in words.
 */
export const SortableHeaderCell = <R extends RaRecord>({ column, label, sortCount, hintId }: Props<R>) => {
  const translate = useTranslate();
  const direction = column.getIsSorted();
  const position = column.getSortIndex();
  const ariaSort = position !== 0 || !direction ? 'none' : direction === 'asc' ? 'ascending' : 'descending';
  return (
    <TableCell aria-sort={ariaSort}>
      <TableSortLabel
        active={Boolean(direction)}
        direction={direction === 'desc' ? 'desc' : 'asc'}
        onClick={column.getToggleSortingHandler()}
        aria-describedby={hintId}
      >
        <ColumnLabel label={label} />
        {direction && sortCount > 1 && (
          <Box component="sup" aria-hidden sx={{ ml: 0.5 }}>
            {position + 1}
          </Box>
        )}
        {direction && position > 0 && (
          <VisuallyHidden>
            {translate('portale.table.secondary_sort', {
              position: position + 1,
              order: translate(direction === 'asc' ? 'portale.table.ascending' : 'portale.table.descending'),
            })}
          </VisuallyHidden>
        )}
      </TableSortLabel>
    </TableCell>
  );
};
