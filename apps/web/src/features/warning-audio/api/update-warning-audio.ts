import { useMutation, useQueryClient } from '@tanstack/react-query';
import { warningAudioEndpoints } from '@guardian/contracts';
import { call } from '../../../lib/api-client';
import { warningAudiosKey } from './list-warning-audios';

/** Multipart; without audio_file the current audio stays. */
export function useUpdateWarningAudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: number; form: FormData }) => call(warningAudioEndpoints.update, { params: { id }, body: form }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: warningAudiosKey }),
  });
}
