import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersEndpoints, type CreateUserBody } from '@guardian/contracts';
import { call } from '../../../lib/api-client';
import { usersKey } from './list-users';

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserBody) => call(usersEndpoints.createUser, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
