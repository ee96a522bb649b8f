import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const resetPassword = ({ token, ...body }: { token: string; new_password: string; confirm_password: string }) =>
  api<{ message: string }>(`/auth/admin-reset-password/${encodeURIComponent(token)}`, { method: 'POST', body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
