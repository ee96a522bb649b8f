import { bigint, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** E-mail (1), SMS (2) and static page (3) templates: one table, as the spec's template_type implies. */
export const cmsTemplates = pgTable(
  'cms_templates',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    templateType: smallint('template_type').notNull(),
    /** A stable key the server uses to find a template it sends, e.g. 'forgot-password'. */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    subject: text('subject'),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cms_templates_type_slug_unique').on(t.templateType, t.slug), index('cms_templates_type_idx').on(t.templateType, t.id)],
);

export const warningAudios = pgTable('warning_audios', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  language: text('language').notNull().default('english'),
  /** Seconds after midnight; shown as HH:mm:ss. */
  triggerSeconds: integer('trigger_seconds').notNull(),
  audioFile: text('audio_file').notNull(),
  durationMs: integer('duration_ms').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every mail, written in the transaction that causes it and delivered later by the sender (modules/mail,
 * docs/decisions/004, 021): pending → sending (claimed, `next_attempt_at` is then the claim's lease) → sent, or back
 * to pending with a later `next_attempt_at`, or failed after the last attempt. `kept`: written while no SMTP_URL
 * was set, readable with `npm run outbox`, never sent.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** The SMTP server's answer or the network error of the last failed attempt (never the mail's content). */
    lastError: text('last_error'),
  },
  (t) => [index('mail_outbox_status_idx').on(t.status, t.nextAttemptAt)],
);
