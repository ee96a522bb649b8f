import { z } from 'zod';
import { ANY_ADMIN, defineEndpoint, SUPER_ADMIN } from './endpoint';
import { envelope, pageQuery, searchText } from './envelope';
import { cursorParam, dateRangeBounds, listPageFields } from './list-query';
import { isAuditAction } from './audit-actions';
import { en } from './messages';

export * from './audit-actions';

const m = en.timeline.validation;

/** Action names are dotted words ('auth.signin.failed'); a filter names one action or a whole group ('auth'). */
export const AUDIT_ACTION_PATTERN = /^[a-z0-9_-]+(\.[a-z0-9_-]+)*$/i;

/** A day (YYYY-MM-DD, UTC) or an instant with its offset, as the web app sends the operator's local day. */
const dateOrInstant = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { message: m.dateInvalid });

export const timelineQuery = pageQuery
  .extend({
    actor_id: z.coerce.number({ message: m.actorInvalid }).int(m.actorInvalid).min(1, m.actorInvalid).max(Number.MAX_SAFE_INTEGER, m.actorInvalid).optional(),
    action: z.string().max(100, m.actionInvalid).regex(AUDIT_ACTION_PATTERN, m.actionInvalid).optional(),
    from: dateOrInstant.optional(),
    to: dateOrInstant.optional(),
    cursor: cursorParam,
  })
  .refine(
    (query) => {
      const { from, to } = timelineRange(query);
      return !from || !to || from < to;
    },
    { message: m.rangeInvalid, path: ['to'] },
  );
/** What a client sends (the coercions accept strings too, but a client holds numbers). */
export type TimelineQuery = Partial<z.output<typeof timelineQuery>>;

/**
 * The instants a query covers: `from` from its first moment; a day given as `to` includes that whole day
 * (the bound is exclusive), an instant given as `to` is included.
 */
export const timelineRange = (query: { from?: string; to?: string }): { from?: Date; to?: Date } => dateRangeBounds(query);

export const timelineEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  actorId: z.number().int().nullable(),
  /** The actor's current name; null for failed sign-ins with an unknown e-mail or a deleted account. */
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  /**
   * The record's name: its current one while it exists (a user's or admin's full name, a device's name...),
   * else the one the entry kept (a deleted device). Null when neither is known.
   */
  recordName: z.string().nullable(),
  /** Whether the record is still there, so the timeline links to it only then. */
  recordExists: z.boolean(),
  /** What changed, as the service that wrote the entry described it: a field and its value, or { from, to }. */
  summary: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;

export const timelineResponse = z.object({ message: z.string(), data: z.array(timelineEntry), totalResult: z.number().int(), ...listPageFields });

/** The actor filter's choices: admin accounts (role 2 and 3) matching a search. */
export const auditActorsQuery = z.object({ search: searchText.optional() });
export const auditActor = z.object({ id: z.number().int(), fullName: z.string(), email: z.string(), roleId: z.number().int() });
export type AuditActor = z.infer<typeof auditActor>;

const tag = 'timeline';

/** The audit trail as a timeline: role 2 sees everyone's entries, role 3 its own. */
export const timelineEndpoints = {
  getAuditTimeline: defineEndpoint({
    operationId: 'getAuditTimeline',
    summary: 'A page of the audit trail, newest first, filtered by actor, action and time; role 3 sees only its own entries',
    tag,
    method: 'GET',
    path: '/audit/timeline',
    access: ANY_ADMIN,
    query: timelineQuery,
    success: { status: 200, schema: timelineResponse },
  }),
  listAuditActions: defineEndpoint({
    operationId: 'listAuditActions',
    summary: 'The action names found in the audit trail (for role 3: in its own entries), for the action filter',
    tag,
    method: 'GET',
    path: '/audit/actions',
    access: ANY_ADMIN,
    success: { status: 200, schema: envelope(z.array(z.string())) },
  }),
  listAuditActors: defineEndpoint({
    operationId: 'listAuditActors',
    summary: 'Admin accounts (roles 2 and 3) matching a search, for the actor filter',
    tag,
    method: 'GET',
    path: '/audit/actors',
    access: SUPER_ADMIN,
    query: auditActorsQuery,
    success: { status: 200, schema: envelope(z.array(auditActor)) },
  }),
};

/** Readable label of an action; an action no longer recorded (an older version's) reads as "made a change". */
export function auditActionLabel(action: string): string {
  return isAuditAction(action) ? en.timeline.actions[action] : en.timeline.otherActionLabel;
}
