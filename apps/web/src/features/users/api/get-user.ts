import { useQuery } from '@tanstack/react-query';
import type { UserRow } from '@guardian/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { usersKey } from './list-users';

export const useUser = (userId: string | undefined) =>
  useQuery({
    queryKey: [...usersKey, 'one', userId],
    queryFn: () => api<Envelope<UserRow>>(`/user/admin/get-user-by-id/${encodeURIComponent(userId ?? '')}`),
    enabled: userId !== undefined,
    staleTime: 0,
  });
