import { experienceUrl } from '../../lib/public-links';
import { sql, type SQL } from 'drizzle-orm';
import {
  dateRangeBounds,
  type AlarmKind,
  type AlarmOutcome,
  type AlarmStatus,
  type PanicEventRow,
  type PanicOrderBy,
  type SortDirection,
} from '@guardian/contracts';
import { createdBetween, defineList, directionOf, type ListContext, type SortOrders } from '../../lib/list-engine';
import { isoUtc, joinedContains, keywordMatch, SHORT_KEYWORD } from '../../lib/sql-helpers';
import { eventsOfNamesHolding, narrowedLookup, trigramFrequencies } from '../../lib/trigram-window';
import { placeFrom } from '@guardian/contracts';

export type PanicEventsFilters = {
  keyword: string;
  order_by: PanicOrderBy;
  order: SortDirection;
  status?: AlarmStatus;
  alertType?: number;
  source?: number;
  kind?: AlarmKind;
  from?: string;
  to?: string;
  /** One person's events (the user page): panic_events_user_created_idx (user_id, created_at, id). */
  userId?: number;
};

/** Each order is served by its btree index. */
const ORDERS: SortOrders<PanicOrderBy> = {
  createdAt: { column: sql`p.created_at`, type: 'timestamptz', index: 'panic_events_created_idx' },
  userName: { column: sql`p.user_name`, type: 'text', index: 'panic_events_user_name_idx' },
  fullName: { column: sql`p.user_full_name`, type: 'text', index: 'panic_events_full_name_idx' },
};

/** The keyword against a user name and a full name (a short one: the start of the user name or of a word of the full name). */
const namesMatch = (keyword: string, userName: SQL, fullName: SQL) => keywordMatch(keyword, [{ column: userName }, { column: fullName, words: true }]);

/**
 * The accounts whose names hold the keyword, through their trigram indexes; a long keyword may be looked up by a
 * cheaper part of it, each account it names then tested for the whole keyword (decision 041).
 */
function accountNamesMatch(keyword: string, ctx: ListContext): SQL {
  const names = (text: string) => namesMatch(text, sql`a.user_name`, sql`a.full_name`);
  if (keyword.length < SHORT_KEYWORD) return names(keyword);
  const whole = sql`(strpos(lower(a.user_name), lower(${keyword})) > 0 or strpos(lower(a.full_name), lower(${keyword})) > 0)`;
  return narrowedLookup(keyword, trigramFrequencies(ctx), names, whole);
}

type Raw = {
  id: number | string;
  userId: number | string;
  userName: string;
  fullName: string;
  createdAt: string;
  alertType: number;
  isAlertStartedFromDevice: number;
  experienceId: string | null;
  status: AlarmStatus;
  kind: AlarmKind;
  alertLogs: unknown;
  placeName: string | null;
  placeCountry: string | null;
  outcome: AlarmOutcome | null;
  handlerId: number | string | null;
  handlerName: string | null;
  note: string;
  handoffReference: string | null;
};

/** The owner's name, and the reference of the latest hand-off (alarm_actions_event_idx): also cells of the export. */
export const handlerNameSql = sql`(select o.full_name from accounts o where o.id = p.owner_id)`;
export const handoffReferenceSql = sql`(select a.data->>'reference' from alarm_actions a where a.panic_event_id = p.id and a.kind = 'handoff'
                                        order by a.id desc limit 1)`;

/**
 * Panic events (decision 007), up to ten million rows. The user's names are copied onto each event (ingest
 * copies the account's, a rename rewrites them), so a page walking an order's index tests the names on each row
 * it passes. A collect (a rare name) finds the accounts first, through their trigram indexes (a tenth of the
 * events'), then their events through panic_events_user_created_idx (decision 038). A status is
 * panic_events_status_idx (status, created_at, id).
 * A page carries each event's logs (at most 100 rows a page, one index lookup each), so the View logs modal
 * opens without another call; an export does not need them.
 */
