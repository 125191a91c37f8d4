import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useTranslate } from 'react-admin';
import { VisuallyHidden } from '../layout/VisuallyHidden';
import { ColumnLabel } from './ColumnLabel';
import type { SortItem } from './sortCycle';
import type { DataTableColumn } from './types';

interface Props {
  readonly column: DataTableColumn;
  readonly sorts: readonly SortItem[];
  readonly onSort: (field: string, additive: boolean) => void;
  readonly hintId: string;
}

/** ARIA wants aria-sort on one header at a time: the primary sort; secondary ones are told in words. */
export const SortableHeaderCell = ({ column, sorts, onSort, hintId }: Props) => {
  const translate = useTranslate();
  const position = sorts.findIndex((sort) => sort.field === column.source);
  const sort = sorts[position];
  const ariaSort = position !== 0 || !sort ? 'none' : sort.order === 'ASC' ? 'ascending' : 'descending';
  return (
    <TableCell aria-sort={ariaSort}>
      <TableSortLabel
        active={Boolean(sort)}
        direction={sort?.order === 'DESC' ? 'desc' : 'asc'}
        onClick={(event) => onSort(column.source, event.shiftKey)}
        aria-describedby={hintId}
      >
        <ColumnLabel label={column.label} />
        {sort && sorts.length > 1 && (
          <Box component="sup" aria-hidden sx={{ ml: 0.5 }}>
            {position + 1}
          </Box>
        )}
        {sort && position > 0 && (
          <VisuallyHidden>
            {translate('portale.table.secondary_sort', {
              position: position + 1,
              order: translate(sort.order === 'ASC' ? 'portale.table.ascending' : 'portale.table.descending'),
            })}
          </VisuallyHidden>
        )}
      </TableSortLabel>
    </TableCell>
  );
};
