import { panicEventsEndpoints, type AlarmKind, type AlarmStatus, type PanicOrderBy, type SortDirection } from '@guardian/contracts';
import { useListQuery } from '../../../hooks/use-list-query';
import { call } from '../../../lib/api-client';

/** What the list and its export send; a filter undefined is not applied (every status, type, source, kind, date). */
export type PanicEventFilters = {
  keyword: string;
  order_by: PanicOrderBy;
  order: SortDirection;
  status: AlarmStatus | undefined;
  alertType?: 1 | 2;
  source?: 1 | 2;
  kind?: AlarmKind;
  /** The instants the chosen local days begin and end (dayRangeQuery). */
  from?: string;
  to?: string;
};

/** Rows carry their alert logs, so the View logs modal opens without another call. */
export function usePanicEvents({ page, limit, ...filters }: PanicEventFilters & { page: number; limit: number }) {
  return useListQuery(['panic-events'], { page, limit, filters }, (query, ask) => call(panicEventsEndpoints.list, { query: { ...ask, ...query } }));
}
