import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appStatisticsData, en, envelope } from '@guardian/contracts';
import { getAppStatistics } from './statistics.repository';

export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/user/admin/app-statistics', { schema: { tags: ['statistics'], response: { 200: envelope(appStatisticsData) } } }, async () => {
    return { message: en.api.statisticsFetched, data: await getAppStatistics(app.ctx.db) };
  });
};
