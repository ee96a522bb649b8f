import { useMutation, useQueryClient } from '@tanstack/react-query';
import { integrationsEndpoints, type CreateApiKeyBody } from '@guardian/contracts';
import { call } from '../../../lib/api-client';
import { apiKeysKey } from './list-api-keys';

/** The answer holds the whole key: the only time it exists outside the alarm service. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyBody) => call(integrationsEndpoints.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
