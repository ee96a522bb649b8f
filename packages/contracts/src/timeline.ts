import { z } from 'zod';
import { pageQuery, searchText } from './envelope';
import { en } from './messages';

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
export function timelineRange(query: { from?: string; to?: string }): { from?: Date; to?: Date } {
  const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
  const from = query.from ? new Date(isDay(query.from) ? `${query.from}T00:00:00Z` : query.from) : undefined;
  let to: Date | undefined;
  if (query.to) to = isDay(query.to) ? new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000) : new Date(Date.parse(query.to) + 1);
  return { from, to };
}

export const timelineEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  actorId: z.number().int().nullable(),
  /** The actor's current name; null for failed sign-ins with an unknown e-mail or a deleted account. */
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  /** What changed, as the service that wrote the entry described it (field names to new values). */
  summary: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;

export const timelineResponse = z.object({ message: z.string(), data: z.array(timelineEntry), totalResult: z.number().int() });
export type TimelineResponse = z.infer<typeof timelineResponse>;

/** The actor filter's choices: admin accounts (role 2 and 3) matching a search. */
export const auditActorsQuery = z.object({ search: searchText.optional() });
export const auditActor = z.object({ id: z.number().int(), fullName: z.string(), email: z.string(), roleId: z.number().int() });
export type AuditActor = z.infer<typeof auditActor>;

/** A super admin ends every session of another admin (stolen laptop, someone leaving). */
export const endAdminSessionsParams = z.object({ id: z.coerce.number({ message: en.api.notFound }).int().min(1).max(Number.MAX_SAFE_INTEGER) });
export const endAdminSessionsData = z.object({ ended: z.number().int() });

/** Readable label of an action, or the action itself when the catalogue has none (a feature added it later). */
export function auditActionLabel(action: string): string {
  const labels: Record<string, string> = en.timeline.actions;
  return labels[action] ?? action;
}

/** Label of an action group (the first word of its name). */
export function auditGroupLabel(group: string): string {
  return en.timeline.groups[group] ?? group.charAt(0).toUpperCase() + group.slice(1);
}
