import { useMutation } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client';

export const forgotPassword = (body: { email: string }) =>
  api<Envelope<{ message: string }>>('/auth/admin-forgot-password', { method: 'POST', body });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
