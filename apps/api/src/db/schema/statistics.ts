import { date, integer, numeric, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Panic events counted per UTC day, alert type and source, so the dashboard's trends over a year of ten million
 * events read at most a few thousand rows. Kept in step by triggers on panic_events (migration
 * 0005_dashboard_trends); never written by application code. Decision 026.
 */
export const panicEventDays = pgTable(
  'panic_event_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    /** As panic_events.alert_type: 1 warning, 2 emergency. */
    alertType: smallint('alert_type').notNull(),
    /** As panic_events.is_alert_started_from_device: 1 phone, 2 watch. */
    source: smallint('source').notNull(),
    eventCount: integer('event_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.alertType, t.source] })],
);

/**
 * Panic events counted per UTC day and country (the country_code the gazetteer stores on each event), for the
 * dashboard's top countries. Events without a country yet are not here: the dashboard tells them from
 * panic_event_days. Kept by triggers on panic_events (migration 0010_dashboard_countries). Decision 026.
 */
export const panicEventCountryDays = pgTable(
  'panic_event_country_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    countryCode: text('country_code').notNull(),
    eventCount: integer('event_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.countryCode] })],
);

/**
 * The response report's groups per UTC day and alarm kind (decision 065): a row per alert type, source,
 * acknowledging operator and outcome, with the alarms' count, escalations and histograms of the times to
 * acknowledge and to resolve. Kept by triggers on panic_events (migration 0023_response_report_rollup); never
 * written by application code. A histogram is an exact number whose groups of ten digits are bucket counts
 * (response-histogram.ts reads them).
 */
export const panicEventResponseDays = pgTable(
  'panic_event_response_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    /** As panic_events.kind (test alarms are counted here and left out when read). */
    kind: text('kind').notNull(),
    /** alert_type, source, operator or outcome. */
    dimension: text('dimension').notNull(),
    /** The group: an alert type, a source, an operator's account id or an outcome, as text. */
    value: text('value').notNull(),
    alarms: integer('alarms').notNull(),
    escalations: integer('escalations').notNull(),
    ackSeconds: numeric('ack_seconds').notNull(),
    resolveSeconds: numeric('resolve_seconds').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.dimension, t.value] })],
);
