import { devicesEndpoints, profileEndpoints } from '@guardian/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/errors';
import { HeavyWorkQueue, heavyWorkQueue, setHeavyWorkLimits } from '../../src/lib/heavy-work';
import { asRole, createTestApp, databaseKind, type TestApp } from '../support/helper';
import { createDevice } from '../support/devices-fixtures';
import { request } from '../support/request';

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('the bounded queue of heavy work', () => {
  it('runs a few at a time, one per owner, the rest in order', async () => {
    const queue = new HeavyWorkQueue({ slots: 2, perOwner: 1, maxWaiting: 10 });
    const started: string[] = [];
    const take = (name: string, owner: string) => queue.acquire(owner).then((release) => (started.push(name), release));
    const a1 = take('a1', 'A');
    const a2 = take('a2', 'A');
    const b1 = take('b1', 'B');
    const c1 = take('c1', 'C');
    await settled();
    // a2 waits for a1 (one per owner); b1 goes past it; c1 waits for a slot.
    expect(started).toEqual(['a1', 'b1']);
    (await a1)();
    await settled();
    expect(started).toEqual(['a1', 'b1', 'a2']);
    (await b1)();
    await settled();
    expect(started).toEqual(['a1', 'b1', 'a2', 'c1']);
    (await a2)();
    (await c1)();
    expect(queue.peak).toBe(2);
  });

  it('refuses at once past the waiting limit, and a client that leaves gives its place up', async () => {
    const queue = new HeavyWorkQueue({ slots: 1, perOwner: 1, maxWaiting: 1 });
    const first = await queue.acquire('A');
    const leaving = new AbortController();
    const waiting = queue.acquire('B', leaving.signal);
    const refused = await queue.acquire('C').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(429);
    leaving.abort();
    await expect(waiting).rejects.toBeInstanceOf(AppError);
    // Its place is free again.
    const next = queue.acquire('D');
    first();
    (await next)();
  });
});

describe(`exports take turns on ${databaseKind}`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
    for (let i = 0; i < 30; i += 1) await createDevice(test.ctx, { deviceId: `TURN-${i}` });
  });
  afterAll(() => test.close());

  it('twelve exports from four admins at once: all complete, never more than two at a time, other calls answered meanwhile', async () => {
    setHeavyWorkLimits(test.ctx, { slots: 2, perOwner: 1, maxWaiting: 20 });
    const admins = await Promise.all([2, 3, 3, 3].map((role) => asRole(test, role)));
    const exports = admins.flatMap(({ call }) => [0, 1, 2].map(() => request(call, devicesEndpoints.exportDevices, { query: { keyword: 'TURN-' } })));
    const profile = await request(admins[0]!, profileEndpoints.getMyProfile);
    const answers = await Promise.all(exports);
    expect(profile.statusCode).toBe(200);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body.split('\n').filter(Boolean)).toHaveLength(31);
    }
    expect(heavyWorkQueue(test.ctx).peak).toBeLessThanOrEqual(2);
    expect(heavyWorkQueue(test.ctx).peak).toBeGreaterThan(0);
  });

  it('past the waiting limit an export is refused with a clear 429, and the others complete', async () => {
    setHeavyWorkLimits(test.ctx, { slots: 1, perOwner: 1, maxWaiting: 2 });
    const { call } = await asRole(test, 3);
    const answers = await Promise.all(Array.from({ length: 6 }, () => request(call, devicesEndpoints.exportDevices, { query: { keyword: 'TURN-' } })));
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.json()).toEqual({ message: 'The server is busy with other exports and imports. Please try again in a minute.' });
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    // The queue is free again afterwards.
    expect((await request(call, devicesEndpoints.exportDevices, { query: { keyword: 'TURN-' } })).statusCode).toBe(200);
    setHeavyWorkLimits(test.ctx, { slots: 2, perOwner: 1, maxWaiting: 20 });
  });
});
