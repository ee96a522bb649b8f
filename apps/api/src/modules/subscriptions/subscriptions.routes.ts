import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EXPORT_FILES,
  en,
  envelope,
  planIntervalOf,
  platformOf,
  subscriptionHistoryData,
  subscriptionHistoryQuery,
  subscriptionsExportQuery,
  subscriptionsList,
  subscriptionsQuery,
  type SubscriptionRow,
} from '@guardian/contracts';
import { csvDate, sendCsv, type CsvColumn } from '../../lib/csv-export';
import { monthlyPlanIds } from './subscriptions.repository';
import { exportSubscriptions, listSubscriptions, subscriptionHistory } from './subscriptions.service';

const t = en.subscriptions;

function csvColumns(monthly: ReadonlySet<number>): CsvColumn<SubscriptionRow>[] {
  return [
    { header: t.columns.userName, value: (row) => row.user.userName },
    { header: t.columns.email, value: (row) => row.user.email },
    { header: t.columns.plan, value: (row) => t[planIntervalOf(row.subscriptionPlanId, monthly)] },
    { header: t.columns.platform, value: (row) => t[platformOf(row.deviceType)] },
    { header: t.columns.type, value: (row) => row.type },
    { header: t.columns.startDate, value: (row) => csvDate(row.createdAt, 'mdy') },
    { header: t.columns.endDate, value: (row) => csvDate(row.endDate, 'mdy') },
    { header: t.columns.status, value: (row) => (row.isActive ? t.active : t.inactive) },
  ];
}

export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/subscription/admin/users',
    { schema: { tags: ['subscriptions'], querystring: subscriptionsQuery, response: { 200: subscriptionsList } } },
    async (request) => listSubscriptions(app.ctx, request.query),
  );

  // The spec's "second call that fetches all rows for export", served as a streamed CSV file.
  app.get(
    '/subscription/admin/export-users',
    { schema: { tags: ['subscriptions'], querystring: subscriptionsExportQuery, produces: ['text/csv'] } },
    async (request, reply) => {
      const columns = csvColumns(await monthlyPlanIds(app.ctx.db));
      return sendCsv(reply, EXPORT_FILES.subscriptions, columns, exportSubscriptions(app.ctx, request.query));
    },
  );

  app.get(
    '/admin/history',
    { schema: { tags: ['subscriptions'], querystring: subscriptionHistoryQuery, response: { 200: envelope(subscriptionHistoryData) } } },
    async (request) => ({ message: t.historyFetched, data: await subscriptionHistory(app.ctx, request.query) }),
  );
};
