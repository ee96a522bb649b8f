import { useMutation, useQueryClient } from '@tanstack/react-query';
import { warningAudioEndpoints } from '@guardian/contracts';
import { call } from '../../../lib/api-client';
import { warningAudiosKey } from './list-warning-audios';

export function useDeleteWarningAudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(warningAudioEndpoints.delete, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: warningAudiosKey }),
  });
}
