import { columnsOf } from '../../../src/engine/columns';
import type { DataTableColumn } from '../../../src/list/types';
import type { ProgrammaRecord } from '../../../contract/programmi/schema';
import { programmiSchema } from '../../../contract/programmi/schema';
import { StatoChip } from '../StatoChip';

/** The schema's columns, with the state as a labelled chip. */
export const colonneProgrammi = (): DataTableColumn[] =>
  columnsOf(programmiSchema).map((column) =>
    column.source === 'descrizioneStato'
      ? {
          ...column,
          render: (record) => (
            <StatoChip
              idStato={(record as unknown as ProgrammaRecord).idStato}
              descrizione={String(record.descrizioneStato)}
            />
          ),
        }
      : column,
  );
