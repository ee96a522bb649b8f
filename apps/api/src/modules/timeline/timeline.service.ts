import { ROLE, timelineRange, type AuditActor, type TimelineEntry } from '@guardian/contracts';
import type { AppContext, SessionInfo } from '../../context';
import { actorScope } from '../../lib/actor';
import type { ListPage } from '../../lib/list-engine';
import { distinctActions, findAdmins } from './timeline.repository';
import { timelineList } from './timeline.list';

type Query = { limit: number; page_no: number; cursor?: string; actor_id?: number; action?: string; from?: string; to?: string };

export function getTimeline(ctx: AppContext, session: SessionInfo, query: Query): Promise<ListPage<TimelineEntry>> {
  const { limit, page_no, cursor } = query;
  return timelineList.page(ctx, { limit, page_no, cursor, actorId: actorScope(session, query.actor_id), action: query.action, ...timelineRange(query) });
}

/**
 * Every action name in the trail, for the filter. Reading them scans the table, so the full list is kept for
 * a minute per app (AppContext.auditActions); an admin's own list uses the actor index and is not cached.
 */
const ACTIONS_TTL_MS = 60_000;

export function getActions(ctx: AppContext, session: SessionInfo): Promise<string[]> {
  if (session.roleId !== ROLE.superAdmin) return distinctActions(ctx.db, session.accountId);
  const cache = ctx.auditActions;
  const now = Date.now();
  if (!cache.kept || now - cache.kept.at > ACTIONS_TTL_MS) {
    const actions = distinctActions(ctx.db);
    actions.catch(() => (cache.kept = undefined));
    cache.kept = { at: now, actions };
  }
  return cache.kept.actions;
}

export function getActors(ctx: AppContext, search?: string): Promise<AuditActor[]> {
  return findAdmins(ctx.db, search, 50);
}
