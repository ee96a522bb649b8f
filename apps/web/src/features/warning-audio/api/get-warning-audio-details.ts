import { useQuery } from '@tanstack/react-query';
import type { WarningAudioRow } from '@guardian/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { warningAudiosKey } from './list-warning-audios';

export const useWarningAudioDetails = (id: number | null) =>
  useQuery({
    queryKey: [...warningAudiosKey, 'details', id],
    queryFn: () => api<Envelope<WarningAudioRow>>(`/get-warning-audio-details/${id}`),
    enabled: id !== null,
    staleTime: 0,
  });
