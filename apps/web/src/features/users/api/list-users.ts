import { ROLE, usersEndpoints, type SortDirection, type UserOrderBy } from '@guardian/contracts';
import { useListQuery } from '../../../hooks/use-list-query';
import { call } from '../../../lib/api-client';

export const usersKey = ['users'] as const;

/** The list's search and order; `search` is already the server term: undefined unless the typed text is longer than 2 characters. */
export type UserListFilters = { search?: string; order_by: UserOrderBy; order: SortDirection };

export function useUsers({ page, limit, ...filters }: UserListFilters & { page: number; limit: number }) {
  return useListQuery(usersKey, { page, limit, filters }, (query, ask) =>
    call(usersEndpoints.listUsers, { query: { ...ask, ...query, role_id: ROLE.appUser } }),
  );
}
