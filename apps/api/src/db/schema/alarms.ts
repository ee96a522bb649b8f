import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
