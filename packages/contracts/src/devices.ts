import { z } from 'zod';
import { ANY_ADMIN, defineEndpoint } from './endpoint';
import { envelope, messageOnly, pageQuery, searchText } from './envelope';
import { cursorParam, listPageFields, orderByParam, sortDirectionParam } from './list-query';
import { en } from './messages';
import { importDevicesQuery, importProgressParams } from './device-import-progress';

const m = en.devices;

/** Filter codes of spec section 9, as the device list sends them. */
export const ALLOCATION_STATUS = { all: 1, allocated: 2, notAllocated: 3 } as const;
export const DEVICE_ACTIVE_STATUS = { all: 1, active: 3, inactive: 4 } as const;

export const DEVICE_NAME_MAX = 100;
export const DEVICE_ID_MAX = 64;
/** Columns of the import file and of its template (spec section 9), in this order. */
export const DEVICE_IMPORT_COLUMNS = ['deviceId', 'deviceName', 'macAddress'] as const;
export const DEVICE_IMPORT_TEMPLATE_FILE = 'DeviceImportTemplate.csv';
export const DEVICE_IMPORT_MAX_ROWS = 200_000;
/** BLE failures the logs modal paints red (spec section 4). */
export const DEVICE_BLE_ERROR_TYPES = [
  'Error in Connect BLE',
  'Error in Discover Services',
  'Error in Discover characteristic',
  'Error in fetching updated characteristic value',
] as const;

/** A filter code from a fixed set; absent or empty means All; anything else is a 400 naming the codes. */
const filterCode = (allowed: readonly number[], message: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ message })
      .int(message)
      .refine((code) => allowed.includes(code), message)
      .default(allowed[0] ?? 1),
  );

/** Sortable columns: newest first by id (the default), or the device's name. */
export const DEVICE_ORDER_BY = ['id', 'deviceName'] as const;
export type DeviceOrderBy = (typeof DEVICE_ORDER_BY)[number];

const deviceFilters = {
  keyword: searchText.default(''),
  order_by: orderByParam(DEVICE_ORDER_BY, 'id'),
  order: sortDirectionParam,
  active_status: filterCode(Object.values(DEVICE_ACTIVE_STATUS), m.activeStatusInvalid),
  allocation_status: filterCode(Object.values(ALLOCATION_STATUS), m.allocationStatusInvalid),
};
export const listDevicesQuery = pageQuery.extend(deviceFilters).extend({ cursor: cursorParam });
export type ListDevicesQuery = z.infer<typeof listDevicesQuery>;
export const exportDevicesQuery = z.object(deviceFilters);
export type DeviceFilters = z.infer<typeof exportDevicesQuery>;

/** Numeric, so that /device-inventory/export can never be read as a device id. */
export const deviceIdParams = z.object({
  id: z.coerce.number({ message: m.idInvalid }).int(m.idInvalid).positive(m.idInvalid).max(Number.MAX_SAFE_INTEGER, m.idInvalid),
});

// C0 controls and DEL are invisible in the table and the CSV (PostgreSQL refuses NUL outright); a lone
// surrogate cannot be stored as UTF-8 at all, so it would silently become U+FFFD.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const deviceText = (required: string, max: number, extra?: (value: string) => string | null) =>
  z.string({ message: required }).superRefine((value, ctx) => {
    const message =
      value.trim() === '' ? required : value.length > max ? en.validation.tooLong(max) : CONTROL.test(value) ? m.controlCharacters : (extra?.(value) ?? null);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** AA:BB:CC:DD:EE:FF or AA-BB-CC-DD-EE-FF, one separator throughout; stored upper case with colons. */
export const MAC_PATTERN = /^[0-9A-Fa-f]{2}([:-])(?:[0-9A-Fa-f]{2}\1){4}[0-9A-Fa-f]{2}$/;
export const normaliseMac = (value: string) => value.toUpperCase().replace(/-/g, ':');

/** Optional: empty, null or absent means "no MAC address" (spec: macAddress may be null). */
export const macAddress = z
  .string({ message: m.macInvalid })
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value.trim() === '') return null;
    if (!MAC_PATTERN.test(value.trim())) {
      ctx.addIssue({ code: 'custom', message: m.macInvalid });
      return z.NEVER;
    }
    return normaliseMac(value.trim());
  });

/**
 * Names and ids are stored exactly as given (no silent trimming), so a device id with a stray space at
 * either end is refused rather than stored as a second, look-alike id.
 */
export const deviceBody = z.object({
  deviceName: deviceText(m.deviceNameRequired, DEVICE_NAME_MAX),
  deviceId: deviceText(m.deviceIdRequired, DEVICE_ID_MAX, (value) => (value.trim() !== value ? m.deviceIdSpaces : null)),
  macAddress,
});
export type DeviceBody = z.input<typeof deviceBody>;
export type DeviceValues = z.output<typeof deviceBody>;

/** Sets the status given; without a body the device's status flips (the spec's toggle). */
export const setDeviceStatusBody = z.object({ isActive: z.boolean({ message: m.isActiveInvalid }).optional() }).nullish();

export const deviceRow = z.object({
  id: z.number().int(),
  deviceName: z.string(),
  deviceId: z.string(),
  macAddress: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  /**
   * The current allocation, if any, in the spec's shape (first item's deviceInventoryUser.userName); userId opens
   * the holder's page (/admin/customer/{userId}).
   */
  userDeviceInventory: z.array(z.object({ deviceInventoryUser: z.object({ userId: z.number().int(), userName: z.string().nullable() }) })),
});
export type DeviceRow = z.infer<typeof deviceRow>;

