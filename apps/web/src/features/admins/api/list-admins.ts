import { adminsEndpoints } from '@guardian/contracts';
import { useListQuery } from '../../../hooks/use-list-query';
import { call } from '../../../lib/api-client';

export const adminsKey = ['admins'] as const;

export function useAdmins({ page, limit, ...filters }: { page: number; limit: number; search: string }) {
  return useListQuery(adminsKey, { page, limit, filters }, ({ search }, ask) => call(adminsEndpoints.list, { query: { ...ask, search: search || undefined } }));
}
