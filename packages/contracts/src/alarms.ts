import { z } from 'zod';
import { ANY_ADMIN, defineEndpoint, SERVICE_KEY } from './endpoint';
import { alarmMessages } from './messages/alarms';
import { requestsMessages as r } from './messages/requests';
import { usersMessages } from './messages/users';
import { commonMessages } from './messages/common';
import { ALARM_OUTCOME, ALARM_STATUS } from './alarm-status';
import { ALARM_KIND } from './alarm-kind';
import { envelope } from './envelope';
import { alertLogRow } from './panic-events';
import { eventPlace } from './place';
import { storable } from './stored-text';
import { alarmWorkDetails, RESOLVE_OUTCOMES } from './alarm-work';

/**
 * The live alarm desk (issue 12). An alert is a panic event: the ingest API creates the same rows every list,
 * export and map shows; the lifecycle below is columns of that row, not a second table of "live" alerts.
 */

// open → acknowledged → resolved; in its own module because Panic Events (imported here) filters by it too.
export { ALARM_STATUS, type AlarmStatus } from './alarm-status';

export { ALARM_OUTCOME, type AlarmOutcome } from './alarm-status';

export const STOP_REASON = ['user_cancelled', 'ended'] as const;
export type StopReason = (typeof STOP_REASON)[number];

// In its own module because Panic Events (imported here) filters by it too.
export { ALARM_KIND, type AlarmKind } from './alarm-kind';

export const ALARM_LIMITS = {
  alertUniqueIdMax: 100,
  eventTypeMax: 100,
  eventMessageMax: 2000,
  noteMax: 2000,
  /** An alert may start at most this long before it reaches us (a phone that was offline), and not in the future beyond clock skew. */
  maxAgeHours: 24,
  maxClockSkewSeconds: 300,
  /** How many of the latest logs each desk row carries. */
  latestLogs: 5,
  /** The desk shows at most this many unresolved alarms (newest first); more would be a major incident, counted in `total`. */
  deskMax: 200,
  /** The largest accuracy_m a log may carry, in metres. */
  accuracyMaxMetres: 100_000,
  /** Seconds between keep-alive comments on the live stream (proxies close idle connections). */
  heartbeatSeconds: 15,
} as const;

/** Default of ALARM_ACK_SECONDS: an alarm not acknowledged within this turns overdue. */
export const DEFAULT_ALARM_ACK_SECONDS = 60;

const latitude = z
  .number({ message: r.fields.numberBetween('latitude', -90, 90) })
  .min(-90, r.fields.numberBetween('latitude', -90, 90))
  .max(90, r.fields.numberBetween('latitude', -90, 90));
const longitude = z
  .number({ message: r.fields.numberBetween('longitude', -180, 180) })
  .min(-180, r.fields.numberBetween('longitude', -180, 180))
  .max(180, r.fields.numberBetween('longitude', -180, 180));
/** ISO 8601 with an offset; whether it is plausible (not future, not absurdly old) is the server's check against its clock. */
const instant = (field: string) => z.iso.datetime({ offset: true, message: r.fields.instant(field) });
const alertUniqueId = z
  .string({ message: r.fields.required('alert_unique_id') })
  .trim()
  .min(1, r.fields.required('alert_unique_id'))
  .max(ALARM_LIMITS.alertUniqueIdMax, r.fields.tooLong('alert_unique_id', ALARM_LIMITS.alertUniqueIdMax))
  // It appears in paths (/alarm/panic-events/{alert_unique_id}/logs): printable, no slash.
  .regex(/^[A-Za-z0-9._:-]+$/, r.alertUniqueIdCharacters);

// ---- Ingest (the alarm service, X-Api-Key) ----

export const ingestPanicEventBody = z.object({
  alert_unique_id: alertUniqueId,
  user_id: z
    .number({ message: r.fields.wholeNumber('user_id') })
    .int(r.fields.wholeNumber('user_id'))
    .positive(r.fields.wholeNumber('user_id')),
  alert_type: z.union([z.literal(1), z.literal(2)], { message: r.alertType }),
  source: z.union([z.literal(1), z.literal(2)], { message: r.alertSource }),
  latitude,
  longitude,
  started_at: instant('started_at').optional(),
  /** panic when absent; duress and test change how a stop and the figures treat the alarm. */
  kind: z.enum(ALARM_KIND, { message: r.alarmKind }).default('panic'),
});
export type IngestPanicEventBody = z.infer<typeof ingestPanicEventBody>;

