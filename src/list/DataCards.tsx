import { styled } from '@mui/material/styles';
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

/**
 * The cards' look, written once for the whole list: each card's parts are plain elements styled from here. As MUI
 * components, each part serialised, hashed and looked up its styles again in every card of every answer (styling was
 * about a quarter of the scripts' time as a phone loaded the list). The values are mui-italia's for an outlined Card,
 * its CardContent and CardActions.
 */
const Elenco = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: theme.spacing(1.5),
  '& > li': {
    overflowWrap: 'anywhere',
    overflow: 'hidden',
    color: theme.palette.text.primary,
    backgroundColor: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.spacing(1),
  },
  '& .scheda-contenuto': { padding: theme.spacing(3, 3, 1) },
  '& .scheda-intestazione': { display: 'flex', alignItems: 'center', gap: theme.spacing(1) },
  '& .scheda-titolo': { ...theme.typography.body1, fontWeight: 600, margin: 0 },
  '& dl': { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: theme.spacing(2), margin: 0 },
  '& dt, & dd': { ...theme.typography.body2, margin: 0 },
  '& dt': { color: theme.palette.text.secondary },
  '& .scheda-azioni': {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: theme.spacing(1, 2),
    padding: theme.spacing(0, 3, 3),
  },
}));

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
      <li>
        <div className="scheda-contenuto">
          <div className="scheda-intestazione">
            {selectable && (
              <SelectCheckbox
                checked={selected}
                onChange={() => onToggleItem(record.id)}
                inputProps={{ 'aria-label': translate('portale.table.select_row', { row: rowName }) }}
                sx={{ ml: -1 }}
              />
            )}
            {title && <p className="scheda-titolo">{cellContent(title, record)}</p>}
          </div>
          <dl>
            {fields.map((column) => {
              const value = cellContent(column, record);
              // A card lists what the record has: the table keeps its empty cell, a card would show a bare label.
              if (value === '') return null;
              return (
                <Fragment key={column.source}>
                  <dt>{translate(column.label)}</dt>
                  <dd>{value}</dd>
                </Fragment>
              );
            })}
          </dl>
        </div>
        {rowActions && <div className="scheda-azioni">{rowActions}</div>}
      </li>
    </RecordContextProvider>
  );
});
RowCard.displayName = 'RowCard';

/** The list on a phone: one card a row, with its key fields and its actions, and nothing to scroll sideways. */
export const DataCards = <R extends RaRecord>({ label, rows, columns, rowActions, selectable }: Props<R>) => {
  const { selectedIds, onToggleItem } = useListContext();
  return (
    <Elenco aria-label={label}>
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
    </Elenco>
  );
};
