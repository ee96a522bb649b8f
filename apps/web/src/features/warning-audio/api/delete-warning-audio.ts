import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { warningAudiosKey } from './list-warning-audios';

export function useDeleteWarningAudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ message: string }>(`/delete-warning-audio/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: warningAudiosKey }),
  });
}