export const alertUniqueIdParams = z.object({ alert_unique_id: alertUniqueId });

export const ingestLogBody = z.object({
  event_type: z
    .string({ message: r.fields.required('event_type') })
    .trim()
    .min(1, r.fields.required('event_type'))
    .max(ALARM_LIMITS.eventTypeMax, r.fields.tooLong('event_type', ALARM_LIMITS.eventTypeMax))
    .refine(storable(true), alarmMessages.unstorableText('event_type')),
  event_message: z
    .string({ message: usersMessages.notText('event_message') })
    .max(ALARM_LIMITS.eventMessageMax, r.fields.tooLong('event_message', ALARM_LIMITS.eventMessageMax))
    .refine(storable(false), alarmMessages.unstorableText('event_message')),
  time_stamp: instant('time_stamp'),
  latitude: latitude.optional(),
  longitude: longitude.optional(),
  /** How many metres the position may be off (the phone's reported accuracy); drawn as a circle around the point. */
  accuracy_m: z
    .number({ message: r.fields.numberBetween('accuracy_m', 0, ALARM_LIMITS.accuracyMaxMetres) })
    .min(0, r.fields.numberBetween('accuracy_m', 0, ALARM_LIMITS.accuracyMaxMetres))
    .max(ALARM_LIMITS.accuracyMaxMetres, r.fields.numberBetween('accuracy_m', 0, ALARM_LIMITS.accuracyMaxMetres))
    .optional(),
});
export type IngestLogBody = z.infer<typeof ingestLogBody>;

export const stopPanicEventBody = z.object({
  reason: z.enum(STOP_REASON, { message: r.stopReason }),
  time_stamp: instant('time_stamp'),
});
export type StopPanicEventBody = z.infer<typeof stopPanicEventBody>;

// ---- The alarm as the desk and the ingest answers show it ----

const actorRef = z.object({ id: z.number().int(), name: z.string() });

export const alarmRow = z.object({
  /** The panic event's id (the same id Panic Events and the heat map use). */
  id: z.number().int(),
  alertUniqueId: z.string(),
  status: z.enum(ALARM_STATUS),
  alertType: z.number().int(),
  /** 1 mobile, 2 watch (isAlertStartedFromDevice of the lists). */
  source: z.number().int(),
  person: z.object({
    userId: z.number().int(),
    fullName: z.string(),
    userName: z.string(),
    /** With its country code, e.g. "+91 9876543210"; '' when the user has none. */
    phone: z.string(),
  }),
  startedAt: z.string(),
  /** Last known position: the start position, moved by each log that carries one. */
  latitude: z.number(),
  longitude: z.number(),
  locatedAt: z.string(),
  /** Nearest town and country of the last known position. */
  place: eventPlace,
  acknowledgedAt: z.string().nullable(),
  acknowledgedBy: actorRef.nullable(),
  /** The operator working the alarm: who acknowledged it, or who took it over since. */
  owner: actorRef.nullable(),
  resolvedAt: z.string().nullable(),
  /** null with an outcome: resolved by the alarm service (the user cancelled). */
  resolvedBy: actorRef.nullable(),
  outcome: z.enum(ALARM_OUTCOME).nullable(),
  note: z.string(),
  stoppedAt: z.string().nullable(),
  stopReason: z.enum(STOP_REASON).nullable(),
  kind: z.enum(ALARM_KIND),
  /** When nobody acknowledged it in time, or its owner left it without action twice the stale time. */
  escalatedAt: z.string().nullable(),
  /** false when the person's account is deactivated or deleted: the alarm still arrives ("Account inactive"). */
  accountActive: z.boolean(),
  /** The newest first, at most ALARM_LIMITS.latestLogs. */
  latestLogs: z.array(alertLogRow),
  eventUrl: z.string(),
});
export type AlarmRow = z.infer<typeof alarmRow>;

