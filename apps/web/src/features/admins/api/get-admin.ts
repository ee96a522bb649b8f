import { useQuery } from '@tanstack/react-query';
import type { AdminRow } from '@guardian/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { adminsKey } from './list-admins';

export const useAdmin = (adminId: string | undefined) =>
  useQuery({
    queryKey: [...adminsKey, 'one', adminId],
    queryFn: () => api<Envelope<AdminRow>>(`/auth/get-admin-by-id/${encodeURIComponent(adminId ?? '')}`),
    enabled: adminId !== undefined,
    staleTime: 0,
  });
