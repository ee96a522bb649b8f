import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersEndpoints, type UpdateUserBody } from '@guardian/contracts';
import { call } from '../../../lib/api-client';
import { usersKey } from './list-users';

export function useUpdateUser(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => call(usersEndpoints.updateUser, { params: { userId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
