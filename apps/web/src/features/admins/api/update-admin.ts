import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminsEndpoints } from '@guardian/contracts';
import { call } from '../../../lib/api-client';
import { adminFormData, type AdminSave } from './create-admin';
import { adminsKey } from './list-admins';

export function useUpdateAdmin(adminId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: AdminSave) => call(adminsEndpoints.update, { params: { id: adminId }, body: adminFormData(save) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminsKey }),
  });
}