function panicEventsList(withLogs: boolean) {
  const logs = withLogs
    ? sql`(select coalesce(json_agg(json_build_object('eventType', l.event_type, 'eventMessage', l.event_message,
              'timeStamp', ${isoUtc(sql`l.time_stamp`)}) order by l.time_stamp, l.id), '[]'::json)
           from alert_logs l where l.panic_event_id = p.id)`
    : sql`'[]'::json`;
  return defineList<PanicEventsFilters, Raw, PanicEventRow>({
    table: 'panic_events',
    alias: 'p',
    columns: () => sql`p.id, p.user_id as "userId", p.user_name as "userName", p.user_full_name as "fullName", ${isoUtc(sql`p.created_at`)} as "createdAt",
      p.alert_type as "alertType", p.is_alert_started_from_device as "isAlertStartedFromDevice", p.experience_id as "experienceId",
      p.status, p.kind, ${logs} as "alertLogs", p.place_name as "placeName", p.country_code as "placeCountry",
      p.outcome, p.owner_id as "handlerId", ${handlerNameSql} as "handlerName", p.resolution_note as note, ${handoffReferenceSql} as "handoffReference"`,
    // The alert type and the source each have an index with the date after them (panic_events_type_idx,
    // panic_events_source_idx, panic_events_kind_idx), so a rare value is found, and newest first, without reading the other rows.
    filters: ({ query }) => [
      query.status ? sql`p.status = ${query.status}` : undefined,
      query.userId === undefined ? undefined : sql`p.user_id = ${query.userId}`,
      query.alertType === undefined ? undefined : sql`p.alert_type = ${query.alertType}`,
      query.source === undefined ? undefined : sql`p.is_alert_started_from_device = ${query.source}`,
      query.kind === undefined ? undefined : sql`p.kind = ${query.kind}`,
      createdBetween(sql`p.created_at`, dateRangeBounds(query)),
    ],
    // Tested on the events a walk passes and a total's sample reads: both names in one test where it can.
    search: ({ query }) =>
      query.keyword
        ? (joinedContains(query.keyword, [sql`p.user_name`, sql`p.user_full_name`]) ?? namesMatch(query.keyword, sql`p.user_name`, sql`p.user_full_name`))
        : undefined,
    collectSearch: ({ query, ctx }) =>
      query.keyword ? sql`p.user_id in (select a.id from accounts a where ${accountNamesMatch(query.keyword, ctx)})` : undefined,
    searchShare: ({ query, ctx }) => (query.keyword ? eventsOfNamesHolding(query.keyword, trigramFrequencies(ctx)) : undefined),
    orders: ORDERS,
    pageMarks: 'panic-events',
    sort: (query) => ({ by: query.order_by, direction: directionOf(query.order) }),
    toRow: (raw, { ctx }) => ({
      id: Number(raw.id),
      userAlert: { userId: Number(raw.userId), fullName: raw.fullName, userName: raw.userName },
      createdAt: raw.createdAt,
      alertType: raw.alertType,
      isAlertStartedFromDevice: raw.isAlertStartedFromDevice,
      alertLogs: (typeof raw.alertLogs === 'string' ? JSON.parse(raw.alertLogs) : raw.alertLogs) as PanicEventRow['alertLogs'],
      eventUrl: experienceUrl(ctx.config.publicUrl, raw.experienceId),
      status: raw.status,
      kind: raw.kind,
      place: placeFrom(raw.placeName, raw.placeCountry),
      outcome: raw.outcome,
      handler: raw.handlerId === null ? null : { id: Number(raw.handlerId), name: raw.handlerName ?? '' },
      note: raw.note,
      handoffReference: raw.handoffReference ?? '',
    }),
  });
}

export const panicEventsPages = panicEventsList(true);
export const panicEventsExport = panicEventsList(false);
