import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActor, auditActorsQuery, en, envelope, ROLE, timelineQuery, timelineResponse } from '@guardian/contracts';
import { sessionOf } from '../../context';
import { getActions, getActors, getTimeline } from './audit.service';

/** The audit trail as a timeline: role 2 sees everyone's entries, role 3 its own. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit/timeline',
    { schema: { tags: ['audit'], querystring: timelineQuery, response: { 200: timelineResponse } } },
    async (request) => {
      const { rows, total } = await getTimeline(app.ctx, sessionOf(request), request.query);
      return { message: en.timeline.api.fetched, data: rows, totalResult: total };
    },
  );

  app.get('/audit/actions', { schema: { tags: ['audit'], response: { 200: envelope(z.array(z.string())) } } }, async (request) => {
    return { message: en.api.ok, data: await getActions(app.ctx, sessionOf(request)) };
  });

  app.get(
    '/audit/actors',
    { config: { roles: [ROLE.superAdmin] }, schema: { tags: ['audit'], querystring: auditActorsQuery, response: { 200: envelope(z.array(auditActor)) } } },
    async (request) => {
      return { message: en.api.ok, data: await getActors(app.ctx, request.query.search) };
    },
  );
};
