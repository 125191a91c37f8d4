import type { AnyField, AnySchema } from '../types';

/** The `{placeholders}` of a path: the values the call cannot be made without. */
const placeholdersOf = (path = ''): string[] => [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);

/**
 * The create form's fields: the declared `createFields`, or every field but an id the server assigns. The natural keys
 * of the create path are asked as required fields, so a person is told what is missing in Italian, before any request,
 * and the data provider fills the path with what was typed.
 */
export function createFieldsOf(schema: AnySchema): AnyField[] {
  const keys = new Set(placeholdersOf(schema.endpoints?.create?.path));
  const fields =
    schema.createFields ?? schema.fields.filter((field) => schema.naturalKey || field.source !== schema.idField);
  return fields.map((field) => (keys.has(field.source) ? { ...field, required: true } : field));
}
