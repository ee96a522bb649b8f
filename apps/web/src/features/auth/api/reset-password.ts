import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type BodyInput } from '@guardian/contracts';
import { call } from '../../../lib/api-client';

export const resetPassword = ({ token, ...body }: { token: string } & BodyInput<typeof authEndpoints.resetPassword>) =>
  call(authEndpoints.resetPassword, { params: { token }, body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
