import { devicesEndpoints } from '@guardian/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../src/lib/multipart';
import { asRole, createTestApp, databaseKind, type TestApp } from '../../support/helper';
import { auditActions, createDevice, deviceCount, multipartFile } from '../../support/devices-fixtures';
import { expectBulkImport } from '../../support/devices-bulk-import';
import { request, requestRaw } from '../../support/request';

type Call = Awaited<ReturnType<typeof asRole>>['call'];

describe(`device import on ${databaseKind}`, () => {
  let test: TestApp;
  let call: Call;

  beforeAll(async () => {
    test = await createTestApp();
    ({ call } = await asRole(test, 3));
    await createDevice(test.ctx, { deviceId: 'EXISTING-1', deviceName: 'Already here' });
  });
  afterAll(() => test.close());

  const upload = (content: string | Buffer, fileName?: string, contentType?: string) =>
    request(call, devicesEndpoints.importDevices, multipartFile(content, fileName, contentType));

  const byDeviceId = async (deviceId: string) => {
    const response = await request(call, devicesEndpoints.listDevices, { query: { keyword: deviceId } });
    return (response.json().data as { deviceId: string; deviceName: string; macAddress: string | null }[]).find((row) => row.deviceId === deviceId);
  };

  it('imports a good file (BOM, CRLF, any column order, extra columns, empty MAC) and audits it once', async () => {
    const before = await deviceCount(test.ctx);
    const csv = '\uFEFFdeviceName,macAddress,DeviceId,notes\r\nGood One,aa-bb-cc-dd-ee-01,GOOD-1,x\r\n"Good, Two",,GOOD-2,\r\n\r\n,,,\r\n';
    const response = await upload(csv);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'File uploaded successfully.', data: { imported: 2 } });
    expect(await deviceCount(test.ctx)).toBe(before + 2);
    expect(await byDeviceId('GOOD-1')).toMatchObject({ deviceName: 'Good One', macAddress: 'AA:BB:CC:DD:EE:01' });
    expect(await byDeviceId('GOOD-2')).toMatchObject({ deviceName: 'Good, Two', macAddress: null });
    expect((await auditActions(test.ctx)).filter((action) => action === 'device.imported')).toHaveLength(1);
  });

  it('refuses a file with bad rows with a per-row report and stores nothing', async () => {
    const before = await deviceCount(test.ctx);
    const audits = (await auditActions(test.ctx)).length;
    const csv = [
      'deviceId,deviceName,macAddress',
      'OK-1,Fine,',
      'OK-2,,AA:BB:CC:DD:EE:02',
      'OK-3,Bad mac,AA:BB:CC:DD:EE',
      'OK-1,Repeated,',
      'EXISTING-1,Clash,',
      ',No id,',
      'OK-4,Short row',
    ].join('\n');
    const response = await upload(csv);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe('5 problems found in the file. Nothing was imported.');
    expect(body.errorCount).toBe(5);
    expect(body.report).toEqual([
      { row: 3, deviceId: 'OK-2', field: 'deviceName', message: 'Please Enter Device Name.' },
      { row: 4, deviceId: 'OK-3', field: 'macAddress', message: 'Please Enter a valid MAC Address (AA:BB:CC:DD:EE:FF).' },
      { row: 5, deviceId: 'OK-1', field: 'deviceId', message: 'Duplicate Device ID in this file (first on row 2).' },
      { row: 6, deviceId: 'EXISTING-1', field: 'deviceId', message: 'A device with this Device ID already exists.' },
      { row: 7, deviceId: '', field: 'deviceId', message: 'Please Enter Device ID.' },
    ]);
    expect(await deviceCount(test.ctx)).toBe(before);
    expect(await byDeviceId('OK-1')).toBeUndefined();
    expect(await auditActions(test.ctx)).toHaveLength(audits);
  });

  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  it.each([
    ['a PNG named .csv', png, 'devices.csv', 'text/csv', 'The file is not UTF-8 text.'],
    ['binary bytes', Buffer.from([1, 2, 0, 3, 4, 255]), 'devices.csv', 'text/csv', 'The file is not UTF-8 text.'],
    ['Latin-1 text', Buffer.from('deviceId,deviceName,macAddress\nX-1,Caf\xe9,\n', 'latin1'), 'devices.csv', 'text/csv', 'The file is not UTF-8 text.'],
    ['an unclosed quote', 'deviceId,deviceName,macAddress\n"X-1,Broken,\n', 'devices.csv', 'text/csv', 'The file could not be read as CSV.'],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj\n'), 'devices.pdf', 'application/pdf', 'The file is not UTF-8 text.'],
  ])('refuses %s: Only CSV files are allowed', async (_label, content, fileName, type, detail) => {
    const before = await deviceCount(test.ctx);
    const response = await upload(content, fileName, type);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Only CSV files are allowed', errors: { file: detail } });
    expect(await deviceCount(test.ctx)).toBe(before);
  });

  it('names a wrong header in its own message (400), not as a file that is not CSV', async () => {
    const cases = [
      ['deviceId,devicename ,mac\nX-1,Band,\n', 'deviceId, devicename , mac', 'macAddress'],
      ['hello world\nsecond line\n', 'hello world', 'deviceId, deviceName, macAddress'],
    ] as const;
    for (const [content, found, missing] of cases) {
      const before = await deviceCount(test.ctx);
      const response = await upload(content, 'devices.txt', 'text/plain');
      const message = `The header row must name deviceId, deviceName and macAddress: ${missing} is missing (the header has: ${found}).`;
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, errors: { file: message } });
      expect(await deviceCount(test.ctx)).toBe(before);
    }
  });

  it('counts one problem as "1 problem", in English and in Arabic', async () => {
    const csv = 'deviceId,deviceName,macAddress\nONE-BAD,,\n';
    const english = await upload(csv);
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toBe('1 problem found in the file. Nothing was imported.');
    const body = multipartFile(csv);
    const arabic = await request(call, devicesEndpoints.importDevices, { ...body, headers: { ...body.headers, 'accept-language': 'ar' } });
    expect(arabic.json().message).toBe('مشكلة واحدة في الملف. لم يُستورد شيء.');
  });

  it('asks for a file when none is sent', async () => {
    const empty = await request(call, devicesEndpoints.importDevices, multipartFile('', 'empty.csv'));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please select CSV file.');
    const json = await requestRaw(call, devicesEndpoints.importDevices, { body: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('Please select CSV file.');
  });

  it('refuses a header-only file and a file over the upload limit', async () => {
    const headerOnly = await upload('deviceId,deviceName,macAddress\n');
    expect(headerOnly.statusCode).toBe(400);
    expect(headerOnly.json()).toEqual({ message: 'The file has no device rows.', errors: { file: 'The file has no device rows.' } });
    const huge = await upload(`deviceId,deviceName,macAddress\n${'X'.repeat(11 * 1024 * 1024)}`);
    expect(huge.statusCode).toBe(413);
    const tooLarge = 'The file is larger than 10 MB, the most an upload may be.';
    expect(huge.json()).toEqual({ message: tooLarge, errors: { file: tooLarge } });
  });

  describe('files over a limit, refused while they stream in', () => {
    const HEADER = 'deviceId,deviceName,macAddress\n';
    const TOO_MANY = 'A file may hold at most 200,000 devices.';
    /** Lines of `line` after the header, as many as fit in the 10 MB upload limit. */
    const tenMegabytesOf = (line: string, header = HEADER) => Buffer.from(header + line.repeat(Math.floor((MAX_UPLOAD_BYTES - header.length) / line.length)));

    const expectRefused = async (file: Buffer, status: number, message: string) => {
      const before = await deviceCount(test.ctx);
      const audits = (await auditActions(test.ctx)).length;
      const started = Date.now();
      const response = await upload(file);
      const seconds = (Date.now() - started) / 1000;
      expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
      // The file's own problem, named under the file field for the import form.
      expect(response.json()).toEqual({ message, errors: { file: message } });
      expect(await deviceCount(test.ctx)).toBe(before);
      expect(await auditActions(test.ctx)).toHaveLength(audits);
      return seconds;
    };

    it('refuses 10 MB of one-character lines at row 200,001, in seconds, and saves nothing', async () => {
      const file = tenMegabytesOf('a\n');
      expect(file.length).toBeGreaterThan(10_000_000);
      const seconds = await expectRefused(file, 400, TOO_MANY);
      // Parsing the whole file first took 97 s and 4 GB before the limit was checked; a generous bound for a busy machine.
      expect(seconds).toBeLessThan(15);
    });

    it('refuses the same lines without a header at the first line, naming the header', async () => {
      const message = 'The header row must name deviceId, deviceName and macAddress: deviceId, deviceName, macAddress is missing (the header has: a).';
      expect(await expectRefused(tenMegabytesOf('a\n', ''), 400, message)).toBeLessThan(15);
    });

    it('refuses 10 MB of two-column rows at the row limit and saves nothing', async () => {
      const rows = Array.from({ length: 1000 }, (_, i) => `TWO-${String(i).padStart(6, '0')},Band ${i}\n`).join('');
      expect(await expectRefused(tenMegabytesOf(rows), 400, TOO_MANY)).toBeLessThan(15);
    });

    it('stops reading at row 200,001: a broken quote after it is never seen', async () => {
      const lines = Array.from({ length: 200_001 }, (_, i) => `LIM-${i},Band ${i},`).join('\n');
      await expectRefused(Buffer.from(`${HEADER}${lines}\n"never closed,x,\n`), 400, TOO_MANY);
    });

    it('lets exactly 200,000 rows through the limit (to the row checks)', { timeout: 120_000 }, async () => {
      const lines = Array.from({ length: 200_000 }, (_, i) => `EDGE-${i},${i === 199_999 ? '' : `Band ${i}`},`).join('\n');
      const before = await deviceCount(test.ctx);
      const response = await upload(`${HEADER}${lines}\n`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCount: 1, report: [{ row: 200_001, deviceId: 'EDGE-199999', field: 'deviceName' }] });
      expect(await deviceCount(test.ctx)).toBe(before);
    });
  });

  it('imports a 5,000-row file in one go: several insert batches, and a refusal report capped at 500 rows', { timeout: 120_000 }, () =>
    expectBulkImport(test, 5_000),
  );
});
