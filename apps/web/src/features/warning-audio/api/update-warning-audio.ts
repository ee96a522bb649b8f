import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WarningAudioRow } from '@guardian/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { warningAudiosKey } from './list-warning-audios';

/** Multipart; without audio_file the current audio stays. */
export function useUpdateWarningAudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: number; form: FormData }) => api<Envelope<WarningAudioRow>>(`/update-warning-audio-details/${id}`, { method: 'PUT', body: form }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: warningAudiosKey }),
  });
}
