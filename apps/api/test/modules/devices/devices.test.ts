import { devicesEndpoints } from '@guardian/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRole, createTestApp, databaseKind, type TestApp } from '../../support/helper';
import { auditActions, createDevice, parseCsv } from '../../support/devices-fixtures';
import { request, requestRaw } from '../../support/request';

type Call = Awaited<ReturnType<typeof asRole>>['call'];
type Row = {
  id: number;
  deviceId: string;
  deviceName: string;
  macAddress: string | null;
  isActive: boolean;
  userDeviceInventory: { deviceInventoryUser: { userId: number; userName: string } }[];
};

describe(`device inventory on ${databaseKind}`, () => {
  let test: TestApp;
  let call: Call;
  const ids: Record<'a' | 'b' | 'c' | 'd', number> = { a: 0, b: 0, c: 0, d: 0 };

  beforeAll(async () => {
    test = await createTestApp();
    ({ call } = await asRole(test, 3));
    const { ctx } = test;
    ids.a = (
      await createDevice(ctx, {
        deviceName: 'Alpha Band',
        deviceId: 'ALPHA-1',
        macAddress: 'AA:BB:CC:DD:EE:01',
        allocatedTo: 'alice.w',
        logs: [
          ['Connected', 'ok'],
          ['Error in Connect BLE', 'no link'],
        ],
      })
    ).id;
    ids.b = (await createDevice(ctx, { deviceName: 'Bravo Band', deviceId: 'BRAVO-2', isActive: false, allocatedTo: 'bob.k' })).id;
    ids.c = (await createDevice(ctx, { deviceName: 'Charlie Clip', deviceId: 'CHARLIE-3' })).id;
    ids.d = (await createDevice(ctx, { deviceName: '50% Off_Band', deviceId: '=HYPERLINK("x")', isActive: false })).id;
  });
  afterAll(() => test.close());

  const list = async (query: string) => {
    const response = await requestRaw(call, devicesEndpoints.listDevices, { query });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { data: Row[]; totalResult: number };
    return { ids: body.data.map((row) => row.id), total: body.totalResult, rows: body.data };
  };

  it('refuses every device call without a session', async () => {
    for (const endpoint of [devicesEndpoints.listDevices, devicesEndpoints.exportDevices, devicesEndpoints.importDevices, devicesEndpoints.deleteDevice]) {
      expect((await requestRaw(test, endpoint, { params: { id: 1 } })).statusCode).toBe(401);
    }
  });

  it('lists newest first with the spec row shape and totalResult', async () => {
    const { rows, total } = await list('limit=10&page_no=1');
    expect(total).toBe(4);
    expect(rows.map((row) => row.id)).toEqual([ids.d, ids.c, ids.b, ids.a]);
    const alpha = rows.find((row) => row.id === ids.a)!;
    expect(alpha).toMatchObject({ deviceName: 'Alpha Band', deviceId: 'ALPHA-1', macAddress: 'AA:BB:CC:DD:EE:01', isActive: true });
    const alice = await test.ctx.db.execute(sql`select id from accounts where user_name = 'alice.w'`);
    const aliceId = Number((alice as unknown as { rows: { id: number | string }[] }).rows[0]!.id);
    expect(alpha.userDeviceInventory).toEqual([{ deviceInventoryUser: { userId: aliceId, userName: 'alice.w' } }]);
    expect(rows.find((row) => row.id === ids.c)!.userDeviceInventory).toEqual([]);
  });

  it.each([
    ['active_status=1', ['a', 'b', 'c', 'd']],
    ['active_status=&allocation_status=&keyword=', ['a', 'b', 'c', 'd']],
    ['active_status=3', ['a', 'c']],
    ['active_status=4', ['b', 'd']],
    ['allocation_status=1', ['a', 'b', 'c', 'd']],
    ['allocation_status=2', ['a', 'b']],
    ['allocation_status=3', ['c', 'd']],
    ['active_status=3&allocation_status=2', ['a']],
    ['active_status=4&allocation_status=3', ['d']],
    ['keyword=band', ['a', 'b', 'd']],
    ['keyword=charlie-3', ['c']],
    ['keyword=50%25', ['d']],
    ['keyword=_', ['d']],
    ['keyword=zzz', []],
    ['keyword=band&active_status=3&allocation_status=2', ['a']],
  ] as const)('filters %s exactly, with an exact total', async (query, expected) => {
    const { ids: found, total } = await list(query);
    expect(found.sort()).toEqual(expected.map((key) => ids[key]).sort());
    expect(total).toBe(expected.length);
  });

  it('pages with page_no and limit', async () => {
    const first = await list('limit=10&page_no=1');
    const second = await list('limit=10&page_no=2');
    expect(first.ids).toHaveLength(4);
    expect(second.ids).toEqual([]);
    expect(second.total).toBe(4);
  });

  it.each([
    ['active_status=2', 'active_status must be 1 (All), 3 (Active) or 4 (Inactive).'],
    ['active_status=0', 'active_status must be 1 (All), 3 (Active) or 4 (Inactive).'],
    ['active_status=abc', 'active_status must be 1 (All), 3 (Active) or 4 (Inactive).'],
    ['active_status=3.5', 'active_status must be 1 (All), 3 (Active) or 4 (Inactive).'],
    ['allocation_status=4', 'allocation_status must be 1 (All), 2 (Allocated) or 3 (Not Allocated).'],
    ['allocation_status=-1', 'allocation_status must be 1 (All), 2 (Allocated) or 3 (Not Allocated).'],
    ['limit=7', 'limit must be one of 10, 25, 50, 75, 100.'],
    ['page_no=0', 'page_no must be a whole number from 1.'],
    [`keyword=${'x'.repeat(101)}`, 'Search must be at most 100 characters.'],
  ])('answers %s with a clear 400', async (query, message) => {
    for (const endpoint of [devicesEndpoints.listDevices, devicesEndpoints.exportDevices]) {
      if (endpoint === devicesEndpoints.exportDevices && /limit|page_no/.test(query)) continue;
      const response = await requestRaw(call, endpoint, { query });
      expect(response.statusCode, endpoint.path).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('gets one device with its newest logs first, and 404 / 400 for bad ids', async () => {
    const response = await request(call, devicesEndpoints.getDevice, { params: { id: ids.a } });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.deviceLogs.map((log: { eventType: string }) => log.eventType)).toEqual(['Error in Connect BLE', 'Connected']);
    expect(data.deviceLogs[0]).toEqual({ eventType: 'Error in Connect BLE', eventMessage: 'no link', timeStamp: '2024-01-01T10:01:00.000Z' });
    expect((await request(call, devicesEndpoints.getDevice, { params: { id: '999999' } })).json()).toEqual({ message: 'Device not found.' });
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      const answer = await request(call, devicesEndpoints.getDevice, { params: { id: bad } });
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json().message).toBe('The device id must be a positive whole number.');
    }
  });

  it('exports DeviceManagement.csv with the filters, formula cells escaped (not captured by /:id)', async () => {
    const response = await request(call, devicesEndpoints.exportDevices, { query: { active_status: 4 } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe('attachment; filename="DeviceManagement.csv"');
    const rows = parseCsv(response.body);
    expect(rows.map((row) => row.deviceId)).toEqual([`'=HYPERLINK("x")`, 'BRAVO-2']);
    expect(rows[1]).toMatchObject({ deviceName: 'Bravo Band', macAddress: '', allocatedTo: 'bob.k', status: 'Inactive' });
    expect(rows[0]).toMatchObject({ allocatedTo: 'N/A' });
    expect(rows[0]!.addedOn).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const all = parseCsv((await request(call, devicesEndpoints.exportDevices)).body);
    expect(all).toHaveLength(4);
  });

  it('exports every row exactly once across keyset batches', async () => {
    const { ctx } = test;
    const values = Array.from({ length: 2_345 }, (_, i) => `('Batch ${i}', 'BATCH-${i}')`).join(',');
    await ctx.db.execute(sql.raw(`insert into devices (device_name, device_id) values ${values}`));
    const rows = parseCsv((await request(call, devicesEndpoints.exportDevices, { query: { keyword: 'BATCH-' } })).body);
    expect(rows).toHaveLength(2_345);
    expect(new Set(rows.map((row) => row.deviceId)).size).toBe(2_345);
    expect((await list('keyword=BATCH-&limit=100&page_no=24')).ids).toHaveLength(45);
    await ctx.db.execute(sql`delete from devices where device_id like 'BATCH-%'`);
  });

  describe('writes', () => {
    it('adds a device, normalising the MAC address, and audits it', async () => {
      const response = await request(call, devicesEndpoints.createDevice, {
        body: { deviceName: 'Delta Pendant', deviceId: 'DELTA-4', macAddress: 'aa-bb-cc-dd-ee-0f' },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().message).toBe('Sucessfully Added');
      const data = response.json().data as Row;
      expect(data).toMatchObject({
        deviceName: 'Delta Pendant',
        deviceId: 'DELTA-4',
        macAddress: 'AA:BB:CC:DD:EE:0F',
        isActive: true,
        userDeviceInventory: [],
      });
      expect(await auditActions(test.ctx, data.id)).toEqual(['device.created']);
    });

    it.each([
      [{ deviceName: 'No Mac', deviceId: 'NOMAC-1', macAddress: '' }, null],
      [{ deviceName: 'Null Mac', deviceId: 'NOMAC-2', macAddress: null }, null],
      [{ deviceName: 'Absent Mac', deviceId: 'NOMAC-3' }, null],
    ])('stores an empty MAC address as null (%o)', async (payload, mac) => {
      const response = await request(call, devicesEndpoints.createDevice, { body: payload });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data.macAddress).toBe(mac);
    });

    it.each([
      [{ deviceName: '', deviceId: 'X-1' }, 'Please Enter Device Name.'],
      [{ deviceName: '   ', deviceId: 'X-1' }, 'Please Enter Device Name.'],
      [{ deviceId: 'X-1' }, 'Please Enter Device Name.'],
      [{ deviceName: 'X', deviceId: '' }, 'Please Enter Device ID.'],
      [{ deviceName: 'X', deviceId: ' X-1' }, 'Device ID must not start or end with a space.'],
      [{ deviceName: 'X'.repeat(101), deviceId: 'X-1' }, 'Must be at most 100 characters.'],
      [{ deviceName: 'X', deviceId: 'X'.repeat(65) }, 'Must be at most 64 characters.'],
      [{ deviceName: 'X\u0007Y', deviceId: 'X-1' }, 'Must not contain control or invalid characters.'],
      [{ deviceName: 'X', deviceId: 'X-1', macAddress: 'AA:BB:CC:DD:EE' }, 'Please Enter a valid MAC Address (AA:BB:CC:DD:EE:FF).'],
      [{ deviceName: 'X', deviceId: 'X-1', macAddress: 'AA:BB-CC:DD:EE:FF' }, 'Please Enter a valid MAC Address (AA:BB:CC:DD:EE:FF).'],
      [{ deviceName: 'X', deviceId: 'X-1', macAddress: 'GG:BB:CC:DD:EE:FF' }, 'Please Enter a valid MAC Address (AA:BB:CC:DD:EE:FF).'],
      [{ deviceName: 'X', deviceId: 'X-1', macAddress: 42 }, 'Please Enter a valid MAC Address (AA:BB:CC:DD:EE:FF).'],
    ])('refuses %o with a clear 400', async (payload, message) => {
      const response = await requestRaw(call, devicesEndpoints.createDevice, { body: payload });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(message);
    });

    it('answers 409 for a device id already present, on add and on update, under the Device ID field', async () => {
      const taken = { message: 'A device with this Device ID already exists.', errors: { deviceId: 'A device with this Device ID already exists.' } };
      const added = await request(call, devicesEndpoints.createDevice, { body: { deviceName: 'Copy', deviceId: 'ALPHA-1' } });
      expect(added.statusCode).toBe(409);
      expect(added.json()).toEqual(taken);
      const updated = await request(call, devicesEndpoints.updateDevice, { params: { id: ids.c }, body: { deviceName: 'Charlie Clip', deviceId: 'ALPHA-1' } });
      expect(updated.statusCode).toBe(409);
      expect(updated.json()).toEqual(taken);
    });

    it('updates a device (keeping its own id is fine) and audits the change', async () => {
      const response = await request(call, devicesEndpoints.updateDevice, {
        params: { id: ids.c },
        body: { deviceName: 'Charlie Clip 2', deviceId: 'CHARLIE-3', macAddress: '0a:1b:2c:3d:4e:5f' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        message: 'Device updated successfully.',
        data: { deviceName: 'Charlie Clip 2', macAddress: '0A:1B:2C:3D:4E:5F' },
      });
      expect(await auditActions(test.ctx, ids.c)).toEqual(['device.updated']);
      expect((await request(call, devicesEndpoints.updateDevice, { params: { id: '999999' }, body: { deviceName: 'X', deviceId: 'Y' } })).statusCode).toBe(404);
    });

    it('toggles the active status with the spec messages, or sets the one given', async () => {
      const off = await request(call, devicesEndpoints.setDeviceStatus, { params: { id: ids.c } });
      expect(off.json()).toMatchObject({ message: 'Device deactivated successfully.', data: { isActive: false } });
      const on = await request(call, devicesEndpoints.setDeviceStatus, { params: { id: ids.c }, body: { isActive: true } });
      expect(on.json()).toMatchObject({ message: 'Device activated successfully.', data: { isActive: true } });
      const again = await request(call, devicesEndpoints.setDeviceStatus, { params: { id: ids.c }, body: { isActive: true } });
      expect(again.json().data.isActive).toBe(true);
      // Setting the status it already has answers the same and writes no audit entry (a change of nothing).
      expect(await auditActions(test.ctx, ids.c)).toEqual(['device.updated', 'device.deactivated', 'device.activated']);
      expect((await requestRaw(call, devicesEndpoints.setDeviceStatus, { params: { id: ids.c }, body: { isActive: 'yes' } })).statusCode).toBe(400);
      expect((await request(call, devicesEndpoints.setDeviceStatus, { params: { id: '999999' } })).statusCode).toBe(404);
    });

    it('removes a device with its allocation and logs, and audits it', async () => {
      const response = await request(call, devicesEndpoints.deleteDevice, { params: { id: ids.a } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Device deleted successfully.' });
      expect((await request(call, devicesEndpoints.getDevice, { params: { id: ids.a } })).statusCode).toBe(404);
      expect((await request(call, devicesEndpoints.deleteDevice, { params: { id: ids.a } })).statusCode).toBe(404);
      expect(await auditActions(test.ctx, ids.a)).toEqual(['device.deleted']);
      const { total } = await list('allocation_status=2');
      expect(total).toBe(1);
    });
  });
});
