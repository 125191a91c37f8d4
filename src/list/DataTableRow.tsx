import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { memo, useId, type ReactNode } from 'react';
import { RecordContextProvider, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { OPAQUE_ROW, STICKY_ACTIONS } from './stickyActions';
import { cellContent, rowNameOf } from './cella';
import type { DataTableColumn } from './types';
import { SelectCheckbox } from './SelectCheckbox';

interface Props<R extends RaRecord> {
  readonly record: R;
  readonly columns: readonly DataTableColumn<R>[];
  readonly selectable: boolean;
  readonly expand?: ReactNode;
  readonly expanded: boolean;
  readonly onToggleExpand: (id: Identifier) => void;
  readonly rowActions?: ReactNode;
  readonly selected: boolean;
  readonly onToggleItem: (id: Identifier) => void;
}

const ONE_LINE = {
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  maxWidth: '12rem',
  '& .MuiChip-label': { whiteSpace: 'nowrap' },
} as const;

/**
 * One row of the table. Drawn again only when its own record, selection, expansion or columns change: the list's
 * context changes at every answer.
 */
const Row = <R extends RaRecord>({
  record,
  columns,
  selectable,
  expand,
  expanded,
  onToggleExpand,
  rowActions,
  selected,
  onToggleItem,
}: Props<R>) => {
  const translate = useTranslate();
  const detailId = useId();
  const first = columns[0];
  // The first column names the row in the labels of its controls.
  const rowName = rowNameOf(first, record);
  const span = columns.length + Number(selectable) + Number(Boolean(expand)) + Number(Boolean(rowActions));

  return (
    <RecordContextProvider value={record}>
      <TableRow hover selected={selected} sx={OPAQUE_ROW}>
        {selectable && (
          <TableCell padding="checkbox">
            <SelectCheckbox
              checked={selected}
              onChange={() => onToggleItem(record.id)}
              inputProps={{ 'aria-label': translate('portale.table.select_row', { row: rowName }) }}
            />
          </TableCell>
        )}
        {expand && (
          <TableCell padding="checkbox">
            <IconButton
              aria-expanded={expanded}
              aria-controls={expanded ? detailId : undefined}
              aria-label={translate(expanded ? 'portale.table.collapse_row' : 'portale.table.expand_row', {
                row: rowName,
              })}
              onClick={() => onToggleExpand(record.id)}
            >
              {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            </IconButton>
          </TableCell>
        )}
        {columns.map((column) => {
          const content = cellContent(column, record);
          // One line a row on a desktop: a long text ends in an ellipsis, whole in its tooltip and for screen readers.
          const text = typeof content === 'string' ? content : undefined;
          return (
            <TableCell key={column.source} title={text} sx={ONE_LINE}>
              {content}
            </TableCell>
          );
        })}
        {rowActions && (
          <TableCell sx={STICKY_ACTIONS}>
            {/* One line a row: the row holds its primary action and a menu, the rest is on the record's page. */}
            <Stack direction="row" spacing={1} alignItems="center" sx={{ whiteSpace: 'nowrap' }}>
              {rowActions}
            </Stack>
          </TableCell>
        )}
      </TableRow>
      {expand && expanded && (
        <TableRow id={detailId}>
          <TableCell colSpan={span}>{expand}</TableCell>
        </TableRow>
      )}
    </RecordContextProvider>
  );
};

export const DataTableRow = memo(Row) as typeof Row;
