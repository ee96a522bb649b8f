import { bigint, boolean, date, doublePrecision, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts } from './accounts';

const accountRef = (name: string) =>
  bigint(name, { mode: 'number' })
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

export const subscriptionPlans = pgTable('subscription_plans', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  /** 'monthly' or 'yearly': the spec shows Monthly for the monthly plan id, Yearly otherwise. */
  interval: text('interval').notNull(),
  priceCents: integer('price_cents').notNull(),
  currency: text('currency').notNull().default('USD'),
  description: text('description').notNull().default(''),
  storeProductId: text('store_product_id').notNull(),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: accountRef('user_id'),
    subscriptionPlanId: bigint('subscription_plan_id', { mode: 'number' })
      .notNull()
      .references(() => subscriptionPlans.id),
    type: text('type').notNull().default('in-app purchase'),
    deviceType: text('device_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    /** The subscriber's accounts.search_text, kept by triggers (migration 0022) for the list's search. */
    subscriberSearch: text('subscriber_search').notNull().default(''),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId),
    index('subscriptions_subscriber_trgm').using('gin', t.subscriberSearch.op('gin_trgm_ops')),
    index('subscriptions_end_date_idx').on(t.endDate, t.id),
    // Migration 0024 adds INCLUDE (subscriber_search), which drizzle cannot declare: a search walking this order
    // reads the index alone (decision 071).
    index('subscriptions_created_idx').on(t.createdAt, t.id),
  ],
);

export const subscriptionTransactions = pgTable(
  'subscription_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    userId: accountRef('user_id'),
    subscriptionPlanId: bigint('subscription_plan_id', { mode: 'number' })
      .notNull()
      .references(() => subscriptionPlans.id),
    transactionRef: text('transaction_ref').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    deviceType: text('device_type').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscription_transactions_user_idx').on(t.userId, t.createdAt)],
);

export const emergencyContacts = pgTable(
  'emergency_contacts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: accountRef('user_id'),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email'),
    countryCode: text('country_code').notNull(),
    contactNumber: text('contact_number').notNull(),
    /** 1 Pending, 2 Approved, 3 Declined. */
    consentStatus: smallint('consent_status').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The owner's accounts.user_name ('' for none), kept by triggers (migration 0022) for the list's search. */
    ownerUserName: text('owner_user_name').notNull().default(''),
  },
  (t) => [
    index('emergency_contacts_user_idx').on(t.userId),
    index('emergency_contacts_owner_trgm').using('gin', t.ownerUserName.op('gin_trgm_ops')),
    index('emergency_contacts_active_idx').on(t.isActive, t.id),
    // The list's order by name and its date filter (decision 025).
    index('emergency_contacts_name_idx').on(t.contactName, t.id),
    index('emergency_contacts_created_idx').on(t.createdAt, t.id),
    index('emergency_contacts_name_trgm').using('gin', t.contactName.op('gin_trgm_ops')),
  ],
);

/** Shared photos and videos; the id is a random, unguessable string because links to them are public. */
export const experiences = pgTable(
  'experiences',
  {
    id: text('id').primaryKey(),
    ownerId: accountRef('owner_id'),
    originalOwnerId: bigint('original_owner_id', { mode: 'number' }).references(() => accounts.id, { onDelete: 'set null' }),
    /** 1 image, 2 video. */
    experienceType: smallint('experience_type').notNull(),
    mediaFile: text('media_file').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('experiences_owner_idx').on(t.ownerId)],
);

/**
 * The user's names are copied onto each event so that ordering 10M events by user name or full name is an
 * index scan instead of a join and sort; the users service rewrites them when a name changes.
 */
