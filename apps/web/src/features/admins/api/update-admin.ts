import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRow } from '@guardian/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { adminFormData, type AdminSave } from './create-admin';
import { adminsKey } from './list-admins';

export function useUpdateAdmin(adminId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: AdminSave) => api<Envelope<AdminRow>>(`/auth/update-admin-details/${adminId}`, { method: 'PUT', body: adminFormData(save) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminsKey }),
  });
}
