import type { Identifier } from 'react-admin';
import type { ParentOfList } from '../../../contract/types';
import type { AnySchema } from '../types';

export const PARENT_ID_PARAM = 'parentId';

export function parentOf(schema: AnySchema): ParentOfList {
  const parent = schema.list?.parent;
  if (!parent) throw new Error(`The list "${schema.name}" declares no parent`);
  return parent;
}

/** The list's filter that names its parent: the data provider puts it in the list's path. */
export const parentFilter = (schema: AnySchema, parentId: Identifier) => ({ [parentOf(schema).param]: parentId });

/** Where the page of a list under a parent lives; react-router fills `:parentId`. */
export const parentListPath = (schema: AnySchema, parentId: Identifier | `:${typeof PARENT_ID_PARAM}`) =>
  `/${parentOf(schema).resource}/${parentId}/${schema.name}`;
