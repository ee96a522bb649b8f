import { useQuery } from '@tanstack/react-query';
import { usersEndpoints } from '@guardian/contracts';
import { call } from '../../../lib/api-client';
import { usersKey } from './list-users';

export const useUser = (userId: string | undefined) =>
  useQuery({
    queryKey: [...usersKey, 'one', userId],
    queryFn: () => call(usersEndpoints.getUser, { params: { userId: userId ?? '' } }),
    enabled: userId !== undefined,
    staleTime: 0,
  });