export const panicEvents = pgTable(
  'panic_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    alertUniqueId: text('alert_unique_id').notNull(),
    userId: accountRef('user_id'),
    userName: text('user_name').notNull(),
    userFullName: text('user_full_name').notNull(),
    /** 1 orange (a warning), 2 red (an emergency). */
    alertType: smallint('alert_type').notNull(),
    /** 2 started from the watch, 1 from the phone. */
    isAlertStartedFromDevice: smallint('is_alert_started_from_device').notNull().default(1),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    experienceId: text('experience_id').references(() => experiences.id, { onDelete: 'set null' }),
    notificationsSent: integer('notifications_sent').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The alarm lifecycle (issue 12): open → acknowledged → resolved. Events written before the desk existed,
     * and seeded history, are 'resolved'; the ingest API writes 'open'.
     */
    status: text('status').notNull().default('resolved'),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: bigint('acknowledged_by', { mode: 'number' }).references(() => accounts.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: bigint('resolved_by', { mode: 'number' }).references(() => accounts.id, { onDelete: 'set null' }),
    /** The operator working the alarm (acknowledged it or took it over); changed only with its alarm_actions row. */
    ownerId: bigint('owner_id', { mode: 'number' }).references(() => accounts.id, { onDelete: 'set null' }),
    /** RESOLVE_OUTCOMES, or the earlier assisted / false_alarm of older alarms (ALARM_OUTCOME). */
    outcome: text('outcome'),
    resolutionNote: text('resolution_note').notNull().default(''),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    /** user_cancelled or ended (STOP_REASON), from the alarm service's stop call. */
    stopReason: text('stop_reason'),
    /**
     * Last known position, moved by logs that carry one. latitude/longitude stay where the alert started:
     * the heat map's cell triggers count events at their start position.
     */
    lastLatitude: doublePrecision('last_latitude'),
    lastLongitude: doublePrecision('last_longitude'),
    locatedAt: timestamp('located_at', { withTimezone: true }),
    /** The service key that raised it (null for seeded or older events). */
    apiKeyId: bigint('api_key_id', { mode: 'number' }),
    /**
     * Nearest town or city (GeoNames, lib/gazetteer) of the last known position and its ISO 3166-1 country,
     * resolved once when the event is written or moved. Null until resolved: events written before migration
     * 0006 are filled in batches by housekeeping (decision 029).
     */
    placeName: text('place_name'),
    countryCode: text('country_code'),
    /** ALARM_KIND: panic (the default), duress (a cancel must not close it) or test (left out of every figure). */
    kind: text('kind').notNull().default('panic'),
    /** When the alarm was escalated because nobody acknowledged it, or its owner left it without action. */
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    /** When the owner of an acknowledged alarm without action was reminded (the stage before escalation). */
    staleRemindedAt: timestamp('stale_reminded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('panic_events_alert_unique_id_unique').on(t.alertUniqueId),
    index('panic_events_created_idx').on(t.createdAt, t.id),
    index('panic_events_user_name_idx').on(t.userName, t.id),
    index('panic_events_full_name_idx').on(t.userFullName, t.id),
    // One person's events newest first (the user page), and every lookup by user (renames, the cascade on delete).
    index('panic_events_user_created_idx').on(t.userId, t.createdAt, t.id),
    // No trigram index on the names: a search finds the accounts first (decision 038).
    // The heat map's zoomed-in viewports: a latitude band, then longitude and time read from the index alone.
    index('panic_events_location_idx').on(t.latitude, t.longitude, t.createdAt),
    // The desk reads the few unresolved alarms among millions of events.
    index('panic_events_unresolved_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} <> 'resolved'`),
    index('panic_events_status_idx').on(t.status, t.createdAt, t.id),
    // The response report's window: only alarms of the desk era (decision 061).
    index('panic_events_desk_era_idx')
      .on(t.createdAt)
      .where(sql`${t.apiKeyId} is not null or ${t.acknowledgedAt} is not null`),
    // The list's alert type and source filters, newest first (decision 025).
    index('panic_events_type_idx').on(t.alertType, t.createdAt, t.id),
    index('panic_events_source_idx').on(t.isAlertStartedFromDevice, t.createdAt, t.id),
    // Housekeeping finds the events still without a place; the index empties as it fills them.
    index('panic_events_place_unresolved_idx')
      .on(t.id)
      .where(sql`${t.placeName} is null`),
    // The list's kind filter, newest first, and the test alarms the dashboard's total leaves out (decision 060).
    index('panic_events_kind_idx').on(t.kind, t.createdAt, t.id),
  ],
);

/**
 * Panic events counted per UTC day and square grid cell at a few fixed cell sizes (level l: 360/2^l
 * degrees), so a zoomed-out heat map of ten million events reads thousands of rows instead of millions.
 * Kept in step by triggers on panic_events (migration 0001_heat_map); never written by application code.
 * The primary key also carries the counts and sums (INCLUDE, migration 0014, which drizzle cannot declare), so
 * the map reads a viewport's cells from the key alone.
 */
export const panicEventCells = pgTable(
  'panic_event_cells',
  {
    level: smallint('level').notNull(),
    cellY: integer('cell_y').notNull(),
    cellX: integer('cell_x').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    eventCount: integer('event_count').notNull(),
    /** Sums rather than means, so cells merge exactly into their centroid at any coarser zoom. */
    sumLatitude: doublePrecision('sum_latitude').notNull(),
    sumLongitude: doublePrecision('sum_longitude').notNull(),
  },
  (t) => [primaryKey({ columns: [t.level, t.cellY, t.cellX, t.day] })],
);

/**
 * The same counts per calendar month (UTC), at the day table's levels and two finer ones (13, 15), so that a
 * window of many months, or all time (the map's default), reads a twelfth of the day rows or fewer, and a city
 * at zoom 12 is answered from cells instead of the events (decision 029). Kept by triggers (migration 0006).
 * Its key carries the counts and sums too (migration 0014, decision 046).
 */
export const panicEventMonthCells = pgTable(
  'panic_event_month_cells',
  {
    level: smallint('level').notNull(),
    cellY: integer('cell_y').notNull(),
    cellX: integer('cell_x').notNull(),
    /** The first day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    eventCount: integer('event_count').notNull(),
    sumLatitude: doublePrecision('sum_latitude').notNull(),
    sumLongitude: doublePrecision('sum_longitude').notNull(),
  },
  (t) => [primaryKey({ columns: [t.level, t.cellY, t.cellX, t.month] })],
);

export const alertLogs = pgTable(
  'alert_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    panicEventId: bigint('panic_event_id', { mode: 'number' })
      .notNull()
      .references(() => panicEvents.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    eventMessage: text('event_message').notNull(),
    timeStamp: timestamp('time_stamp', { withTimezone: true }).notNull(),
    /** The position the log carried, if any: the points of the alarm's trail. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The radius in metres the position is accurate to, when the alarm service sent one (accuracy_m). */
    accuracyM: doublePrecision('accuracy_m'),
  },
  (t) => [index('alert_logs_event_idx').on(t.panicEventId, t.timeStamp)],
);

export const devices = pgTable(
  'devices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    deviceName: text('device_name').notNull(),
    deviceId: text('device_id').notNull(),
    macAddress: text('mac_address'),
    isActive: boolean('is_active').notNull().default(true),
    /** Kept with the allocations so the allocation filter is an index lookup. */
    isAllocated: boolean('is_allocated').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('devices_device_id_unique').on(t.deviceId),
    index('devices_filter_idx').on(t.isActive, t.isAllocated, t.id),
    // The list's order by name (decision 025).
    index('devices_name_idx').on(t.deviceName, t.id),
    index('devices_name_trgm').using('gin', t.deviceName.op('gin_trgm_ops')),
    index('devices_device_id_trgm').using('gin', t.deviceId.op('gin_trgm_ops')),
  ],
);

export const deviceAllocations = pgTable(
  'device_allocations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    deviceId: bigint('device_id', { mode: 'number' })
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    userId: accountRef('user_id'),
    allocatedAt: timestamp('allocated_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [index('device_allocations_device_idx').on(t.deviceId), index('device_allocations_user_idx').on(t.userId)],
);

export const deviceLogs = pgTable(
  'device_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    deviceId: bigint('device_id', { mode: 'number' })
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    eventMessage: text('event_message').notNull(),
    timeStamp: timestamp('time_stamp', { withTimezone: true }).notNull(),
  },
  (t) => [index('device_logs_device_idx').on(t.deviceId, t.timeStamp)],
);
