import type { FastifyPluginAsync } from 'fastify';
import { alarmsEndpoints as endpoints, en } from '@guardian/contracts';
import { actorOf } from '../../lib/actor';
import { callerOf, catalogueOf } from './alarm-request';
import { route } from '../../lib/route';
import { acknowledgeAlarm, getAlarm, getDesk, getResponseStats, resolveAlarm } from './alarms.service';

const m = en.alarms;

/** The operators' side of the alarm desk (role 2 and 3); the live stream is registered by its own module. */
export const alarmsRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.desk, async () => getDesk(app.ctx));
  route(app, endpoints.responseStats, async ({ query }) => ({ message: m.statsFetched, data: await getResponseStats(app.ctx, query) }));
  route(app, endpoints.get, async ({ params, request }) => ({ message: m.fetched, data: await getAlarm(app.ctx, params.id, catalogueOf(request)) }));
  route(app, endpoints.acknowledge, async ({ params, request }) => ({
    message: m.acknowledged,
    data: await acknowledgeAlarm(app.ctx, actorOf(request), params.id),
  }));
  route(app, endpoints.resolve, async ({ params, body, request }) => ({
    message: m.resolved,
    data: await resolveAlarm(app.ctx, callerOf(request), params.id, body),
  }));
};
