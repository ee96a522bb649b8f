import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminsEndpoints } from '@guardian/contracts';
import { call } from '../../../lib/api-client';
import { adminsKey } from './list-admins';

/** Active or inactive; the list and the admin's own record are fetched again afterwards. */
export function useSetAdminStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 0 | 1 }) => call(adminsEndpoints.setStatus, { params: { id }, body: { status } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminsKey }),
  });
}
