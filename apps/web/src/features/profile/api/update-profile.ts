import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileEndpoints } from '@guardian/contracts';
import { call } from '../../../lib/api-client';
import { myProfileKey } from './get-my-profile';

/** Sent as form data, as the spec's update-profile call takes it. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: { full_name: string; email: string }) => {
      const form = new FormData();
      form.set('full_name', values.full_name);
      form.set('email', values.email);
      return call(profileEndpoints.updateMyProfile, { body: form });
    },
    onSuccess: (response) => queryClient.setQueryData(myProfileKey, response),
  });
}
