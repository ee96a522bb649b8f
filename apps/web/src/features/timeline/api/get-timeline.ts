import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TimelineQuery, TimelineResponse } from '@guardian/contracts';
import { api } from '../../../lib/api-client';

export const getTimeline = (query: TimelineQuery) => api<TimelineResponse>('/audit/timeline', { query });

/** The previous page stays on screen while the next one loads, so the list does not jump. */
export const useTimeline = (query: TimelineQuery) =>
  useQuery({ queryKey: ['audit-timeline', query], queryFn: () => getTimeline(query), placeholderData: keepPreviousData });
