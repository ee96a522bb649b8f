import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserBody, UserRow } from '@guardian/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { usersKey } from './list-users';

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserBody) => api<Envelope<UserRow>>('/user/admin/create-user', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
