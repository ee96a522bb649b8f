import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EmergencyContactsList } from '@guardian/contracts';
import { usePageCursors } from '../../../hooks/use-page-cursors';
import { api } from '../../../lib/api-client';

/** active_status: 1 All, 3 Active, 2 Inactive (spec section 9). */
export type EmergencyContactFilters = { keyword: string; activeStatus: string };

export function useEmergencyContacts(params: EmergencyContactFilters & { page: number; limit: number }) {
  const { page, limit, keyword, activeStatus } = params;
  const cursors = usePageCursors(JSON.stringify([limit, keyword, activeStatus]));
  return useQuery({
    queryKey: ['emergency-contacts', params],
    queryFn: async () => {
      const body = await api<EmergencyContactsList>('/admin/list-emergency-contacts-data', {
        query: { limit, page_no: page, keyword, active_status: activeStatus, cursor: cursors.cursorFor(page) },
      });
      cursors.remember(page, body.nextCursor);
      return body;
    },
    placeholderData: keepPreviousData,
  });
}
