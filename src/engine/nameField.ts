import type { AnySchema } from './types';

/** The field that names a record in labels: the declared one, else its first list column. */
export const nameFieldOf = (schema: AnySchema): string => schema.nameField ?? schema.list?.columns[0] ?? schema.idField;
