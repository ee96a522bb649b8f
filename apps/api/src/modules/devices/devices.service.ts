import {
  DEVICE_LOGS_SHOWN,
  en,
  type AuditAction,
  type DeviceDetails,
  type DeviceFilters,
  type DeviceRow,
  type DeviceValues,
  type ListDevicesQuery,
} from '@guardian/contracts';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { listAnswer } from '../../lib/list-engine';
import { auditBy, type Actor } from '../../lib/actor';
import type { AuditEntry } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import { devicesList } from './devices.list';
import * as repo from './devices.repository';

const m = en.devices;

export function toDeviceRow(record: repo.DeviceRecord): DeviceRow {
  return {
    id: record.id,
    deviceName: record.deviceName,
    deviceId: record.deviceId,
    macAddress: record.macAddress,
    isActive: record.isActive,
    createdAt: record.createdAt.toISOString(),
    userDeviceInventory: record.hasUser && record.userId !== null ? [{ deviceInventoryUser: { userId: record.userId, userName: record.userName } }] : [],
  };
}

export async function listDevices(ctx: AppContext, query: ListDevicesQuery) {
  const page = await devicesList.page(ctx, query);
  return listAnswer({ ...page, rows: page.rows.map(toDeviceRow) }, 'totalResult');
}

export async function getDevice(ctx: AppContext, id: number): Promise<DeviceDetails> {
  const record = await repo.findDevice(ctx.db, id);
  if (!record) throw notFound(m.notFound);
  const logs = await repo.latestLogs(ctx.db, id, DEVICE_LOGS_SHOWN);
  return { ...toDeviceRow(record), deviceLogs: logs.map((log) => ({ ...log, timeStamp: log.timeStamp.toISOString() })) };
}

/** Runs a device write and its audit row in one transaction; a raced unique device id becomes a 409. */
async function write<T>(ctx: AppContext, run: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction((tx) => run(tx));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(m.deviceIdTaken, { deviceId: m.deviceIdTaken });
    throw error;
  }
}

const audit = (tx: Db, actor: Actor, action: AuditAction, id: number, details: Pick<AuditEntry, 'summary' | 'changes'>) =>
  auditBy(tx, actor, { action, entityType: 'device', entityId: id, ...details });

async function lockedDevice(tx: Db, id: number) {
  const device = await repo.findDevice(tx, id, true);
  if (!device) throw notFound(m.notFound);
  return device;
}

// Writes answer with the row the transaction wrote (RETURNING), not a second read after the commit: under
// load every round trip to the database counts (docs/reliability.md).

/** A device id already taken is refused by the unique index (a 409 from write()), without a look-up first. */
export async function createDevice(ctx: AppContext, values: DeviceValues, actor: Actor): Promise<DeviceRow> {
  const created = await write(ctx, async (tx) => {
    const record = await repo.insertDevice(tx, values, ctx.now());
    await audit(tx, actor, 'device.created', record.id, { summary: values });
    return record;
  });
  return toDeviceRow(created);
}

export async function updateDevice(ctx: AppContext, id: number, values: DeviceValues, actor: Actor): Promise<DeviceRow> {
  const updated = await write(ctx, async (tx) => {
    const before = await lockedDevice(tx, id);
    const after = await repo.updateDevice(tx, id, values, ctx.now());
    const changes = Object.fromEntries((Object.keys(values) as (keyof DeviceValues)[]).map((key) => [key, { from: before[key], to: values[key] }]));
    await audit(tx, actor, 'device.updated', id, { changes });
    return { ...before, ...after };
  });
  return toDeviceRow(updated);
}

export async function setDeviceStatus(ctx: AppContext, id: number, isActive: boolean | undefined, actor: Actor): Promise<DeviceRow> {
  const updated = await write(ctx, async (tx) => {
    const before = await lockedDevice(tx, id);
    const next = isActive ?? !before.isActive;
    const after = await repo.updateDevice(tx, id, { isActive: next }, ctx.now());
    await audit(tx, actor, next ? 'device.activated' : 'device.deactivated', id, { changes: { isActive: { from: before.isActive, to: next } } });
    return { ...before, ...after };
  });
  return toDeviceRow(updated);
}

/** Allocations and logs go with the device (ON DELETE CASCADE); the audit row keeps what it was. */
export async function removeDevice(ctx: AppContext, id: number, actor: Actor): Promise<void> {
  await write(ctx, async (tx) => {
    const before = await lockedDevice(tx, id);
    await repo.deleteDevice(tx, id);
    await audit(tx, actor, 'device.deleted', id, {
      summary: { deviceId: before.deviceId, deviceName: before.deviceName, macAddress: before.macAddress, allocatedTo: before.userName },
    });
  });
}

/** Every device matching the filters, read in keyset batches so memory stays flat. */
export const exportDevices = (ctx: AppContext, filters: DeviceFilters) => devicesList.all(ctx, filters);
