import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '@guardian/contracts';
import { call } from '../../../lib/api-client';

/** Signs an admin out everywhere (a stolen laptop, a shared computer); the account stays active. */
export const useEndAdminSessions = () => useMutation({ mutationFn: (id: number) => call(authEndpoints.endAdminSessions, { params: { id } }) });
