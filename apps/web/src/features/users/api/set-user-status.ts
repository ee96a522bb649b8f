import { useMutation } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client';

export const useSetUserStatus = () =>
  useMutation({
    mutationFn: ({ userId, status }: { userId: number; status: 0 | 1 }) =>
      api<Envelope<{ userId: number; status: number }>>(`/user/admin/active-deactive-user/${userId}`, { method: 'PATCH', body: { status } }),
  });
