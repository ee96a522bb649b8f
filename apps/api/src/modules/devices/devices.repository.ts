import { and, desc, eq, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { ALLOCATION_STATUS, DEVICE_ACTIVE_STATUS, type DeviceFilters, type DeviceValues } from '@guardian/contracts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { accounts, deviceAllocations, deviceLogs, devices } from '../../db/schema';
import { countTableCached } from '../../lib/row-count';
import { containsPattern } from '../../lib/sql-helpers';

export type DeviceRecord = {
  id: number;
  deviceName: string;
  deviceId: string;
  macAddress: string | null;
  isActive: boolean;
  createdAt: Date;
  userName: string | null;
  hasUser: boolean;
};

const columns = {
  id: devices.id,
  deviceName: devices.deviceName,
  deviceId: devices.deviceId,
  macAddress: devices.macAddress,
  isActive: devices.isActive,
  createdAt: devices.createdAt,
};
type DeviceColumns = Omit<DeviceRecord, 'userName' | 'hasUser'>;

/**
 * Status and allocation are equality tests on devices_filter_idx (is_active, is_allocated, id); the keyword
 * is ILIKE on the two trigram indexes (device_name, device_id), so no filter reads the whole table.
 */
export function deviceWhere(filters: DeviceFilters): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filters.active_status === DEVICE_ACTIVE_STATUS.active) parts.push(eq(devices.isActive, true));
  if (filters.active_status === DEVICE_ACTIVE_STATUS.inactive) parts.push(eq(devices.isActive, false));
  if (filters.allocation_status === ALLOCATION_STATUS.allocated) parts.push(eq(devices.isAllocated, true));
  if (filters.allocation_status === ALLOCATION_STATUS.notAllocated) parts.push(eq(devices.isAllocated, false));
  if (filters.keyword !== '') {
    const pattern = containsPattern(filters.keyword);
    parts.push(or(ilike(devices.deviceName, pattern), ilike(devices.deviceId, pattern)));
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

const isUnfiltered = (filters: DeviceFilters) =>
  filters.keyword === '' && filters.active_status === DEVICE_ACTIVE_STATUS.all && filters.allocation_status === ALLOCATION_STATUS.all;

/** Current holders (allocation not released) of the given devices, one per device, newest allocation first. */
async function currentHolders(db: Db, ids: number[]): Promise<Map<number, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([deviceAllocations.deviceId], { deviceId: deviceAllocations.deviceId, userName: accounts.userName })
    .from(deviceAllocations)
    .innerJoin(accounts, eq(accounts.id, deviceAllocations.userId))
    .where(and(inArray(deviceAllocations.deviceId, ids), isNull(deviceAllocations.releasedAt)))
    .orderBy(deviceAllocations.deviceId, desc(deviceAllocations.allocatedAt));
  return new Map(rows.map((row) => [row.deviceId, row.userName]));
}

async function withHolders(db: Db, rows: DeviceColumns[]): Promise<DeviceRecord[]> {
  const holders = await currentHolders(db, rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, userName: holders.get(row.id) ?? null, hasUser: holders.has(row.id) }));
}

const flagValues = (code: number, whenTrue: number, whenFalse: number) => (code === whenTrue ? [true] : code === whenFalse ? [false] : [true, false]);

/**
 * The ids of one page, newest first. OFFSET walks only index entries (a deferred join: the full rows of
 * the page alone are read afterwards). When exactly one of the two flags is filtered, the rows sit in two
 * ranges of devices_filter_idx (is_active, is_allocated, id); a UNION ALL of the two ranges lets PostgreSQL
 * merge them in id order (Merge Append) instead of sorting every match, which keeps deep pages cheap.
 */
function pageIdsQuery(db: Db, filters: DeviceFilters, page: { limit: number; offset: number }): SQL {
  const actives = flagValues(filters.active_status, DEVICE_ACTIVE_STATUS.active, DEVICE_ACTIVE_STATUS.inactive);
  const allocations = flagValues(filters.allocation_status, ALLOCATION_STATUS.allocated, ALLOCATION_STATUS.notAllocated);
  const ranges = actives.flatMap((isActive) => allocations.map((isAllocated) => ({ isActive, isAllocated })));
  if (filters.keyword !== '' || ranges.length !== 2) {
    const query = db.select({ id: devices.id }).from(devices).where(deviceWhere(filters)).orderBy(desc(devices.id)).limit(page.limit).offset(page.offset);
    return sql`${query}`;
  }
  const end = page.offset + page.limit;
  const branches = ranges.map(
    (range) => sql`(select id from devices where is_active = ${range.isActive} and is_allocated = ${range.isAllocated} order by id desc limit ${end})`,
  );
  return sql`select id from (${sql.join(branches, sql` union all `)}) as ranges order by id desc limit ${page.limit} offset ${page.offset}`;
}

