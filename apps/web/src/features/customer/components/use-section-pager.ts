import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@guardian/contracts';

/**
 * The page and page size of one paged part of the user page. Local rather than in the URL: the page has three
 * paged parts, and the URL's page belongs to the lists (use-list-params).
 */
export function useSectionPager() {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(DEFAULT_PAGE_SIZE);
  return {
    page,
    limit,
    onPageChange: setPage,
    onLimitChange: (value: number) => {
      setLimit(value);
      setPage(1);
    },
  };
}
