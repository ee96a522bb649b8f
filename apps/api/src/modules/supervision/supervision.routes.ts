import type { FastifyPluginAsync } from 'fastify';
import { en, supervisionEndpoints as endpoints } from '@guardian/contracts';
import { route } from '../../lib/route';
import { getSupervision } from './supervision.service';

export const supervisionRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.get, async () => ({ message: en.supervision.fetched, data: await getSupervision(app.ctx) }));
};
