import type { FastifyPluginAsync } from 'fastify';
import { EXPORT_FILES, panicEventsEndpoints as endpoints } from '@guardian/contracts';
import { sendCsv } from '../../lib/csv-export';
import { route } from '../../lib/route';
import { panicEventCsvColumns } from './panic-events.csv';
import { exportPanicEvents, listPanicEvents } from './panic-events.service';

export const panicEventsRoutes: FastifyPluginAsync = async (app) => {
  const csvColumns = panicEventCsvColumns(app.ctx.config.publicUrl);
  route(app, endpoints.list, async ({ query }) => listPanicEvents(app.ctx, query));
  route(app, endpoints.export, async ({ query, reply }) => sendCsv(reply, EXPORT_FILES.panicEvents, csvColumns, exportPanicEvents(app.ctx, query)));
};
