import type { FastifyPluginAsync } from 'fastify';
import { en, dashboardEndpoints as endpoints } from '@guardian/contracts';
import { route } from '../../lib/route';
import { getAppStatistics } from './dashboard.repository';
import { getDashboardTrends } from './trends.service';

export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.get, async () => ({ message: en.api.statisticsFetched, data: await getAppStatistics(app.ctx.db) }));
  route(app, endpoints.trends, async ({ query }) => ({ message: en.dashboard.trendsFetched, data: await getDashboardTrends(app.ctx.db, query) }));
};
