import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import type { DataTableColumn } from '../list/types';
import { columnsOf } from './columns';
import type { AnySchema } from './types';

/** A resource's state chip (chipDiStato), whatever its states. */
type ChipDiStato = ComponentType<{ idStato: never; descrizione?: string }>;

const fatte = new WeakMap<AnySchema, DataTableColumn[]>();

/**
 * A list's columns with the record's state (`descrizioneStato`) shown as its chip. Made once a schema, as columnsOf
 * makes its own: the same columns at every render, so that the rows are not drawn again for nothing.
 */
export function colonneConStato(schema: AnySchema, Chip: ChipDiStato): DataTableColumn[] {
  const note = fatte.get(schema);
  if (note) return note;
  const colonne = columnsOf(schema).map((column) =>
    column.source === 'descrizioneStato'
      ? {
          ...column,
          render: ({ idStato, descrizioneStato }: RaRecord) => (
            <Chip idStato={idStato as never} descrizione={String(descrizioneStato)} />
          ),
        }
      : column,
  );
  fatte.set(schema, colonne);
  return colonne;
}
