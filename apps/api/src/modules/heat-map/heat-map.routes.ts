import type { FastifyPluginAsync } from 'fastify';
import { en, heatMapEndpoints as endpoints } from '@guardian/contracts';
import { route } from '../../lib/route';
import { mapConfig, panicEventLocations } from './heat-map.service';

/** The heat map's data; these calls need a session, unlike the spec (heatMapEndpoints in contracts says why). */
export const heatMapRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listPanicEventLocations, async ({ query }) => ({ message: en.heatMap.fetched, ...(await panicEventLocations(app.ctx, query)) }));

  route(app, endpoints.getMapConfig, async () => ({ message: en.api.ok, data: mapConfig(app.ctx) }));
};
