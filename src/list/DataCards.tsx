import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { RecordContextProvider, useListContext, useTranslate, type RaRecord } from 'react-admin';
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

const cellContent = <R extends RaRecord>(column: DataTableColumn<R>, record: R): ReactNode =>
  column.render ? column.render(record) : String(record[column.source] ?? '');

/** The list on a phone: one card a row, with its key fields and its actions, and nothing to scroll sideways. */
export const DataCards = <R extends RaRecord>({ label, rows, columns, rowActions, selectable }: Props<R>) => {
  const translate = useTranslate();
  const { selectedIds, onToggleItem } = useListContext();
  const [title, ...fields] = columns;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {rows.map((record) => {
        const rowName = title ? String(record[title.source] ?? record.id) : String(record.id);
        return (
          <RecordContextProvider key={record.id} value={record}>
            <Card component="li" variant="outlined" sx={{ overflowWrap: 'anywhere' }}>
              <CardContent sx={{ pb: 1 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  {selectable && (
                    <SelectCheckbox
                      checked={selectedIds.includes(record.id)}
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
                <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, m: 0 }}>
                  {fields.map((column) => (
                    <Box key={column.source} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {translate(column.label)}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                        {cellContent(column, record)}
                      </Typography>
                    </Box>
                  ))}
                </Box>
              </CardContent>
              {rowActions && <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>{rowActions}</CardActions>}
            </Card>
          </RecordContextProvider>
        );
      })}
    </Box>
  );
};
