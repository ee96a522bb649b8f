import { useMutation } from '@tanstack/react-query';
import { profileEndpoints, type BodyInput } from '@guardian/contracts';
import { call } from '../../../lib/api-client';

export const useChangePassword = () =>
  useMutation({ mutationFn: (body: BodyInput<typeof profileEndpoints.changePassword>) => call(profileEndpoints.changePassword, { body }) });
