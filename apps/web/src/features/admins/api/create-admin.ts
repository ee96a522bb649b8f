import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminsEndpoints } from '@guardian/contracts';
import { call } from '../../../lib/api-client';
import { adminsKey } from './list-admins';

export type AdminFormFields = { first_name: string; last_name: string; email: string; password?: string; confirm_password?: string };
export type AdminSave = { fields: AdminFormFields; picture: File | null };

/** Multipart, as the spec's admin calls take it: text fields, and the picture as the profile_pic file part. */
export function adminFormData({ fields, picture }: AdminSave): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, value);
  if (picture) form.set('profile_pic', picture);
  return form;
}

export function useCreateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: AdminSave) => call(adminsEndpoints.create, { body: adminFormData(save) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminsKey }),
  });
}
