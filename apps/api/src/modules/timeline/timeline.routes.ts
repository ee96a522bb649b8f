import type { FastifyPluginAsync } from 'fastify';
import { timelineEndpoints as endpoints, en } from '@guardian/contracts';
import { sessionOf } from '../../context';
import { listAnswer } from '../../lib/list-engine';
import { route } from '../../lib/route';
import { getActions, getActors, getTimeline } from './timeline.service';

/** The audit trail as a timeline: role 2 sees everyone's entries, role 3 its own. */
export const timelineRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.getAuditTimeline, async ({ query, request }) => {
    const page = await getTimeline(app.ctx, sessionOf(request), query);
    return { message: en.timeline.api.fetched, ...listAnswer(page, 'totalResult') };
  });

  route(app, endpoints.listAuditActions, async ({ request }) => ({ message: en.api.ok, data: await getActions(app.ctx, sessionOf(request)) }));

  route(app, endpoints.listAuditActors, async ({ query }) => ({ message: en.api.ok, data: await getActors(app.ctx, query.search) }));
};
