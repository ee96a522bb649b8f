import { devicesEndpoints } from '@guardian/contracts';
import { expect } from 'vitest';
import { asRole, databaseKind, type TestApp } from './helper';
import { deviceCount, multipartFile } from './devices-fixtures';
import { request } from './request';

/**
 * One file of `rows` new devices imported in one go (inserted in batches of 1,000 in one transaction), then the
 * same file again, refused whole with a report capped at 500 rows. The unit suite does it at 5,000 rows, the scale
 * suite at 100,000 (devices-import.scale.test.ts).
 */
export async function expectBulkImport(test: TestApp, rows: number) {
  const { call } = await asRole(test, 3);
  const upload = (csv: string) => request(call, devicesEndpoints.importDevices, multipartFile(csv));
  const before = await deviceCount(test.ctx);
  const lines = ['deviceId,deviceName,macAddress'];
  for (let i = 0; i < rows; i += 1) {
    const mac = i % 10 === 0 ? '' : (i * 7919).toString(16).padStart(12, '0').slice(-12).match(/../g)!.join(':');
    lines.push(`BULK-${String(i).padStart(6, '0')},Bulk Band ${i},${mac}`);
  }
  const csv = `${lines.join('\n')}\n`;
  const started = Date.now();
  const response = await upload(csv);
  console.log(`${rows}-row import on ${databaseKind}: ${(csv.length / 1e6).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
  expect(response.json().data.imported).toBe(rows);
  expect(await deviceCount(test.ctx)).toBe(before + rows);
  // The last ten device ids share every character but their last.
  const lastTen = `BULK-${String(rows - 1).padStart(6, '0')}`.slice(0, -1);
  const list = await request(call, devicesEndpoints.listDevices, { query: { keyword: lastTen, limit: 100 } });
  expect(list.json().totalResult).toBe(10);
  const again = await upload(csv);
  expect(again.statusCode).toBe(400);
  expect(again.json().errorCount).toBe(rows);
  expect(again.json().report).toHaveLength(500);
  expect(await deviceCount(test.ctx)).toBe(before + rows);
}
