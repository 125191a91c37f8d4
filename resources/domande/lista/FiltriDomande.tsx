import { FilterForm } from 'react-admin';
import { domandeSchema } from '../../../contract/domande/schema';
import { inputFor } from '../../../src/engine/inputs';
import type { AnyField } from '../../../src/engine/types';

/** The seven filters of spec §7, as the schema declares them. */
export const FiltriDomande = () => (
  <FilterForm
    filters={(domandeSchema.list?.filters ?? []).map((filtro) => inputFor(filtro as AnyField, { alwaysOn: true }))}
  />
);