export const deviceLog = z.object({ eventType: z.string(), eventMessage: z.string(), timeStamp: z.string() });
export type DeviceLog = z.infer<typeof deviceLog>;

/** GET /device-inventory/{id}: the row plus its newest logs (the logs modal loads it when it opens). */
export const deviceDetails = deviceRow.extend({ deviceLogs: z.array(deviceLog) });
export type DeviceDetails = z.infer<typeof deviceDetails>;
export const DEVICE_LOGS_SHOWN = 200;

export const deviceList = z.object({ message: z.string(), data: z.array(deviceRow), totalResult: z.number().int(), ...listPageFields });

export const importRowError = z.object({ row: z.number().int(), deviceId: z.string(), field: z.string(), message: z.string() });
export type ImportRowError = z.infer<typeof importRowError>;
/** A refused import: nothing was stored; `report` lists the first problems (row 1 is the file's header). */
export const importReport = z.object({ message: z.string(), errorCount: z.number().int(), report: z.array(importRowError) });
export type ImportReport = z.infer<typeof importReport>;
export const importResult = z.object({ message: z.string(), data: z.object({ imported: z.number().int() }) });

const tag = 'devices';

/**
 * The device-inventory calls of spec section 7. Static paths (/export, /import, /active-inactive-...) are
 * matched before /:id by the router, and :id only accepts a positive number anyway.
 */
export const devicesEndpoints = {
  listDevices: defineEndpoint({
    operationId: 'listDevices',
    summary: 'A page of devices, searched and filtered by allocation and active status',
    tag,
    method: 'GET',
    path: '/device-inventory',
    access: ANY_ADMIN,
    query: listDevicesQuery,
    success: { status: 200, schema: deviceList },
  }),
  exportDevices: defineEndpoint({
    operationId: 'exportDevices',
    summary: 'Every device matching the filters, as a CSV file (DeviceManagement.csv) whose first columns are the import template',
    tag,
    method: 'GET',
    path: '/device-inventory/export',
    access: ANY_ADMIN,
    query: exportDevicesQuery,
    success: { status: 200, produces: 'text/csv' },
  }),
  // A file with bad rows is an answer, not a failure: 400 with the per-row report (nothing stored).
  importDevices: defineEndpoint({
    operationId: 'importDevices',
    summary: 'Adds every device of a CSV file, all or nothing; a file with bad rows answers 400 with a per-row report',
    tag,
    method: 'POST',
    path: '/device-inventory/import',
    access: ANY_ADMIN,
    // One CSV file under `file`, judged by its content (UTF-8 text with the template's header) in the service.
    // import_id (optional): where the import reports its progress (importProgress below).
    query: importDevicesQuery,
    form: { fields: z.object({}), files: { file: { types: ['text/csv'], required: true, requiredMessage: en.validation.csvRequired } }, order: ['file'] },
    success: { status: 200, schema: importResult },
    errorReport: { status: 400, schema: importReport },
    errors: [409, 415],
  }),
  importProgress: defineEndpoint({
    operationId: 'streamDeviceImportProgress',
    summary:
      'Server-sent events of one running device import of the caller: rows checked, then devices saved, then its final state; opened before the upload with the import_id the upload then carries',
    tag,
    method: 'GET',
    path: '/device-inventory/import/progress/:import_id',
    access: ANY_ADMIN,
    params: importProgressParams,
    success: { status: 200, produces: 'text/event-stream' },
  }),
  setDeviceStatus: defineEndpoint({
    operationId: 'setDeviceStatus',
    summary: "Sets a device's status; without a body the status flips",
    tag,
    method: 'PATCH',
    path: '/device-inventory/active-inactive-device-inventory/:id',
    access: ANY_ADMIN,
    params: deviceIdParams,
    body: setDeviceStatusBody,
    success: { status: 200, schema: envelope(deviceRow) },
    errors: [404],
  }),
  getDevice: defineEndpoint({
    operationId: 'getDevice',
    summary: `One device with its newest logs (at most ${DEVICE_LOGS_SHOWN})`,
    tag,
    method: 'GET',
    path: '/device-inventory/:id',
    access: ANY_ADMIN,
    params: deviceIdParams,
    success: { status: 200, schema: envelope(deviceDetails) },
    errors: [404],
  }),
  createDevice: defineEndpoint({
    operationId: 'createDevice',
    summary: 'Adds a device; its device id must be free',
    tag,
    method: 'POST',
    path: '/device-inventory',
    access: ANY_ADMIN,
    body: deviceBody,
    success: { status: 201, schema: envelope(deviceRow) },
    errors: [409],
  }),
  updateDevice: defineEndpoint({
    operationId: 'updateDevice',
    summary: "Changes a device's name, device id and MAC address",
    tag,
    method: 'PUT',
    path: '/device-inventory/:id',
    access: ANY_ADMIN,
    params: deviceIdParams,
    body: deviceBody,
    success: { status: 200, schema: envelope(deviceRow) },
    errors: [404, 409],
  }),
  deleteDevice: defineEndpoint({
    operationId: 'deleteDevice',
    summary: 'Deletes a device with its allocations and logs',
    tag,
    method: 'DELETE',
    path: '/device-inventory/:id',
    access: ANY_ADMIN,
    params: deviceIdParams,
    success: { status: 200, schema: messageOnly },
    errors: [404],
  }),
};
