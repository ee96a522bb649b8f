import { useMutation, useQueryClient } from '@tanstack/react-query';
import { integrationsEndpoints } from '@guardian/contracts';
import { call } from '../../../lib/api-client';
import { apiKeysKey } from './list-api-keys';

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(integrationsEndpoints.revoke, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
