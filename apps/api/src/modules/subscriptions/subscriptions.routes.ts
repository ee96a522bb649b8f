import type { FastifyPluginAsync } from 'fastify';
import { EXPORT_FILES, en, subscriptionsEndpoints as endpoints } from '@guardian/contracts';
import { sendCsv } from '../../lib/csv-export';
import { route } from '../../lib/route';
import { subscriptionCsvColumns } from './subscriptions.csv';
import { monthlyPlanIds } from './subscriptions.repository';
import { exportSubscriptions, listSubscriptions, subscriptionHistory } from './subscriptions.service';

const t = en.subscriptions;

export const subscriptionsRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listSubscriptions, async ({ query }) => listSubscriptions(app.ctx, query));

  route(app, endpoints.exportSubscriptions, async ({ query, reply }) => {
    const columns = subscriptionCsvColumns(await monthlyPlanIds(app.ctx.db), app.ctx.now());
    return sendCsv(reply, EXPORT_FILES.subscriptions, columns, exportSubscriptions(app.ctx, query));
  });

  route(app, endpoints.getSubscriptionHistory, async ({ query }) => ({ message: t.historyFetched, data: await subscriptionHistory(app.ctx, query) }));
};
