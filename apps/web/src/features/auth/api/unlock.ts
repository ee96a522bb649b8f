import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type BodyInput } from '@guardian/contracts';
import { call } from '../../../lib/api-client';

export const unlock = (body: BodyInput<typeof authEndpoints.unlock>) => call(authEndpoints.unlock, { body });

export const useUnlock = () => useMutation({ mutationFn: unlock });