export async function listDevices(db: Db, filters: DeviceFilters, page: { limit: number; offset: number }) {
  const rows = await db.select(columns).from(devices).where(sql`${devices.id} in (${pageIdsQuery(db, filters, page)})`).orderBy(desc(devices.id));
  return withHolders(db, rows);
}

/**
 * Unfiltered: the estimate / cached count of row-count.ts (a million-row count per page view would
 * dominate the request). Filtered: exact, served by the same indexes as the page.
 */
export async function countDevices(db: Db, filters: DeviceFilters): Promise<number> {
  if (isUnfiltered(filters)) return countTableCached(db, 'devices');
  const [row] = await db.select({ n: sql<string>`count(*)` }).from(devices).where(deviceWhere(filters));
  return Number(row?.n ?? 0);
}

/** One export batch in keyset order (id descending, as the list shows), after `beforeId`. */
export async function exportBatch(db: Db, filters: DeviceFilters, beforeId: number | undefined, size: number) {
  const where = and(deviceWhere(filters), beforeId === undefined ? undefined : lt(devices.id, beforeId));
  const rows = await db.select(columns).from(devices).where(where).orderBy(desc(devices.id)).limit(size);
  return withHolders(db, rows);
}

export async function findDevice(db: Db, id: number, forUpdate = false): Promise<DeviceRecord | undefined> {
  const query = db.select(columns).from(devices).where(eq(devices.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ? (await withHolders(db, [row]))[0] : undefined;
}

export async function latestLogs(db: Db, id: number, limit: number) {
  return db
    .select({ eventType: deviceLogs.eventType, eventMessage: deviceLogs.eventMessage, timeStamp: deviceLogs.timeStamp })
    .from(deviceLogs)
    .where(eq(deviceLogs.deviceId, id))
    .orderBy(desc(deviceLogs.timeStamp), desc(deviceLogs.id))
    .limit(limit);
}

/** The new device as the list shows it: a device just added has no holder. */
export async function insertDevice(db: Db, values: DeviceValues, now: Date): Promise<DeviceRecord> {
  const [row] = await db.insert(devices).values({ ...values, createdAt: now, updatedAt: now }).returning(columns);
  return { ...row!, userName: null, hasUser: false };
}

/** The device as written; its holder is the caller's to keep (an edit does not change the allocation). */
export async function updateDevice(db: Db, id: number, values: Partial<DeviceValues> & { isActive?: boolean }, now: Date): Promise<DeviceColumns> {
  const [row] = await db.update(devices).set({ ...values, updatedAt: now }).where(eq(devices.id, id)).returning(columns);
  return row!;
}

export async function deleteDevice(db: Db, id: number) {
  await db.delete(devices).where(eq(devices.id, id));
}

/**
 * Which of `deviceIds` already exist, in one set-based query: the ids travel as one JSON parameter (a
 * 100k-row import would exceed PostgreSQL's 65,535 bind parameters as a list) and meet the unique index.
 */
export async function existingDeviceIds(db: Db, deviceIds: string[]): Promise<Set<string>> {
  if (deviceIds.length === 0) return new Set();
  const rows = await queryRows<{ device_id: string }>(
    db,
    sql`select d.device_id from devices d where d.device_id in (select jsonb_array_elements_text(${JSON.stringify(deviceIds)}::jsonb))`,
  );
  return new Set(rows.map((row) => row.device_id));
}

const INSERT_BATCH = 1000;

/**
 * Many devices in statements of INSERT_BATCH rows (STACK.md: row by row is ~18x slower). Each batch is one
 * JSON parameter unpacked by jsonb_to_recordset: binding 3,000 separate parameters per statement was
 * 2-3x slower on PGlite.
 */
export async function insertDevicesInBatches(db: Db, rows: DeviceValues[], now: Date) {
  for (let from = 0; from < rows.length; from += INSERT_BATCH) {
    const batch = JSON.stringify(rows.slice(from, from + INSERT_BATCH));
    await db.execute(sql`
      insert into devices (device_id, device_name, mac_address, created_at, updated_at)
      select r."deviceId", r."deviceName", r."macAddress", ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${batch}::jsonb) as r("deviceId" text, "deviceName" text, "macAddress" text)
    `);
  }
}
