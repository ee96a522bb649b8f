import type { SignInData } from '@guardian/contracts';
import { api, type Envelope } from '../../../lib/api-client';

/** The sign-in call. The login page calls it without TanStack Query, which it would be the only user of. */
export const signIn = (body: { email: string; password: string }) =>
  api<Envelope<SignInData>>('/auth/admin-signin', { method: 'POST', body });
