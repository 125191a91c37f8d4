import { useListContext, useStore, type SortPayload } from 'react-admin';
import { nextSorts, type SortItem } from './sortCycle';

const sameSort = (a: SortItem | undefined, b: SortPayload) => a?.field === b.field && a.order === b.order;

/**
 * Multi-column sort over react-admin's single sort. The whole sort lives in the store, next to the
 * other list parameters; the data provider receives the primary sort only, and 'no sort' sends the
 * list's natural order (`defaultSort`). Secondary sorts are shown and kept, and order rows whose
 * primary values are equal within the page (see docs/adding-a-resource.md).
 */
export function useMultiSort(defaultSort: SortPayload) {
  const { sort, setSort, resource } = useListContext();
  const [stored, setStored] = useStore<SortItem[]>(`${resource}.dataTable.sorts`, []);
  const sorts: readonly SortItem[] = sameSort(stored[0], sort) ? stored : sameSort(defaultSort, sort) ? [] : [sort];

  const toggleSort = (field: string, additive: boolean) => {
    const next = nextSorts(sorts, field, additive);
    setStored(next);
    setSort(next[0] ?? defaultSort);
  };
  return { sorts, toggleSort };
}
