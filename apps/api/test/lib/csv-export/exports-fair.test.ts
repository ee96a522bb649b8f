import { devicesEndpoints, emergencyContactsEndpoints } from '@guardian/contracts';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/query';
import { EXPORT_LIMITS } from '../../../src/lib/csv-export';
import { HEAVY_WORK_LIMITS, heavyWorkQueue, setHeavyWorkLimits } from '../../../src/lib/heavy-work';
import { createDevice, parseCsv } from '../../support/devices-fixtures';
import { asRole, createTestApp, databaseKind, type SignedIn, type TestApp } from '../../support/helper';
import { request } from '../../support/request';

/** Long enough to tell "answered beside the long jobs" from "answered after them" on a busy machine. */
const SMALL_EXPORT_WITHIN_MS = 5000;

function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} not done within ${ms} ms`)), ms))]);
}

describe(`exports are fair and bounded on ${databaseKind}`, () => {
  let test: TestApp;
  let base: string;
  let small: SignedIn;
  beforeAll(async () => {
    test = await createTestApp();
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
    for (let i = 0; i < 3; i += 1) await createDevice(test.ctx, { deviceId: `FAIR-${i}` });
    small = await asRole(test, 3);
  });
  afterAll(async () => {
    setHeavyWorkLimits(test.ctx, HEAVY_WORK_LIMITS);
    await test.close();
  });

  const smallExport = () => request(small, devicesEndpoints.exportDevices, { query: { keyword: 'FAIR-' } });

  it("two admins' long jobs holding both shared slots do not keep a third admin's small export waiting", async () => {
    setHeavyWorkLimits(test.ctx, { slots: 2, perOwner: 1, maxWaiting: 20, longAfterMs: 200, longSlots: 2 });
    const queue = heavyWorkQueue(test.ctx);
    const [first, second] = await Promise.all([asRole(test, 3), asRole(test, 3)]);
    // Their turns stand for exports (or imports) that run for minutes: taken and not given back until the end.
    const releases = await Promise.all([queue.acquire(`account:${first!.account.id}`), queue.acquire(`account:${second!.account.id}`)]);
    try {
      const answer = await within(smallExport(), SMALL_EXPORT_WITHIN_MS, 'the small export');
      expect(answer.statusCode).toBe(200);
      expect(
        parseCsv(answer.body)
          .map((row) => row.deviceId)
          .sort(),
      ).toEqual(['FAIR-0', 'FAIR-1', 'FAIR-2']);
      expect(queue.inFlight).toBe(2);
    } finally {
      releases.forEach((release) => release());
    }
    expect(queue.inFlight).toBe(0);
  });

  it('an admin whose own turn is taken still waits for it (one running job per admin)', async () => {
    setHeavyWorkLimits(test.ctx, { slots: 2, perOwner: 1, maxWaiting: 20, longAfterMs: 200, longSlots: 2 });
    const release = await heavyWorkQueue(test.ctx).acquire(`account:${small.account.id}`);
    const answer = smallExport();
    let answered = false;
    void answer.then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(answered).toBe(false);
    release();
    expect((await answer).statusCode).toBe(200);
  });

  // A statement that really is slow: the exports read device_allocations, which another connection holds
  // locked, so their COPY waits, as a one-letter search over millions of rows would keep reading.
  it.skipIf(databaseKind !== 'postgres')(
    'real exports stuck in a slow statement: a small one answers beside them, and they end at the time limit',
    async () => {
      setHeavyWorkLimits(test.ctx, { slots: 2, perOwner: 1, maxWaiting: 20, longAfterMs: 200, longSlots: 2 });
      const queue = heavyWorkQueue(test.ctx);
      const limit = EXPORT_LIMITS.maxMs;
      EXPORT_LIMITS.maxMs = 3000;
      const locker = new pg.Client({ connectionString: await testDatabaseUrl(test) });
      await locker.connect();
      try {
        await locker.query('begin');
        await locker.query('lock table device_allocations in access exclusive mode');
        const slow = await Promise.all([asRole(test, 3), asRole(test, 3)]);
        const downloads = slow.map((admin) =>
          fetch(`${base}/v1/device-inventory/export`, { headers: { authorization: `Bearer ${admin.token}` } }).then((response) => response.text()),
        );
        const outcomes = downloads.map((download) =>
          download.then(
            () => 'complete',
            () => 'cut',
          ),
        );
        await waitFor(() => queue.inFlight === 2);
        const startedAt = Date.now();
        // The small export reads no locked table.
        const contacts = await within(
          request(small, emergencyContactsEndpoints.exportEmergencyContacts),
          SMALL_EXPORT_WITHIN_MS,
          'the small export beside two stuck ones',
        );
        expect(contacts.statusCode).toBe(200);
        expect(queue.inFlight).toBeGreaterThanOrEqual(2);
        // Still locked: what ends the stuck exports is their time limit, and the downloads show they are incomplete.
        expect(await within(Promise.all(outcomes), 15_000, 'the stuck exports')).toEqual(['cut', 'cut']);
        console.log(`stuck exports cut ${Date.now() - startedAt} ms after the small one started (limit 3000 ms from their turn)`);
        await waitFor(() => queue.inFlight === 0);
      } finally {
        EXPORT_LIMITS.maxMs = limit;
        await locker.query('rollback').catch(() => {});
        await locker.end();
      }
    },
  );
});

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The test app's own database, on the server DATABASE_URL names. */
async function testDatabaseUrl(test: TestApp): Promise<string> {
  const [row] = await queryRows<{ name: string }>(test.ctx.db, sql`select current_database() as name`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${row!.name}`;
  return url.toString();
}
