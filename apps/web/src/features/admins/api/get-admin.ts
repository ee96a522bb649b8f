import { useQuery } from '@tanstack/react-query';
import { adminsEndpoints } from '@guardian/contracts';
import { call } from '../../../lib/api-client';
import { adminsKey } from './list-admins';

export const useAdmin = (adminId: string | undefined) =>
  useQuery({
    queryKey: [...adminsKey, 'one', adminId],
    queryFn: () => call(adminsEndpoints.get, { params: { id: adminId ?? '' } }),
    enabled: adminId !== undefined,
    staleTime: 0,
  });
