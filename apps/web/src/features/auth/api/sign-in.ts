import { authEndpoints, type BodyInput } from '@guardian/contracts';
import { call } from '../../../lib/api-client';

/** The sign-in call. The login page calls it without TanStack Query, which it would be the only user of. */
export const signIn = (body: BodyInput<typeof authEndpoints.signIn>) => call(authEndpoints.signIn, { body });
