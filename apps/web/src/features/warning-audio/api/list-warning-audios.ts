import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { warningAudioEndpoints } from '@guardian/contracts';
import { call } from '../../../lib/api-client';

export const warningAudiosKey = ['warning-audios'] as const;

/** Warning audios have their own list call (not the CMS list-templates: docs/decisions/009). */
export const useWarningAudios = (page: number, limit: number) =>
  useQuery({
    queryKey: [...warningAudiosKey, page, limit],
    queryFn: () => call(warningAudioEndpoints.list, { query: { limit, page_no: page } }),
    placeholderData: keepPreviousData,
  });
