import type { Row } from '@tanstack/react-table';
import { Fragment, memo, type ReactNode } from 'react';
import { RecordContextProvider, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { cellContent, rowNameOf } from './cella';
import type { DataTableColumn } from './types';
import { ElencoSchede } from './ElencoSchede';
import { SelectCheckbox } from './SelectCheckbox';

interface Props<R extends RaRecord> {
  readonly label: string;
  readonly rows: readonly Row<R>[];
  /** The card's fields: the first names the record, the others are shown with their labels. */
  readonly columns: readonly DataTableColumn<R>[];
  readonly rowActions?: ReactNode;
  readonly selectable: boolean;
  readonly onToggleSelected: (id: Identifier) => void;
}

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
export const DataCards = <R extends RaRecord>({
  label,
  rows,
  columns,
  rowActions,
  selectable,
  onToggleSelected,
}: Props<R>) => (
  <ElencoSchede aria-label={label}>
    {rows.map((row) => (
      <RowCard
        key={row.id}
        record={row.original}
        columns={columns as readonly DataTableColumn[]}
        rowActions={rowActions}
        selectable={selectable}
        selected={row.getIsSelected()}
        onToggleItem={onToggleSelected}
      />
    ))}
  </ElencoSchede>
);
