import type { FastifyPluginAsync } from 'fastify';
import { en, reportsEndpoints as endpoints } from '@guardian/contracts';
import { sendCsvRows } from '../../lib/csv-export';
import { route } from '../../lib/route';
import { responseReportCsvColumns, responseReportLines } from './reports.csv';
import { getResponseReport } from './reports.service';

export const reportsRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.response, async ({ query }) => ({ message: en.reports.fetched, data: await getResponseReport(app.ctx, query) }));
  route(app, endpoints.exportResponse, async ({ query, reply }) => {
    const report = await getResponseReport(app.ctx, query);
    return sendCsvRows(reply, `response-report-${query.from}-${query.to}.csv`, responseReportCsvColumns, responseReportLines(report));
  });
};
