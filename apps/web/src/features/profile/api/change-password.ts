import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: { old_password: string; password: string; confirm_password: string }) =>
      api<{ message: string }>('/change-password', { method: 'PUT', body }),
  });
