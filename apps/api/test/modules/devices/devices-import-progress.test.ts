import { devicesEndpoints } from '@guardian/contracts';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportProgressEvent } from '@guardian/contracts';
import { heavyWorkQueue } from '../../../src/lib/heavy-work';
import { asRole, createTestApp, databaseKind, type TestApp } from '../../support/helper';
import { deviceCount, multipartFile } from '../../support/devices-fixtures';
import { openSse, type SseStream } from '../../support/sse-client';
import { pathOf, requestRaw } from '../../support/request';

const ROWS = 5000;
const csvOf = (prefix: string, rows: number, extra = '') =>
  ['deviceId,deviceName,macAddress', ...Array.from({ length: rows }, (_, i) => `${prefix}-${i},Band ${i},`), extra].join('\n');

describe(`device import progress on ${databaseKind}`, () => {
  let test: TestApp;
  let base: string;
  let admin: Awaited<ReturnType<typeof asRole>>;
  let other: Awaited<ReturnType<typeof asRole>>;
  const open: SseStream[] = [];

  const watch = async (importId: string, token: string) => {
    const stream = await openSse(`${base}${pathOf(devicesEndpoints.importProgress, { params: { import_id: importId } })}`, { token });
    open.push(stream);
    return stream;
  };
  const events = (stream: SseStream) =>
    stream.events.filter((event) => event.event === 'progress').map((event) => JSON.parse(event.data) as ImportProgressEvent);
  const upload = (csv: string, importId?: string) =>
    requestRaw(admin, devicesEndpoints.importDevices, { query: { import_id: importId }, ...multipartFile(csv) });

  beforeAll(async () => {
    test = await createTestApp();
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
    admin = await asRole(test, 3);
    other = await asRole(test, 2);
  });
  afterAll(async () => {
    for (const stream of open) stream.close();
    await test.close();
  });

  it('streams rows checked, then devices saved, each count growing, then the final state, and ends', async () => {
    const importId = randomUUID();
    const mine = await watch(importId, admin.token);
    const someoneElse = await watch(importId, other.token);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toContain('text/event-stream');
    const prefix = `PROG-${Date.now()}`;
    const before = await deviceCount(test.ctx);

    const response = await upload(csvOf(prefix, ROWS), importId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'File uploaded successfully.', data: { imported: ROWS } });
    await mine.ended;

    const seen = events(mine);
    const checking = seen.filter((event) => event.phase === 'checking');
    const saving = seen.filter((event) => event.phase === 'saving');
    expect(checking.map((event) => event.done)).toEqual([2000, 4000, 5000]);
    expect(checking.every((event) => event.total === ROWS)).toBe(true);
    expect(saving.map((event) => event.done)).toEqual([1000, 2000, 3000, 4000, 5000]);
    expect(saving.every((event) => event.total === ROWS)).toBe(true);
    expect(seen.at(-1)).toEqual({ phase: 'done', done: ROWS, total: ROWS });
    // In order: every checked count, every saved count, done (nothing else ran: no "queued").
    expect(seen.map((event) => event.phase)).toEqual(['checking', 'checking', 'checking', ...Array(5).fill('saving'), 'done']);
    expect(await deviceCount(test.ctx)).toBe(before + ROWS);

    // Another admin with the same id heard nothing; its stream ends at its own time limit.
    expect(events(someoneElse)).toEqual([]);
    expect(someoneElse.isEnded()).toBe(false);
    someoneElse.close();
  });

  it('ends the stream with "rejected" for a file with bad rows, and keeps nothing in memory afterwards', async () => {
    const importId = randomUUID();
    const stream = await watch(importId, admin.token);
    const response = await upload(csvOf(`REJ-${Date.now()}`, 3000, 'BAD-1,,not-a-mac'), importId);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCount).toBe(2);
    await stream.ended;
    expect(events(stream).at(-1)).toEqual({ phase: 'rejected', done: 0, total: 2 });
    expect(events(stream).some((event) => event.phase === 'saving')).toBe(false);
    for (const open_ of open) open_.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(test.ctx.importProgress.size).toBe(0);
  });

  it('says "queued" first while the admin\'s own export or import holds its turn', async () => {
    const importId = randomUUID();
    const stream = await watch(importId, admin.token);
    const release = await heavyWorkQueue(test.ctx).acquire(`account:${admin.account.id}`);
    const answer = upload(csvOf(`QUEUE-${Date.now()}`, 10), importId);
    expect(await stream.waitForEvents(1)).toMatchObject([{ event: 'progress' }]);
    expect(events(stream)).toEqual([{ phase: 'queued', done: 0, total: 0 }]);
    release();
    expect((await answer).statusCode).toBe(200);
    await stream.ended;
    expect(events(stream).map((event) => event.phase)).toEqual(['queued', 'checking', 'saving', 'done']);
  });

  it('a stream whose import never comes ends at the time limit; an upload without import_id works as before', async () => {
    const board = test.ctx.importProgress;
    const limits = board.limits;
    board.limits = { ...limits, waitForStartMs: 200 };
    try {
      const stream = await watch(randomUUID(), admin.token);
      await stream.ended;
      expect(events(stream)).toEqual([]);
    } finally {
      board.limits = limits;
    }
    const response = await upload(csvOf(`PLAIN-${Date.now()}`, 10));
    expect(response.json()).toEqual({ message: 'File uploaded successfully.', data: { imported: 10 } });
  });

  it('refuses a malformed import id with a clear 400 (stream and upload), and a stream without a session', async () => {
    const bad = await watch('not-a-uuid', admin.token);
    expect(bad.status).toBe(400);
    expect(JSON.parse(await bad.body()).message).toBe('import_id must be a UUID.');
    const before = await deviceCount(test.ctx);
    const upload400 = await upload(csvOf(`BADID-${Date.now()}`, 3), '12');
    expect(upload400.statusCode).toBe(400);
    expect(upload400.json().message).toBe('import_id must be a UUID.');
    expect(await deviceCount(test.ctx)).toBe(before);
    const anonymous = await fetch(`${base}/v1/device-inventory/import/progress/${randomUUID()}`);
    expect(anonymous.status).toBe(401);
  });
});
