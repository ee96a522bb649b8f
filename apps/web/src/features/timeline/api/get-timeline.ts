import { timelineEndpoints, type TimelineQuery } from '@guardian/contracts';
import { useListQuery } from '../../../hooks/use-list-query';
import { call } from '../../../lib/api-client';

/** The timeline's filters, as the server takes them (the page and its cursor are the list's). */
export type TimelineFilterQuery = Omit<TimelineQuery, 'limit' | 'page_no' | 'cursor'>;

export const useTimeline = (request: { page: number; limit: number; filters: TimelineFilterQuery }) =>
  useListQuery(['audit-timeline'], request, (filters, ask) => call(timelineEndpoints.getAuditTimeline, { query: { ...filters, ...ask } }));
