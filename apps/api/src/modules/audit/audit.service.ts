import { en, ROLE, timelineRange, type AuditActor, type TimelineEntry } from '@guardian/contracts';
import type { AppContext, SessionInfo } from '../../context';
import { forbidden } from '../../lib/errors';
import { countTimeline, distinctActions, findAdmins, listTimeline } from './audit.repository';

type Query = { limit: number; page_no: number; actor_id?: number; action?: string; from?: string; to?: string };

/**
 * A super admin reads everyone's trail; an admin reads only their own (asking for someone else's is refused
 * rather than silently narrowed, so a client bug shows).
 */
function actorScope(session: SessionInfo, requested?: number): number | undefined {
  if (session.roleId === ROLE.superAdmin) return requested;
  if (requested !== undefined && requested !== session.accountId) throw forbidden(en.timeline.api.ownOnly);
  return session.accountId;
}

export async function getTimeline(ctx: AppContext, session: SessionInfo, query: Query): Promise<{ rows: TimelineEntry[]; total: number }> {
  const filter = { actorId: actorScope(session, query.actor_id), action: query.action, ...timelineRange(query) };
  const [rows, total] = await Promise.all([
    listTimeline(ctx.db, filter, query.limit, (query.page_no - 1) * query.limit),
    countTimeline(ctx.db, filter),
  ]);
  return {
    total,
    rows: rows.map((row) => ({
      ...row,
      actorName: row.actorName ?? null,
      summary: (row.summary ?? {}) as Record<string, unknown>,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/**
 * Every action name in the trail, for the filter. Reading them scans the table, so the full list is kept for
 * a minute per process; an admin's own list uses the actor index and is not cached.
 */
const ACTIONS_TTL_MS = 60_000;
let cachedActions: { at: number; actions: Promise<string[]> } | undefined;

export function getActions(ctx: AppContext, session: SessionInfo): Promise<string[]> {
  if (session.roleId !== ROLE.superAdmin) return distinctActions(ctx.db, session.accountId);
  const now = Date.now();
  if (!cachedActions || now - cachedActions.at > ACTIONS_TTL_MS) {
    const actions = distinctActions(ctx.db);
    actions.catch(() => (cachedActions = undefined));
    cachedActions = { at: now, actions };
  }
  return cachedActions.actions;
}

export function getActors(ctx: AppContext, search?: string): Promise<AuditActor[]> {
  return findAdmins(ctx.db, search, 50);
}
