import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const unlock = (body: { password: string }) => api<{ message: string }>('/auth/unlock', { method: 'POST', body });

export const useUnlock = () => useMutation({ mutationFn: unlock });
