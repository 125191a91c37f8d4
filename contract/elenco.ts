import type { FieldDeclaration, ParentOfList, ResourceSchema } from './types';

/** A list read whole by one GET call, with no page of its own to create, edit or delete a row. */
export interface Elenco<R> {
  readonly name: string;
  readonly idField: Extract<keyof R, string>;
  readonly label: ResourceSchema<R>['label'];
  /** Its columns, in their order. */
  readonly fields: readonly FieldDeclaration<R>[];
  /** The call's path; its last segment before the `{parameters}` names the operation. */
  readonly path: string;
  /** Its parent record, whose id fills `{param}` of the path (from the address or the parent's page). */
  readonly parent?: ParentOfList;
  /** Absent: who reads it is the parent's own reads, checked on the parent. */
  readonly access?: ResourceSchema<R>['access'];
  readonly visibility?: ResourceSchema<R>['visibility'];
}

/**
 * The declaration of an `Elenco`: every field is a column, the path is its `getList`. A list saved whole adds its
 * `actions` to what this returns.
 */
export function elenco<R>({ fields, path, parent, access = {}, ...resto }: Elenco<R>): ResourceSchema<R> {
  const operationId =
    path
      .split('/')
      .filter((parte) => parte && !parte.startsWith('{'))
      .at(-1) ?? path;
  return {
    ...resto,
    fields,
    list: { columns: fields.map((field) => field.source), ...(parent ? { parent } : {}) },
    access,
    endpoints: { getList: { method: 'GET', path, operationId } },
  };
}
