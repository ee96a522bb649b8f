import type { FastifyPluginAsync } from 'fastify';
import { devicesEndpoints as endpoints, en, EXPORT_FILES } from '@guardian/contracts';
import { actorOf } from '../../lib/actor';
import { sendCsv } from '../../lib/csv-export';
import { route } from '../../lib/route';
import { DEVICE_CSV_COLUMNS } from './devices.csv';
import { importDevices } from './devices-import.service';
import { readDeviceCsv } from './device-csv-reader';
import { sendEventStream } from '../../lib/event-stream';
import { sessionOf } from '../../context';
import { createDevice, exportDevices, getDevice, listDevices, removeDevice, setDeviceStatus, updateDevice } from './devices.service';

/** The device-inventory calls of spec section 7 (devicesEndpoints in contracts). */
export const devicesRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listDevices, async ({ query }) => ({ message: en.devices.listFetched, ...(await listDevices(app.ctx, query)) }));

  route(app, endpoints.exportDevices, async ({ query, reply }) => sendCsv(reply, EXPORT_FILES.devices, DEVICE_CSV_COLUMNS, exportDevices(app.ctx, query)));

  // Answers 200 with the count, or 400 with a per-row report (nothing stored): the endpoint's errorReport,
  // which is not the usual error shape, so it is sent here rather than thrown. The form's one file part is
  // required, so route() has already refused a request without it.
  // The file is read as it arrives (readDeviceCsv): a file over a limit is refused at the first row or byte past it.
  route(
    app,
    endpoints.importDevices,
    async ({ streamed: [file], query, request, reply }) => {
      const channel = query.import_id ? { tokenHash: sessionOf(request).tokenHash, importId: query.import_id } : undefined;
      const outcome = await importDevices(app.ctx, file!, actorOf(request), channel);
      if (!outcome.ok) return reply.code(400).send(outcome.report);
      return { message: en.toast.fileUploaded, data: { imported: outcome.imported } };
    },
    { file: readDeviceCsv },
  );

  // The progress of the caller's own import, from this process's memory: it needs no database after the
  // auth hook, which matters because the import holds PGlite's one connection (docs/decisions/033).
  const progress = app.ctx.importProgress;
  app.addHook('preClose', async () => progress.closeAll());
  const sessions = app.ctx.sessionStreams;
  route(app, endpoints.importProgress, async ({ params, request, reply }) =>
    sendEventStream(reply, progress.stream({ tokenHash: sessionOf(request).tokenHash, importId: params.import_id }, sessions)),
  );

  route(app, endpoints.setDeviceStatus, async ({ params, body, request }) => {
    const data = await setDeviceStatus(app.ctx, params.id, body?.isActive, actorOf(request));
    return { message: data.isActive ? en.toast.deviceActivated : en.toast.deviceDeactivated, data };
  });

  route(app, endpoints.getDevice, async ({ params }) => ({ message: en.devices.fetched, data: await getDevice(app.ctx, params.id) }));

  route(app, endpoints.createDevice, async ({ body, request }) => ({ message: en.toast.added, data: await createDevice(app.ctx, body, actorOf(request)) }));

  route(app, endpoints.updateDevice, async ({ params, body, request }) => ({
    message: en.devices.updated,
    data: await updateDevice(app.ctx, params.id, body, actorOf(request)),
  }));

  route(app, endpoints.deleteDevice, async ({ params, request }) => {
    await removeDevice(app.ctx, params.id, actorOf(request));
    return { message: en.toast.deviceDeleted };
  });
};
