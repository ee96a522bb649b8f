import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DeviceValues } from '@guardian/contracts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { accounts, deviceAllocations, deviceLogs, devices } from '../../db/schema';
import { yieldToOthers } from '../../lib/heavy-work';

export type DeviceRecord = {
  id: number;
  deviceName: string;
  deviceId: string;
  macAddress: string | null;
  isActive: boolean;
  createdAt: Date;
  userName: string | null;
  /** The current holder's account id (null when the device is not allocated). */
  userId: number | null;
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
type DeviceColumns = Omit<DeviceRecord, 'userName' | 'userId' | 'hasUser'>;

/** Current holders (allocation not released) of the given devices, one per device, newest allocation first. */
async function currentHolders(db: Db, ids: number[]): Promise<Map<number, { userId: number; userName: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([deviceAllocations.deviceId], { deviceId: deviceAllocations.deviceId, userId: deviceAllocations.userId, userName: accounts.userName })
    .from(deviceAllocations)
    .innerJoin(accounts, eq(accounts.id, deviceAllocations.userId))
    .where(and(inArray(deviceAllocations.deviceId, ids), isNull(deviceAllocations.releasedAt)))
    .orderBy(deviceAllocations.deviceId, desc(deviceAllocations.allocatedAt), desc(deviceAllocations.id));
  return new Map(rows.map((row) => [row.deviceId, { userId: row.userId, userName: row.userName }]));
}

async function withHolders(db: Db, rows: DeviceColumns[]): Promise<DeviceRecord[]> {
  const holders = await currentHolders(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const holder = holders.get(row.id);
    return { ...row, userName: holder?.userName ?? null, userId: holder?.userId ?? null, hasUser: holder !== undefined };
  });
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
  const [row] = await db
    .insert(devices)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning(columns);
  return { ...row!, userName: null, userId: null, hasUser: false };
}

/** The device as written; its holder is the caller's to keep (an edit does not change the allocation). */
export async function updateDevice(db: Db, id: number, values: Partial<DeviceValues> & { isActive?: boolean }, now: Date): Promise<DeviceColumns> {
  const [row] = await db
    .update(devices)
    .set({ ...values, updatedAt: now })
    .where(eq(devices.id, id))
    .returning(columns);
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
/** `onSaved` hears how many rows are in after each batch (the import's progress). */
export async function insertDevicesInBatches(db: Db, rows: DeviceValues[], now: Date, onSaved: (saved: number) => void = () => {}) {
  for (let from = 0; from < rows.length; from += INSERT_BATCH) {
    const batch = JSON.stringify(rows.slice(from, from + INSERT_BATCH));
    await db.execute(sql`
      insert into devices (device_id, device_name, mac_address, created_at, updated_at)
      select r."deviceId", r."deviceName", r."macAddress", ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${batch}::jsonb) as r("deviceId" text, "deviceName" text, "macAddress" text)
    `);
    onSaved(Math.min(from + INSERT_BATCH, rows.length));
    // Between batches other requests get a turn of the event loop (on PostgreSQL they also get the database).
    await yieldToOthers();
  }
}
