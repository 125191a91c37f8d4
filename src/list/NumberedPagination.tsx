import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { Table } from '@tanstack/react-table';
import { useTranslate, type RaRecord } from 'react-admin';
import { paginationItems, type PaginationItem } from './paginationItems';

/** The data table's ellipsis window, the legacy portal's. */
export const DEFAULT_PAGE_WINDOW = 10;

/** A mark, not a word: hidden from assistive technology and the same in every language. */
const ELLIPSIS = '…';

const PageButton = ({
  item,
  current,
  onPage,
}: {
  item: PaginationItem;
  current: number;
  onPage: (page: number) => void;
}) => {
  const translate = useTranslate();
  return typeof item === 'number' ? (
    <Button
      variant={item === current ? 'contained' : 'text'}
      aria-current={item === current ? 'page' : undefined}
      aria-label={translate('portale.pagination.page', { page: item })}
      onClick={() => onPage(item)}
      sx={{ minWidth: 40 }}
    >
      {item}
    </Button>
  ) : (
    <Box component="span" aria-hidden sx={{ px: 1 }}>
      {ELLIPSIS}
    </Box>
  );
};

/** The table's pages, which react-admin's list asks of the server (TanStack's manual pagination). */
export const NumberedPagination = <R extends RaRecord>({
  table,
  window = DEFAULT_PAGE_WINDOW,
  showPreviousNext = true,
}: {
  table: Table<R>;
  window?: number;
  showPreviousNext?: boolean;
}) => {
  const translate = useTranslate();
  const page = table.getState().pagination.pageIndex + 1;
  const totalPages = table.getPageCount();
  const setPage = (item: number) => table.setPageIndex(item - 1);
  if (totalPages < 2) return null;
  return (
    <Box component="nav" aria-label={translate('portale.pagination.label')} sx={{ mt: 2 }}>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}
      >
        {showPreviousNext && (
          <li>
            <IconButton
              aria-label={translate('portale.pagination.previous')}
              disabled={!table.getCanPreviousPage()}
              onClick={() => table.previousPage()}
            >
              <ChevronLeftIcon />
            </IconButton>
          </li>
        )}
        {paginationItems(page, totalPages, window).map((item) => (
          <li key={item}>
            <PageButton item={item} current={page} onPage={setPage} />
          </li>
        ))}
        {showPreviousNext && (
          <li>
            <IconButton
              aria-label={translate('portale.pagination.next')}
              disabled={!table.getCanNextPage()}
              onClick={() => table.nextPage()}
            >
              <ChevronRightIcon />
            </IconButton>
          </li>
        )}
      </Box>
    </Box>
  );
};
