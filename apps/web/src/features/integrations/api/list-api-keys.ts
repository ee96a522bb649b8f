import { useQuery } from '@tanstack/react-query';
import { integrationsEndpoints } from '@guardian/contracts';
import { call } from '../../../lib/api-client';

export const apiKeysKey = ['api-keys'] as const;

/** Service keys that are not revoked; only a super admin may list them (the page sits behind SuperAdminOnly). */
export const useApiKeys = () => useQuery({ queryKey: apiKeysKey, queryFn: () => call(integrationsEndpoints.list) });
