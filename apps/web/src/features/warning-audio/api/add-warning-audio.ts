import { useMutation, useQueryClient } from '@tanstack/react-query';
import { warningAudioEndpoints } from '@guardian/contracts';
import { call } from '../../../lib/api-client';
import { warningAudiosKey } from './list-warning-audios';

/** Multipart: audio_file, language, trigger_time, warning_audio_name (spec section 7). */
export function useAddWarningAudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => call(warningAudioEndpoints.create, { body: form }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: warningAudiosKey }),
  });
}
