import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deviceBody,
  deviceDetails,
  deviceIdParams,
  deviceList,
  deviceRow,
  en,
  envelope,
  EXPORT_FILES,
  exportDevicesQuery,
  listDevicesQuery,
  messageOnly,
  setDeviceStatusBody,
} from '@guardian/contracts';
import { actorOf } from '../../lib/actor';
import { sendCsv, type CsvColumn } from '../../lib/csv-export';
import { badRequest } from '../../lib/errors';
import { readMultipart } from '../../lib/multipart';
import type { DeviceRecord } from './devices.repository';
import { importDevices } from './devices-import.service';
import { createDevice, exportDevices, getDevice, listDevices, removeDevice, setDeviceStatus, updateDevice } from './devices.service';

const tags = ['devices'];

const exportDate = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });

/** The first three columns are the import template's, so an export can be edited and imported elsewhere. */
const EXPORT_COLUMNS: CsvColumn<DeviceRecord>[] = [
  { header: 'deviceId', value: (row) => row.deviceId },
  { header: 'deviceName', value: (row) => row.deviceName },
  { header: 'macAddress', value: (row) => row.macAddress },
  { header: 'allocatedTo', value: (row) => (row.hasUser ? row.userName : en.devices.notApplicable) },
  { header: 'status', value: (row) => (row.isActive ? en.devices.active : en.devices.inactive) },
  { header: 'addedOn', value: (row) => exportDate.format(row.createdAt) },
];

/**
 * The device-inventory calls of spec section 7. Static paths (/export, /import, /active-inactive-...) are
 * matched before /:id by the router, and :id only accepts a positive number anyway.
 */
export const devicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/device-inventory', { schema: { tags, querystring: listDevicesQuery, response: { 200: deviceList } } }, async (request) => {
    return { message: en.devices.listFetched, ...(await listDevices(app.ctx, request.query)) };
  });

  app.get('/device-inventory/export', { schema: { tags, querystring: exportDevicesQuery } }, async (request, reply) => {
    return sendCsv(reply, EXPORT_FILES.devices, EXPORT_COLUMNS, exportDevices(app.ctx, request.query));
  });

  // Answers 200 with the count, or 400 with a per-row report (nothing stored); the report is not the usual
  // error shape, so it is sent here rather than thrown.
  app.post('/device-inventory/import', { schema: { tags, consumes: ['multipart/form-data'] } }, async (request, reply) => {
    if (!request.isMultipart()) throw badRequest(en.validation.csvRequired);
    const { files } = await readMultipart(request);
    const file = files.find((candidate) => candidate.fieldname === 'file') ?? files[0];
    if (!file) throw badRequest(en.validation.csvRequired);
    const outcome = await importDevices(app.ctx, file, actorOf(request));
    if (!outcome.ok) return reply.code(400).send(outcome.report);
    return reply.send({ message: en.toast.fileUploaded, data: { imported: outcome.imported } });
  });

  app.patch(
    '/device-inventory/active-inactive-device-inventory/:id',
    { schema: { tags, params: deviceIdParams, body: setDeviceStatusBody, response: { 200: envelope(deviceRow) } } },
    async (request) => {
      const data = await setDeviceStatus(app.ctx, request.params.id, request.body?.isActive, actorOf(request));
      return { message: data.isActive ? en.toast.deviceActivated : en.toast.deviceDeactivated, data };
    },
  );

  app.get('/device-inventory/:id', { schema: { tags, params: deviceIdParams, response: { 200: envelope(deviceDetails) } } }, async (request) => {
    return { message: en.devices.fetched, data: await getDevice(app.ctx, request.params.id) };
  });

  app.post('/device-inventory', { schema: { tags, body: deviceBody, response: { 201: envelope(deviceRow) } } }, async (request, reply) => {
    const data = await createDevice(app.ctx, request.body, actorOf(request));
    return reply.code(201).send({ message: en.toast.added, data });
  });

  app.put(
    '/device-inventory/:id',
    { schema: { tags, params: deviceIdParams, body: deviceBody, response: { 200: envelope(deviceRow) } } },
    async (request) => {
      return { message: en.devices.updated, data: await updateDevice(app.ctx, request.params.id, request.body, actorOf(request)) };
    },
  );

  app.delete('/device-inventory/:id', { schema: { tags, params: deviceIdParams, response: { 200: messageOnly } } }, async (request) => {
    await removeDevice(app.ctx, request.params.id, actorOf(request));
    return { message: en.toast.deviceDeleted };
  });
};
