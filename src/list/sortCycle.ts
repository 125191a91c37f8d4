export type SortOrder = 'ASC' | 'DESC';

export interface SortItem {
  readonly field: string;
  readonly order: SortOrder;
}

const following = (order: SortOrder | undefined): SortOrder | undefined =>
  order === undefined ? 'ASC' : order === 'ASC' ? 'DESC' : undefined;

/**
 * The sort after a click on a header: each column cycles ascending → descending → none.
 * A plain click makes the column the only sort; shift+click (`additive`) adds it to, or cycles it
 * within, the multi-column sort.
 */
export function nextSorts(sorts: readonly SortItem[], field: string, additive: boolean): SortItem[] {
  const current = sorts.find((sort) => sort.field === field);
  if (!additive) {
    const isOnlySort = sorts.length === 1 && current !== undefined;
    const order = isOnlySort ? following(current.order) : 'ASC';
    return order ? [{ field, order }] : [];
  }
  if (!current) return [...sorts, { field, order: 'ASC' }];
  const order = following(current.order);
  return order
    ? sorts.map((sort) => (sort.field === field ? { field, order } : sort))
    : sorts.filter((sort) => sort.field !== field);
}
