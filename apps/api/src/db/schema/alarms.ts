import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts } from './accounts';
import { panicEvents } from './operations';

/** Service keys of the alarm service. Only the SHA-256 of the key is kept; the key is shown once. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    keyPrefix: text('key_prefix').notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_key_hash_unique').on(t.keyHash)],
);

/**
 * Calls per key per minute, in the database so that every API process counts against the same limit
 * (an in-process counter would give each process its own allowance). Old windows are deleted by housekeeping.
 */
export const apiKeyUsage = pgTable(
  'api_key_usage',
  {
    apiKeyId: bigint('api_key_id', { mode: 'number' })
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    calls: integer('calls').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.apiKeyId, t.windowStart] })],
);

/**
 * The live desk's event log: one row per change of an alarm, written in the change's transaction. Its id is
 * the server-sent event id, so a desk that reconnects with Last-Event-ID reads exactly the rows after it;
 * NOTIFY only wakes the processes up. The alarm's state is read when the row is sent, so a row holds no copy.
 */
export const alarmFeed = pgTable(
  'alarm_feed',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    panicEventId: bigint('panic_event_id', { mode: 'number' })
      .notNull()
      .references(() => panicEvents.id, { onDelete: 'cascade' }),
    /** created, updated, logged, acknowledged, resolved, stopped (ALARM_FEED_KINDS). */
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('alarm_feed_created_idx').on(t.createdAt), index('alarm_feed_event_idx').on(t.panicEventId)],
);

/**
 * What happened to an alarm, append-only: ingest, stop, acknowledgement, take-over, steps, calls, hand-offs,
 * notes and the resolution, each with its time, its actor (null for the alarm service) and its data. The
 * alarm's details and timeline read from it; the current state beside it (panic_events.owner_id, status,
 * alarm_steps) is changed only in the transaction that appends the row.
 */
export const alarmActions = pgTable(
  'alarm_actions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    panicEventId: bigint('panic_event_id', { mode: 'number' })
      .notNull()
      .references(() => panicEvents.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** ALARM_ACTION_KINDS of the alarm-actions repository. */
    kind: text('kind').notNull(),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => accounts.id, { onDelete: 'set null' }),
    data: jsonb('data').notNull().default({}),
  },
  (t) => [index('alarm_actions_event_idx').on(t.panicEventId, t.id)],
);

/** The alarm's checklist, copied from its response plan when it was raised; the log keeps who changed each step. */
export const alarmSteps = pgTable(
  'alarm_steps',
  {
    panicEventId: bigint('panic_event_id', { mode: 'number' })
      .notNull()
      .references(() => panicEvents.id, { onDelete: 'cascade' }),
    /** From 1, in the plan's order: the step's id in the API. */
    position: integer('position').notNull(),
    text: text('text').notNull(),
    required: boolean('required').notNull(),
    /** pending, done or skipped (STEP_STATUS). */
    status: text('status').notNull().default('pending'),
    note: text('note').notNull().default(''),
    doneBy: bigint('done_by', { mode: 'number' }).references(() => accounts.id, { onDelete: 'set null' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.panicEventId, t.position] })],
);

/** The written procedure for each kind of alarm (RESPONSE_PLAN_KINDS): ordered steps { text, required }. */
export const responsePlans = pgTable('response_plans', {
  kind: text('kind').primaryKey(),
  steps: jsonb('steps').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: bigint('updated_by', { mode: 'number' }).references(() => accounts.id, { onDelete: 'set null' }),
});

/** The one row of alarm settings (id 1): who is mailed on escalation, and how long an owned alarm may sit still. */
export const alarmSettings = pgTable(
  'alarm_settings',
  {
    id: smallint('id').primaryKey().default(1),
    escalationEmails: jsonb('escalation_emails').notNull().default([]),
    /** NULL until a super admin saves the settings: the server's ALARM_STALE_MINUTES applies. */
    staleMinutes: integer('stale_minutes'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [check('alarm_settings_single_row', sql`${t.id} = 1`)],
);
