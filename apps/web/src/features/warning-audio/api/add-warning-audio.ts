import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WarningAudioRow } from '@guardian/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { warningAudiosKey } from './list-warning-audios';

/** Multipart: audio_file, language, trigger_time, warning_audio_name (spec section 7). */
export function useAddWarningAudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api<Envelope<WarningAudioRow>>('/add-warning-audio', { method: 'POST', body: form }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: warningAudiosKey }),
  });
}
