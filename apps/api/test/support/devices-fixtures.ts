import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../src/context';
import { auditLog, deviceAllocations, deviceLogs, devices } from '../../src/db/schema';
import { createAccount } from './helper';
import { multipartBody } from './multipart-body';

/** Device ids of one test run start with this, so runs on a shared database do not collide. */
let serial = 0;

export type DeviceOverrides = Partial<typeof devices.$inferInsert> & { allocatedTo?: string; logs?: [string, string][] };

/** A device row straight in the database, optionally allocated to a new end user and with log lines. */
export async function createDevice(ctx: AppContext, overrides: DeviceOverrides = {}) {
  serial += 1;
  const { allocatedTo, logs, ...values } = overrides;
  const [row] = await ctx.db
    .insert(devices)
    .values({
      deviceName: `Fixture Band ${serial}`,
      deviceId: `FIX-${serial}-${Date.now()}`,
      macAddress: null,
      isAllocated: allocatedTo !== undefined,
      ...values,
    })
    .returning();
  if (!row) throw new Error('device not created');
  if (allocatedTo !== undefined) {
    const user = await createAccount(ctx, { roleId: 6, userName: allocatedTo });
    await ctx.db.insert(deviceAllocations).values({ deviceId: row.id, userId: user.id });
  }
  if (logs) {
    await ctx.db
      .insert(deviceLogs)
      .values(
        logs.map(([eventType, eventMessage], index) => ({ deviceId: row.id, eventType, eventMessage, timeStamp: new Date(Date.UTC(2024, 0, 1, 10, index)) })),
      );
  }
  return row;
}

export async function deviceCount(ctx: AppContext): Promise<number> {
  const [row] = await ctx.db.select({ n: sql<string>`count(*)` }).from(devices);
  return Number(row?.n ?? 0);
}

export async function auditActions(ctx: AppContext, entityId?: number): Promise<string[]> {
  const rows = await ctx.db
    .select({ action: auditLog.action, entityId: auditLog.entityId })
    .from(auditLog)
    .where(sql`${auditLog.action} like 'device.%'`)
    .orderBy(auditLog.id);
  return rows.filter((row) => entityId === undefined || row.entityId === String(entityId)).map((row) => row.action);
}

/** A multipart body with one file part, as a browser's FormData would send it. */
export function multipartFile(content: string | Buffer, fileName = 'devices.csv', contentType = 'text/csv', field = 'file') {
  return multipartBody({}, [{ name: field, filename: fileName, contentType, bytes: typeof content === 'string' ? Buffer.from(content) : content }]);
}

/** Our CSV export (BOM, header, quoted cells) as objects keyed by header. */
export const parseCsv = (text: string): Record<string, string>[] => parse(text, { columns: true, bom: true });
