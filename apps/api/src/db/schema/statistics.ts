import { date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

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
