export type PaginationItem = number | 'start-ellipsis' | 'end-ellipsis';

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * Page numbers to show: a window of `windowSize` pages around the current one, plus the first and
 * the last page, with an ellipsis where pages are skipped.
 */
export function paginationItems(current: number, totalPages: number, windowSize: number): PaginationItem[] {
  if (totalPages <= windowSize) return range(1, totalPages);
  const start = Math.min(Math.max(1, current - Math.floor(windowSize / 2)), totalPages - windowSize + 1);
  const end = start + windowSize - 1;
  return [
    ...(start > 1 ? [1] : []),
    ...(start > 2 ? ['start-ellipsis' as const] : []),
    ...range(start, end),
    ...(end < totalPages - 1 ? ['end-ellipsis' as const] : []),
    ...(end < totalPages ? [totalPages] : []),
  ];
}
