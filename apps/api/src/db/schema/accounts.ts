import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Admins (role 2, 3) and app end users (role 6) share one table, as the spec's role_id filter implies. */
export const accounts = pgTable(
  'accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    roleId: smallint('role_id').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    fullName: text('full_name').notNull(),
    userName: text('user_name'),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    countryCode: text('country_code'),
    phoneNumber: text('phone_number'),
    redAlertSetting: boolean('red_alert_setting').notNull().default(false),
    status: smallint('status').notNull().default(1),
    accountType: smallint('account_type').notNull().default(1),
    profilePic: text('profile_pic'),
    /** The admin's language for the back-office and their e-mails ('en', 'ar'); null until they choose one (decision 023). */
    language: text('language'),
    /** Kept by the panic-event writes so the user list need not count 10M rows per page. */
    panicEventCount: integer('panic_event_count').notNull().default(0),
    /**
     * The user list's search text: full name, e-mail and user name lower-cased once, at write time, joined by
     * the unit separator (a character no search term may hold). One trigram index and one LIKE per row instead
     * of three ILIKEs, each lower-casing both sides (decision 035).
     */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(full_name || chr(31) || email || chr(31) || coalesce(user_name, ''))`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('accounts_user_name_unique').on(sql`lower(${t.userName})`),
    index('accounts_role_id_idx').on(t.roleId, t.id),
    // The user list's orders by name and e-mail (migration 0007 adds INCLUDE (role_id), which drizzle cannot
    // declare: the list's role scope is then read from the index, decision 025).
    index('accounts_full_name_idx').on(t.fullName, t.id),
    index('accounts_email_idx').on(t.email, t.id),
    // New app users per day on the dashboard: an index-only range of sign-up times (decision 026).
    index('accounts_users_created_idx')
      .on(t.createdAt)
      .where(sql`${t.roleId} = 6`),
    index('accounts_full_name_trgm').using('gin', t.fullName.op('gin_trgm_ops')),
    index('accounts_email_trgm').using('gin', t.email.op('gin_trgm_ops')),
    index('accounts_user_name_trgm').using('gin', t.userName.op('gin_trgm_ops')),
    index('accounts_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Signed in with "Remember me": false gives the short idle limit (modules/auth/session-rules.ts). */
    remember: boolean('remember').notNull().default(true),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_account_idx').on(t.accountId)],
);

/** Failed sign-in and reset requests, kept in the database so every API process sees the same counts. */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The second index counts one address's failures across every e-mail (password spraying).
  (t) => [index('auth_attempts_lookup_idx').on(t.kind, t.email, t.ip, t.createdAt), index('auth_attempts_ip_idx').on(t.kind, t.ip, t.createdAt)],
);

/**
 * Addresses an account has signed in from successfully. Failures from other addresses slow sign-in to the
 * account down; from one of these the owner is not held back by them (docs/decisions: sign-in limits).
 */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    firstSuccessAt: timestamp('first_success_at', { withTimezone: true }).notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.ip] }), index('sign_in_addresses_last_idx').on(t.lastSuccessAt)],
);
