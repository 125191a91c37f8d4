import { FilterForm } from 'react-admin';
import { domandeSchema } from '../../../contract/domande/schema';
import { inputFor } from '../../../src/engine/inputs';
import { labelledFields } from '../../../src/engine/labels';
import type { AnyField } from '../../../src/engine/types';

/** The seven legacy filters, as the schema declares them. */
export const FiltriDomande = () => (
  <FilterForm
    filters={labelledFields('domande', (domandeSchema.list?.filters ?? []) as readonly AnyField[], {
      filter: true,
    }).map((filtro) => inputFor(filtro, { alwaysOn: true }))}
  />
);
