import { FilterForm } from 'react-admin';
import { inputFor } from '../inputs';
import { labelledFields } from '../labels';
import type { SchemaViewProps } from '../types';

/** The list's filter form, one input per filter the schema derives from its query (`list.filters`). */
export const SchemaFilters = ({ schema }: SchemaViewProps) => {
  const filters = labelledFields(schema.name, schema.list?.filters ?? [], { filter: true }).map((field) =>
    inputFor(field, { alwaysOn: true }),
  );
  return filters?.length ? <FilterForm filters={filters} /> : <span />;
};
