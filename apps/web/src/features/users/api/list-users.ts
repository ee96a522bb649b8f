import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ROLE, type ListUsersResponse } from '@guardian/contracts';
import { api } from '../../../lib/api-client';

export const usersKey = ['users'] as const;

/** `search` is already the server term: undefined unless the typed text is longer than 2 characters. */
export function useUsers(params: { page: number; limit: number; search?: string }) {
  return useQuery({
    queryKey: [...usersKey, params],
    queryFn: () =>
      api<ListUsersResponse>('/user/admin/list-all-users', {
        query: { limit: params.limit, page_no: params.page, role_id: ROLE.appUser, search: params.search },
      }),
    placeholderData: keepPreviousData,
  });
}
