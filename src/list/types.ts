import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';

export interface DataTableColumn<R extends RaRecord = RaRecord> {
  readonly source: string;
  /** A text, or a catalogue key such as `resources.<name>.fields.<source>`. */
  readonly label: string;
  readonly sortable?: boolean;
  /** Adds a text filter for this column, bound to the list filter of the same name. */
  readonly filterable?: boolean;
  /** Content of the cell; the raw value by default. */
  readonly render?: (record: R) => ReactNode;
}
