import { useState } from 'react';
import { DEFAULT_PER_PAGE, rowNumber } from './pagination';

/**
 * Page and page size of a list, for <Pagination {...pager.props} />. A new page size goes
 * back to page 1, and a page left empty (the last row of the last page was deleted, a
 * search narrowed the list) falls back to the last page that has rows.
 *
 *   const pager = usePagination(filtered.length);
 *   const rows = pager.slice(filtered);
 *
 * For server-side lists pass the server's total and send pager.page / pager.perPage.
 */
export function usePagination(total: number, initialPerPage: number = DEFAULT_PER_PAGE) {
  const [requestedPage, setPage] = useState(1);
  const [perPage, setPerPageState] = useState(initialPerPage);
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(requestedPage, lastPage);

  const setPerPage = (size: number) => {
    setPerPageState(size);
    setPage(1);
  };
  return {
    page,
    perPage,
    setPage,
    setPerPage,
    /** Back to page 1, e.g. when a filter changes. */
    reset: () => setPage(1),
    slice: <T>(items: readonly T[]): T[] => items.slice((page - 1) * perPage, page * perPage),
    rowNumber: (index: number) => rowNumber(page, perPage, index),
    props: { page, perPage, total, onPageChange: setPage, onPerPageChange: setPerPage },
  };
}