/** One step of an alarm's history: created, log, acknowledged, resolved, stopped; `by` an admin, the service key's name, or null. */
export const alarmHistoryEntry = z.object({ at: z.string(), action: z.string(), by: z.string().nullable(), detail: z.string() });
export type AlarmHistoryEntry = z.infer<typeof alarmHistoryEntry>;

/** One known position of the person: where the alert started, then each log that carried one. */
export const alarmTrailPoint = z.object({ latitude: z.number(), longitude: z.number(), at: z.string(), accuracyM: z.number().nullable() });
export type AlarmTrailPoint = z.infer<typeof alarmTrailPoint>;

export const alarmDetails = alarmRow.extend({
  history: z.array(alarmHistoryEntry),
  logs: z.array(alertLogRow),
  ...alarmWorkDetails,
  /** Every position, oldest first: the start, then each log's. */
  trail: z.array(alarmTrailPoint),
});
export type AlarmDetails = z.infer<typeof alarmDetails>;

export const deskResponse = z.object({
  message: z.string(),
  data: z.array(alarmRow),
  /** Unresolved alarms in all (the desk shows the newest ALARM_LIMITS.deskMax). */
  total: z.number().int(),
  /** ALARM_ACK_SECONDS of the server: when an open alarm turns overdue. */
  ackSeconds: z.number().int(),
  /** The server's clock, so ages tick from the server's time and not a wrong client clock. */
  serverTime: z.string(),
  /** The live stream's position at the time of this answer: connect the stream after it and miss nothing. */
  lastEventId: z.string(),
});
export type DeskResponse = z.infer<typeof deskResponse>;

// ---- Lifecycle (operators, role 2 and 3) ----

export const alarmIdParams = z.object({ id: z.coerce.number().int().positive() });
export const resolveAlarmBody = z.object({
  outcome: z.enum(RESOLVE_OUTCOMES, { message: alarmMessages.outcomeRequired }),
  note: z
    .string({ message: usersMessages.notText('note') })
    .trim()
    .max(ALARM_LIMITS.noteMax, commonMessages.validation.tooLong(ALARM_LIMITS.noteMax))
    .refine(storable(false), alarmMessages.unstorableText('note'))
    .default(''),
});
export type ResolveAlarmBody = z.input<typeof resolveAlarmBody>;

// ---- Live stream ----

/**
 * One message of the stream (SSE `event: alarm`, `id:` the feed position, `data:` this JSON). `alarm` is the
 * alarm's state when the message is sent: a desk replaces its row with it (or drops the row when resolved).
 * `escalated`: nobody acknowledged it in time, or its owner left it stale twice (super admins are alerted);
 * `reminded`: its owner has done nothing with it for the stale time (the owner is reminded).
 */
export const ALARM_FEED_KINDS = ['created', 'updated', 'logged', 'acknowledged', 'resolved', 'stopped', 'escalated', 'reminded'] as const;
export type AlarmFeedKind = (typeof ALARM_FEED_KINDS)[number];
export const alarmStreamMessage = z.object({ kind: z.enum(ALARM_FEED_KINDS), alarm: alarmRow });
export type AlarmStreamMessage = z.infer<typeof alarmStreamMessage>;

export const alarmStreamQuery = z.object({
  /** The last feed id seen, for clients that cannot send Last-Event-ID; the header wins when both are sent. */
  after: z
    .string()
    .regex(/^\d{1,18}$/, r.feedAfter)
    .optional(),
});

// ---- Response times (dashboard) ----

export const responseStatsQuery = z.object({
  from: z.iso.date({ message: r.fields.day('from') }),
  to: z.iso.date({ message: r.fields.day('to') }),
});
export const responseStats = z.object({
  alerts: z.number().int(),
  acknowledged: z.number().int(),
  resolved: z.number().int(),
  /** Seconds, over times rounded up as the response report rounds them (reports.ts); null when no alert in the window was acknowledged (or resolved). */
  ackMedianSeconds: z.number().nullable(),
  ackP90Seconds: z.number().nullable(),
  resolveMedianSeconds: z.number().nullable(),
  resolveP90Seconds: z.number().nullable(),
  /** Acknowledged within 60 s, out of all alerts in the window (0..1); null with no alerts. */
  ackWithin60Share: z.number().nullable(),
});
export type ResponseStats = z.infer<typeof responseStats>;

