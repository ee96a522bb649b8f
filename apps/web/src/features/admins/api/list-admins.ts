import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListAdminsResponse } from '@guardian/contracts';
import { api } from '../../../lib/api-client';

export const adminsKey = ['admins'] as const;

export function useAdmins(params: { page: number; limit: number; search: string }) {
  return useQuery({
    queryKey: [...adminsKey, params],
    queryFn: () =>
      api<ListAdminsResponse>('/auth/list-admins', { query: { limit: params.limit, page_no: params.page, search: params.search || undefined } }),
    placeholderData: keepPreviousData,
  });
}
