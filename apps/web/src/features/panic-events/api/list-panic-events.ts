import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PanicEventsList, PanicOrderBy, SortDirection } from '@guardian/contracts';
import { usePageCursors } from '../../../hooks/use-page-cursors';
import { api } from '../../../lib/api-client';

export type PanicEventFilters = { keyword: string; orderBy: PanicOrderBy; order: SortDirection };

/** Rows carry their alert logs, so the View logs modal opens without another call. */
export function usePanicEvents(params: PanicEventFilters & { page: number; limit: number }) {
  const { page, limit, keyword, orderBy, order } = params;
  const cursors = usePageCursors(JSON.stringify([limit, keyword, orderBy, order]));
  return useQuery({
    queryKey: ['panic-events', params],
    queryFn: async () => {
      const body = await api<PanicEventsList>('/admin/list-panic-events', {
        query: { limit, page_no: page, order, keyword, order_by: orderBy, cursor: cursors.cursorFor(page) },
      });
      cursors.remember(page, body.nextCursor);
      return body;
    },
    placeholderData: keepPreviousData,
  });
}
