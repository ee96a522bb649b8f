import { z } from 'zod';
import { ALARM_OUTCOME, ALARM_STATUS } from './alarm-status';
import { ALARM_KIND } from './alarm-kind';
import { eventPlace } from './place';
import { ANY_ADMIN, defineEndpoint } from './endpoint';
import { pageQuery } from './envelope';
import { blankAsDefault, cursorParam, dateRangeFields, keywordParam, listPageFields, orderByParam, sortDirectionParam, withOrderedRange } from './list-query';
import { en } from './messages';

const m = en.panicEvents.validation;

/** Order-by codes of the panic event list: Date, User name, Full name (default: Date, descending). */
export const PANIC_ORDER_BY = ['createdAt', 'userName', 'fullName'] as const;
export type PanicOrderBy = (typeof PANIC_ORDER_BY)[number];

/** alertType 1 is a warning (orange dot), anything else an emergency (red dot). */
export const ALERT_TYPE_WARNING = 1;
export const ALERT_TYPE_EMERGENCY = 2;
/** isAlertStartedFromDevice 2 means the watch raised it, anything else the phone. */
export const ALERT_FROM_WATCH = 2;
export const ALERT_FROM_MOBILE = 1;

/** A code of a fixed pair (blank or absent: no filter), as a number. */
const codeParam = (message: string) => blankAsDefault(z.enum(['1', '2'], { message }).transform(Number).optional());

/** Open, acknowledged or resolved (the alarm desk's lifecycle); blank or absent: every status. */
const statusParam = blankAsDefault(z.enum(ALARM_STATUS, { message: en.requests.alarmStatus }).optional());

/** Panic, duress or test; blank or absent: every kind. */
const kindParam = blankAsDefault(z.enum(ALARM_KIND, { message: m.kindInvalid }).optional());

/**
 * The spec's keyword and order, the desk's status, and the operators' filters of issue 13: a date range
 * (`from`, `to`), the alert type (1 Warning, 2 Emergency), the source (1 Mobile, 2 Watch) and the kind (issue 32).
 */
const panicEventFilters = z.object({
  keyword: keywordParam,
  order_by: orderByParam(PANIC_ORDER_BY, 'createdAt'),
  order: sortDirectionParam,
  status: statusParam,
  alertType: codeParam(m.alertTypeInvalid),
  source: codeParam(m.sourceInvalid),
  kind: kindParam,
  ...dateRangeFields,
});

export const panicEventsExportQuery = withOrderedRange(panicEventFilters);

export const panicEventsQuery = withOrderedRange(pageQuery.extend(panicEventFilters.shape).extend({ cursor: cursorParam }));

export const alertLogRow = z.object({ eventType: z.string(), eventMessage: z.string(), timeStamp: z.string() });
export type AlertLogRow = z.infer<typeof alertLogRow>;

export const panicEventRow = z.object({
  id: z.number().int(),
  /** The person who raised it; userId opens their page (/admin/customer/{userId}). */
  userAlert: z.object({ userId: z.number().int(), fullName: z.string(), userName: z.string() }),
  createdAt: z.string(),
  alertType: z.number().int(),
  isAlertStartedFromDevice: z.number().int(),
  alertLogs: z.array(alertLogRow),
  /** The public experience viewer link when the event has a recording, else ''. */
  eventUrl: z.string(),
  /** Where the alarm is in its lifecycle; events from before the alarm desk are resolved. */
  status: z.enum(ALARM_STATUS),
  kind: z.enum(ALARM_KIND),
  /** Nearest town and country (also two columns of the export). */
  place: eventPlace,
  /** How the alarm ended (null until resolved, and for events from before outcomes were kept). */
  outcome: z.enum(ALARM_OUTCOME).nullable(),
  /** The operator who owns (works) the alarm; null when nobody took it or the account is gone. */
  handler: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The resolution's note ('' when none). */
  note: z.string(),
  /** The reference the emergency service gave at the latest hand-off ('' when none). */
  handoffReference: z.string(),
});
export type PanicEventRow = z.infer<typeof panicEventRow>;

/** totalResult is exact for small results and an estimate for very large ones (see the API's row-count). */
export const panicEventsList = z.object({
  message: z.string(),
  data: z.array(panicEventRow),
  totalResult: z.number().int(),
  ...listPageFields,
});
export type PanicEventsList = z.infer<typeof panicEventsList>;

const tag = 'panic-events';

export const panicEventsEndpoints = {
  list: defineEndpoint({
    operationId: 'listPanicEvents',
    summary: 'A page of panic events, newest first by default, with their alert logs',
    tag,
    method: 'GET',
    path: '/admin/list-panic-events',
    access: ANY_ADMIN,
    query: panicEventsQuery,
    success: { status: 200, schema: panicEventsList },
  }),
  // The spec's front end fetched every row as JSON for export; here the server streams the file instead.
  export: defineEndpoint({
    operationId: 'exportPanicEvents',
    summary: 'Every panic event matching the search, as a CSV file (PanicEvent.csv)',
    tag,
    method: 'GET',
    path: '/admin/export-panic-event-data',
    access: ANY_ADMIN,
    query: panicEventsExportQuery,
    success: { status: 200, produces: 'text/csv' },
  }),
};
