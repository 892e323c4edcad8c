import { useState } from 'react';

/**
 * The page a pager shows, starting at 1 and back to 1 whenever the total changes (spec section 5,
 * Pagination), so a list that shrank never shows an empty page.
 */
export function usePage(total: number | undefined): [page: number, setPage: (page: number) => void] {
  const [state, setState] = useState({ page: 1, total });
  const page = state.total === total ? state.page : 1;
  return [page, (next: number) => setState({ page: next, total })];
}
