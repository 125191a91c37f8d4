import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Fragment, memo, type ReactNode } from 'react';
import { RecordContextProvider, useListContext, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { cellContent, rowNameOf } from './cella';
import type { DataTableColumn } from './types';
import { SelectCheckbox } from './SelectCheckbox';

interface Props<R extends RaRecord> {
  readonly label: string;
  readonly rows: readonly R[];
  /** The card's fields: the first names the record, the others are shown with their labels. */
  readonly columns: readonly DataTableColumn<R>[];
  readonly rowActions?: ReactNode;
  readonly selectable: boolean;
}

/** The fields' labels and values, styled once by their list rather than each by a component of its own. */
const FIELDS = {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: 2,
  m: 0,
  '& > dt, & > dd': { typography: 'body2', m: 0 },
  '& > dt': { color: 'text.secondary' },
} as const;

interface CardProps {
  readonly record: RaRecord;
  readonly columns: readonly DataTableColumn[];
  readonly rowActions?: ReactNode;
  readonly selectable: boolean;
  readonly selected: boolean;
  readonly onToggleItem: (id: Identifier) => void;
}

/**
 * One row's card. Drawn again only when its own record, selection or columns change: the list's context changes at
 * every answer, and ten cards are most of a phone's list.
 */
const RowCard = memo(({ record, columns, rowActions, selectable, selected, onToggleItem }: CardProps) => {
  const translate = useTranslate();
  const [title, ...fields] = columns;
  const rowName = rowNameOf(title, record);
  return (
    <RecordContextProvider value={record}>
      <Card component="li" variant="outlined" sx={{ overflowWrap: 'anywhere' }}>
        <CardContent sx={{ pb: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {selectable && (
              <SelectCheckbox
                checked={selected}
                onChange={() => onToggleItem(record.id)}
                inputProps={{ 'aria-label': translate('portale.table.select_row', { row: rowName }) }}
                sx={{ ml: -1 }}
              />
            )}
            {title && (
              <Typography component="p" fontWeight={600}>
                {cellContent(title, record)}
              </Typography>
            )}
          </Box>
          <Box component="dl" sx={FIELDS}>
            {fields.map((column) => (
              <Fragment key={column.source}>
                <dt>{translate(column.label)}</dt>
                <dd>{cellContent(column, record)}</dd>
              </Fragment>
            ))}
          </Box>
        </CardContent>
        {rowActions && <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>{rowActions}</CardActions>}
      </Card>
    </RecordContextProvider>
  );
});
RowCard.displayName = 'RowCard';

/** The list on a phone: one card a row, with its key fields and its actions, and nothing to scroll sideways. */
export const DataCards = <R extends RaRecord>({ label, rows, columns, rowActions, selectable }: Props<R>) => {
  const { selectedIds, onToggleItem } = useListContext();
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {rows.map((record) => (
        <RowCard
          key={record.id}
          record={record}
          columns={columns as readonly DataTableColumn[]}
          rowActions={rowActions}
          selectable={selectable}
          selected={selectedIds.includes(record.id)}
          onToggleItem={onToggleItem}
        />
      ))}
    </Box>
  );
};
