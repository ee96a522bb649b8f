import { useQuery } from '@tanstack/react-query';
import { warningAudioEndpoints } from '@guardian/contracts';
import { call } from '../../../lib/api-client';
import { warningAudiosKey } from './list-warning-audios';

export const useWarningAudioDetails = (id: number | null) =>
  useQuery({
    queryKey: [...warningAudiosKey, 'details', id],
    queryFn: () => call(warningAudioEndpoints.get, { params: { id } }),
    enabled: id !== null,
    staleTime: 0,
  });
