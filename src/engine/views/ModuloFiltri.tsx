import { FilterForm } from 'react-admin';
import { inputFor } from '../inputs';
import { labelledFields } from '../labels';
import type { SchemaViewProps } from '../types';

/**
 * The list's filter form, one input per filter the schema derives from its query (`list.filters`). A chunk of its
 * own (react-hook-form and the inputs): a phone loads it only when the person opens the filters (SchemaFilters).
 */
const ModuloFiltri = ({ schema }: SchemaViewProps) => (
  <FilterForm
    filters={labelledFields(schema.name, schema.list?.filters ?? [], { filter: true }).map((field) =>
      inputFor(field, { alwaysOn: true }),
    )}
  />
);

export default ModuloFiltri;
