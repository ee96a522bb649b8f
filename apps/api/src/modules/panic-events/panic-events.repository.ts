import { sql, type SQL } from 'drizzle-orm';
import type { PanicOrderBy, SortDirection } from '@guardian/contracts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { orderBy, pageIds, sortValue, type PageWindow, type SortKey } from '../../lib/keyset';
import { countMatching, countTable } from '../../lib/row-count';
import { isoUtc, keywordMatch } from '../../lib/sql-helpers';

/** Each order is served by its btree index: (created_at, id), (user_name, id), (user_full_name, id). */
const SORT_COLUMNS: Record<PanicOrderBy, Pick<SortKey, 'column' | 'type'>> = {
  createdAt: { column: sql`p.created_at`, type: 'timestamptz' },
  userName: { column: sql`p.user_name`, type: 'text' },
  fullName: { column: sql`p.user_full_name`, type: 'text' },
};

export function panicSortKey(orderByCode: PanicOrderBy, order: SortDirection): SortKey {
  return { name: orderByCode, ...SORT_COLUMNS[orderByCode], id: sql`p.id`, direction: order === 'ASC' ? 'asc' : 'desc' };
}

/** The user's names are copied onto each event, so the search hits the events' own trigram indexes. */
export function panicKeywordFilter(keyword: string): SQL | undefined {
  if (!keyword) return undefined;
  return keywordMatch(keyword, [{ column: sql`p.user_name` }, { column: sql`p.user_full_name`, words: true }]);
}

export type PanicEventRecord = {
  id: number;
  sortValue: string;
  userName: string;
  fullName: string;
  createdAt: string;
  alertType: number;
  isAlertStartedFromDevice: number;
  experienceId: string | null;
  alertLogs: { eventType: string; eventMessage: string; timeStamp: string }[];
};

type Options = { filter?: SQL; key: SortKey; window: PageWindow; withLogs: boolean; collectFirst?: boolean };

/**
 * One page (or export batch) of events. The inner query picks the page's ids from the index alone (an
 * index-only scan when no filter applies), so a skipped-to deep page steps over index entries rather than
 * whole rows; only the page's own rows are then read, with their logs.
 */
export async function selectPanicEvents(db: Db, { filter, key, window, withLogs, collectFirst = false }: Options): Promise<PanicEventRecord[]> {
  const ids = pageIds({
    from: sql`panic_events p`,
    alias: 'p',
    columns: sql`p.id, p.created_at, p.user_name, p.user_full_name`,
    filter,
    key,
    window,
    collectFirst,
  });
  const logs = withLogs
    ? sql`(select coalesce(json_agg(json_build_object('eventType', l.event_type, 'eventMessage', l.event_message,
              'timeStamp', ${isoUtc(sql`l.time_stamp`)}) order by l.time_stamp, l.id), '[]'::json)
           from alert_logs l where l.panic_event_id = p.id)`
    : sql`'[]'::json`;
  const rows = await queryRows<PanicEventRecord & { id: number | string; alertLogs: unknown }>(
    db,
    sql`
      with page as (${ids})
      select p.id, ${sortValue(key)} as "sortValue", p.user_name as "userName", p.user_full_name as "fullName",
             ${isoUtc(sql`p.created_at`)} as "createdAt", p.alert_type as "alertType",
             p.is_alert_started_from_device as "isAlertStartedFromDevice", p.experience_id as "experienceId",
             ${logs} as "alertLogs"
      from page join panic_events p on p.id = page.id
      order by ${orderBy(key)}
    `,
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    alertLogs: (typeof row.alertLogs === 'string' ? JSON.parse(row.alertLogs) : row.alertLogs) as PanicEventRecord['alertLogs'],
  }));
}

export function countPanicEvents(db: Db, filter: SQL | undefined): Promise<number> {
  if (!filter) return countTable(db, 'panic_events');
  return countMatching(db, { table: 'panic_events', alias: 'p', filter });
}
