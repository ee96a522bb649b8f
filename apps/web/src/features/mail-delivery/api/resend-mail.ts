import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mailDeliveryEndpoints } from '@guardian/contracts';
import { call } from '../../../lib/api-client';
import { mailDeliveryKey } from './list-mail-delivery';

export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(mailDeliveryEndpoints.resend, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailDeliveryKey }),
  });
}