const ingestTag = 'alarm-ingest';
const tag = 'alarms';

export const alarmIngestEndpoints = {
  createPanicEvent: defineEndpoint({
    operationId: 'ingestPanicEvent',
    summary: 'Raise an alert; the same alert_unique_id again answers 200 with the alert it already created',
    tag: ingestTag,
    method: 'POST',
    path: '/alarm/panic-events',
    access: SERVICE_KEY,
    body: ingestPanicEventBody,
    success: { status: 201, schema: envelope(alarmRow), alsoStatus: 200 },
    // The alert_unique_id is already an alert of another user.
    errors: [409],
  }),
  addLog: defineEndpoint({
    operationId: 'ingestPanicEventLog',
    summary: "Append a log to an alert; a location moves the alert's last known position",
    tag: ingestTag,
    method: 'POST',
    path: '/alarm/panic-events/:alert_unique_id/logs',
    access: SERVICE_KEY,
    params: alertUniqueIdParams,
    body: ingestLogBody,
    success: { status: 201, schema: envelope(alarmRow), alsoStatus: 200 },
    errors: [404],
  }),
  stop: defineEndpoint({
    operationId: 'stopPanicEvent',
    summary: 'The person cancelled the alert, or the app ended it',
    tag: ingestTag,
    method: 'POST',
    path: '/alarm/panic-events/:alert_unique_id/stop',
    access: SERVICE_KEY,
    params: alertUniqueIdParams,
    body: stopPanicEventBody,
    success: { status: 200, schema: envelope(alarmRow) },
    errors: [404, 409],
  }),
};

export const alarmsEndpoints = {
  desk: defineEndpoint({
    operationId: 'listDeskAlarms',
    summary: 'Open and acknowledged alarms, newest first, with the stream position to continue from',
    tag,
    method: 'GET',
    path: '/admin/alarms',
    access: ANY_ADMIN,
    success: { status: 200, schema: deskResponse },
  }),
  get: defineEndpoint({
    operationId: 'getAlarm',
    summary: 'One alarm with its whole history and logs',
    tag,
    method: 'GET',
    path: '/admin/alarms/:id',
    access: ANY_ADMIN,
    params: alarmIdParams,
    success: { status: 200, schema: envelope(alarmDetails) },
    errors: [404],
  }),
  acknowledge: defineEndpoint({
    operationId: 'acknowledgeAlarm',
    summary: 'Take an open alarm; 409 names who already did',
    tag,
    method: 'POST',
    path: '/admin/alarms/:id/acknowledge',
    access: ANY_ADMIN,
    params: alarmIdParams,
    success: { status: 200, schema: envelope(alarmRow) },
    errors: [404, 409],
  }),
  resolve: defineEndpoint({
    operationId: 'resolveAlarm',
    summary: 'Close an alarm with its outcome and a note',
    tag,
    method: 'POST',
    path: '/admin/alarms/:id/resolve',
    access: ANY_ADMIN,
    params: alarmIdParams,
    body: resolveAlarmBody,
    success: { status: 200, schema: envelope(alarmRow) },
    errors: [404, 409],
  }),
  stream: defineEndpoint({
    operationId: 'streamAlarms',
    summary: 'Server-sent events of every alarm change; resumes after Last-Event-ID (or ?after=) with nothing missed or repeated',
    tag,
    method: 'GET',
    path: '/admin/alarms/stream',
    access: ANY_ADMIN,
    query: alarmStreamQuery,
    success: { status: 200, produces: 'text/event-stream' },
  }),
  responseStats: defineEndpoint({
    operationId: 'getAlarmResponseStats',
    summary: 'Alarms in a date window (UTC days, both included) and how fast they were acknowledged and resolved',
    tag,
    method: 'GET',
    path: '/admin/alarms/response-stats',
    access: ANY_ADMIN,
    query: responseStatsQuery,
    success: { status: 200, schema: envelope(responseStats) },
  }),
};
