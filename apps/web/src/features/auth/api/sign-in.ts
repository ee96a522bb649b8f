import { useMutation } from '@tanstack/react-query';
import type { SignInData } from '@guardian/contracts';
import { api, type Envelope } from '../../../lib/api-client';

export const signIn = (body: { email: string; password: string }) =>
  api<Envelope<SignInData>>('/auth/admin-signin', { method: 'POST', body });

export const useSignIn = () => useMutation({ mutationFn: signIn });
