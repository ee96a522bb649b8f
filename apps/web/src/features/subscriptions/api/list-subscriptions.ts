import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SubscriptionsList } from '@guardian/contracts';
import { usePageCursors } from '../../../hooks/use-page-cursors';
import { api } from '../../../lib/api-client';

export type SubscriptionFilters = { keyword: string; status: '' | 'true' | 'false' };

export function useSubscriptions(params: SubscriptionFilters & { page: number; limit: number }) {
  const { page, limit, keyword, status } = params;
  const cursors = usePageCursors(JSON.stringify([limit, keyword, status]));
  return useQuery({
    queryKey: ['subscriptions', params],
    queryFn: async () => {
      // status goes as 'status=' for All, as the spec sends it.
      const body = await api<SubscriptionsList>('/subscription/admin/users', {
        query: { limit, page_no: page, keyword, status, cursor: cursors.cursorFor(page) },
      });
      cursors.remember(page, body.nextCursor);
      return body;
    },
    placeholderData: keepPreviousData,
  });
}
