import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserBody, UserRow } from '@guardian/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { usersKey } from './list-users';

export function useUpdateUser(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => api<Envelope<UserRow>>(`/user/admin/update-user-details/${userId}`, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
