import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { WarningAudioRow } from '@guardian/contracts';
import { api } from '../../../lib/api-client';

export const warningAudiosKey = ['warning-audios'] as const;

/** Warning audios have their own list call (not the CMS list-templates: docs/decisions/009). */
export const useWarningAudios = (page: number, limit: number) =>
  useQuery({
    queryKey: [...warningAudiosKey, page, limit],
    queryFn: () => api<{ message: string; data: WarningAudioRow[]; TotalResult: number }>('/warning-audio/list-warning-audios', { query: { limit, page_no: page } }),
    placeholderData: keepPreviousData,
  });
