import type { RaRecord } from 'react-admin';
import { confrontaTesti } from '../../dataProvider/ordineItaliano';
import type { SortItem } from './sortCycle';

const compareValues = (a: unknown, b: unknown): number => {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return confrontaTesti(String(a ?? ''), String(b ?? ''));
};

/** Orders a page by the secondary sorts; the server already ordered it by the primary one. */
export function sortWithinPage<R extends RaRecord>(rows: readonly R[], sorts: readonly SortItem[]): readonly R[] {
  if (sorts.length < 2) return rows;
  return [...rows].sort((a, b) => {
    for (const { field, order } of sorts) {
      const difference = compareValues(a[field], b[field]);
      if (difference !== 0) return order === 'ASC' ? difference : -difference;
    }
    return 0;
  });
}
