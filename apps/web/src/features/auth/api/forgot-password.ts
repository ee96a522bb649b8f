import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type BodyInput } from '@guardian/contracts';
import { call } from '../../../lib/api-client';

export const forgotPassword = (body: BodyInput<typeof authEndpoints.requestPasswordReset>) => call(authEndpoints.requestPasswordReset, { body });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
