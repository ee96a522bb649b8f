import { devicesEndpoints, timelineEndpoints, usersEndpoints } from '@guardian/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema';
import { createDevice } from '../../support/devices-fixtures';
import { databaseKind, superAdminSuite } from '../../support/helper';
import { createEndUser } from '../../support/users-fixtures';
import { request, requestRaw } from '../../support/request';

type Entry = { action: string; entityId: string | null; recordName: string | null; recordExists: boolean; summary: Record<string, unknown> };

/** The timeline names each entry's record and writes no entry for a write that changed nothing (issue 13). */
describe(`timeline records and no-op writes on ${databaseKind}`, () => {
  const suite = superAdminSuite();

  const entriesAbout = (type: string, id: number) =>
    suite.test.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, type), eq(auditLog.entityId, String(id))));
  const timelineEntry = async (action: string, id: number): Promise<Entry | undefined> => {
    const response = await request(suite.superAdmin, timelineEndpoints.getAuditTimeline, { query: { action, limit: 100 } });
    expect(response.statusCode).toBe(200);
    return (response.json().data as Entry[]).find((entry) => entry.entityId === String(id));
  };

  it("sets a user's status once: one entry naming the user, none for setting the status it already has", async () => {
    const user = await createEndUser(suite.test.ctx, { fullName: 'Emma Mendes' });
    const setStatus = (status: number) => requestRaw(suite.superAdmin, usersEndpoints.setUserStatus, { params: { userId: user.id }, body: { status } });
    expect((await setStatus(1)).statusCode).toBe(200);
    expect(await entriesAbout('account', user.id)).toHaveLength(0);
    expect((await setStatus(0)).statusCode).toBe(200);
    expect((await setStatus(0)).statusCode).toBe(200);
    const rows = await entriesAbout('account', user.id);
    expect(rows.map((row) => row.action)).toEqual(['user.status.changed']);
    expect(await timelineEntry('user.status.changed', user.id)).toMatchObject({
      recordName: 'Emma Mendes',
      recordExists: true,
      summary: { status: { from: 1, to: 0 }, sessionsEnded: 0 },
    });
  });

  it('writes no entry for an edit that changed nothing, and only the changed fields for one that did', async () => {
    const user = await createEndUser(suite.test.ctx, { fullName: 'Ada Byron', countryCode: '+44', phoneNumber: '7911123456' });
    const body = { full_name: 'Ada Byron', email: user.email, phone_no: '7911 123456', country_code: '+44' };
    const edit = (overrides: Record<string, string>) =>
      request(suite.superAdmin, usersEndpoints.updateUser, { params: { userId: user.id }, body: { ...body, ...overrides } });
    expect((await edit({})).statusCode).toBe(200);
    expect(await entriesAbout('account', user.id)).toHaveLength(0);
    expect((await edit({ full_name: 'Ada Lovelace' })).statusCode).toBe(200);
    const [row, ...more] = await entriesAbout('account', user.id);
    expect(more).toHaveLength(0);
    expect(row?.summary).toEqual({ fullName: { from: 'Ada Byron', to: 'Ada Lovelace' } });

    const device = await createDevice(suite.test.ctx, { deviceName: 'Band 7', deviceId: `SAME-${Date.now()}` });
    const same = { deviceName: 'Band 7', deviceId: device.deviceId, macAddress: '' };
    expect((await request(suite.superAdmin, devicesEndpoints.updateDevice, { params: { id: device.id }, body: same })).statusCode).toBe(200);
    expect((await request(suite.superAdmin, devicesEndpoints.setDeviceStatus, { params: { id: device.id }, body: { isActive: true } })).statusCode).toBe(200);
    expect(await entriesAbout('device', device.id)).toHaveLength(0);
  });

  it('names a deleted record from what its entry kept, and says it is gone', async () => {
    const device = await createDevice(suite.test.ctx, { deviceName: 'Band 9' });
    expect((await request(suite.superAdmin, devicesEndpoints.deleteDevice, { params: { id: device.id } })).statusCode).toBe(200);
    expect(await timelineEntry('device.deleted', device.id)).toMatchObject({ recordName: 'Band 9', recordExists: false });
  });
});
