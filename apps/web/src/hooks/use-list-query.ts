import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usePageCursors } from './use-page-cursors';

/** What the server is asked for a page: the spec's page_no and limit, and the cursor when this page has one. */
export type PageAsk = { page_no: number; limit: number; cursor?: string };

/**
 * One page of a server list. The query key is the feature's key plus the page and its filters; Next and
 * Previous (any page seen before) go by the cursor the server returned with the page before, so the server
 * seeks instead of skipping rows, and a page jumped to goes by page_no. The page on screen stays while the
 * next one loads, so the table does not jump.
 */
export function useListQuery<F, A extends { nextCursor: string | null }>(
  key: readonly unknown[],
  request: { page: number; limit: number; filters: F },
  fetchPage: (filters: F, page: PageAsk) => Promise<A>,
) {
  const { page, limit, filters } = request;
  const cursors = usePageCursors(JSON.stringify([limit, filters]));
  return useQuery({
    queryKey: [...key, { ...filters, page, limit }],
    queryFn: async () => {
      const answer = await fetchPage(filters, { page_no: page, limit, cursor: cursors.cursorFor(page) });
      cursors.remember(page, answer.nextCursor);
      return answer;
    },
    placeholderData: keepPreviousData,
  });
}
