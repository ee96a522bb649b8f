import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ALERT_FROM_WATCH, ALERT_TYPE_WARNING, EXPORT_FILES, en, panicEventsExportQuery, panicEventsList, panicEventsQuery, type PanicEventRow } from '@guardian/contracts';
import { csvDate, sendCsv, type CsvColumn } from '../../lib/csv-export';
import { exportPanicEvents, listPanicEvents } from './panic-events.service';

const t = en.panicEvents;

const CSV_COLUMNS: CsvColumn<PanicEventRow>[] = [
  { header: t.columns.fullName, value: (row) => row.userAlert.fullName },
  { header: t.columns.userName, value: (row) => row.userAlert.userName },
  { header: t.columns.createdAtUtc, value: (row) => csvDate(row.createdAt, 'dmy', true) },
  { header: t.columns.alertType, value: (row) => (row.alertType === ALERT_TYPE_WARNING ? t.warning : t.emergency) },
  { header: t.columns.source, value: (row) => (row.isAlertStartedFromDevice === ALERT_FROM_WATCH ? t.watch : t.mobile) },
  { header: t.columns.eventLink, value: (row) => row.eventUrl },
];

export const panicEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/list-panic-events',
    { schema: { tags: ['panic events'], querystring: panicEventsQuery, response: { 200: panicEventsList } } },
    async (request) => listPanicEvents(app.ctx, request.query),
  );

  // The spec's front end fetched every row as JSON for export; here the server streams the file instead.
  app.get(
    '/admin/export-panic-event-data',
    { schema: { tags: ['panic events'], querystring: panicEventsExportQuery, produces: ['text/csv'] } },
    async (request, reply) => sendCsv(reply, EXPORT_FILES.panicEvents, CSV_COLUMNS, exportPanicEvents(app.ctx, request.query)),
  );
};
