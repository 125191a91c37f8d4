import type { GetListParams, RaRecord } from 'ra-core';
import type { QueryValue } from './http';
import { confrontaTesti } from './ordineItaliano';

/** The page and order of a list call, as `_start`, `_end`, `_sort`, `_order`. */
export function pagingQuery({ pagination, sort }: GetListParams, idField: string): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  if (pagination) {
    query._start = (pagination.page - 1) * pagination.perPage;
    query._end = pagination.page * pagination.perPage;
  }
  if (sort?.field) {
    query._sort = sort.field === 'id' ? idField : sort.field;
    query._order = sort.order;
  }
  return query;
}

function compareValues(left: unknown, right: unknown): number {
  if (left === null || left === undefined) return right === null || right === undefined ? 0 : 1;
  if (right === null || right === undefined) return -1;
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return confrontaTesti(String(left), String(right));
}

/** Sorts and pages a whole list in the browser, for the legacy services that answer every record at once. */
export function pageLocally<R extends RaRecord>(records: readonly R[], { pagination, sort }: GetListParams): R[] {
  const direction = sort?.order === 'DESC' ? -1 : 1;
  const sorted = sort?.field
    ? [...records].sort((left, right) => direction * compareValues(left[sort.field], right[sort.field]))
    : [...records];
  if (!pagination) return sorted;
  const start = (pagination.page - 1) * pagination.perPage;
  return sorted.slice(start, start + pagination.perPage);
}
