import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { alarmIngestEndpoints, type AlarmRow, alarmsEndpoints, alarmStreamMessage, alarmWorkEndpoints, authEndpoints } from '@guardian/contracts';
import type { Db } from '../../../src/db/client';
import { accounts, panicEvents } from '../../../src/db/schema';
import { queryRows } from '../../../src/db/query';
import { appendAlarmFeed } from '../../../src/modules/alarms/alarm-feed.repository';
import { FeedCursor } from '../../../src/modules/alarms/live/feed-cursor';
import { alertBody, serviceKey } from '../../support/alarms-fixtures';
import { asRole, createAccount, createTestApp, databaseKind, type TestApp } from '../../support/helper';
import { EXTRA_HOSTILE, loadCorpus } from '../../support/hostile-input-support';
import { openSse, type SseStream } from '../../support/sse-client';
import { request } from '../../support/request';

type Person = Awaited<ReturnType<typeof createAccount>>;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Written by hand, not through the ingest API, where a test needs to hold a transaction open or roll it
 * back: the open panic event and its feed row in one transaction, as the ingest writes them.
 */
async function writeAlarm(tx: Tx, person: Person, values: Partial<typeof panicEvents.$inferInsert> = {}): Promise<{ eventId: number; feedId: number }> {
  const [event] = await tx
    .insert(panicEvents)
    .values({
      alertUniqueId: `live-${randomBytes(6).toString('hex')}`,
      userId: person.id,
      userName: person.userName ?? 'u',
      userFullName: person.fullName,
      alertType: 2,
      isAlertStartedFromDevice: 1,
      latitude: 51.5,
      longitude: -0.12,
      status: 'open',
      ...values,
    })
    .returning({ id: panicEvents.id });
  const feedId = await appendAlarmFeed(tx as unknown as Db, event!.id, 'created');
  return { eventId: event!.id, feedId };
}

const raiseAlarm = (db: Db, person: Person) => db.transaction((tx) => writeAlarm(tx, person));

/**
 * Another type, source, day-cell and country than every other alarm here: the dashboard and heat-map rollups
 * (panic_event_days, panic_event_cells, panic_event_country_days) count each insert in a row of their own per
 * key, so an open transaction holding that row would block the later alarm's commit, not race it.
 */
const APART = { alertType: 1, isAlertStartedFromDevice: 0, latitude: 1, longitude: 1 };

/**
 * An alarm whose transaction stays open until the test commits it, so that a later feed id can commit
 * first: `feedId` resolves once its feed row has an id, `commit()` to the panic event's id once committed.
 */
function holdAlarmOpen(db: Db, person: Person) {
  let release!: () => void;
  const mayCommit = new Promise<void>((resolve) => (release = resolve));
  let hasId!: (id: number) => void;
  let failed!: (error: unknown) => void;
  const feedId = new Promise<number>((resolve, reject) => ((hasId = resolve), (failed = reject)));
  const written = db.transaction(async (tx) => {
    const alarm = await writeAlarm(tx, person, APART);
    hasId(alarm.feedId);
    await mayCommit;
    return alarm.eventId;
  });
  // A write that fails before its id is known must fail the test, not leave it waiting for the id.
  written.catch(failed);
  return {
    feedId,
    commit: () => {
      release();
      return written;
    },
  };
}

/** A feed id taken and given back: the gap the stream must not wait on for long. */
const rollBackAFeedWrite = (db: Db, person: Person) =>
  db
    .transaction(async (tx) => {
      await writeAlarm(tx, person);
      throw new Error('rollback');
    })
    .catch(() => {});

const feedIdsAfter = async (db: Db, after: number) =>
  (await queryRows<{ id: string }>(db, sql`select id::text as id from alarm_feed where id > ${after} order by alarm_feed.id`)).map((row) => Number(row.id));

async function until(condition: () => boolean, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const ids = (stream: SseStream) => stream.events.map((event) => Number(event.id));

describe(`alarm stream on ${databaseKind}`, () => {
  let test: TestApp;
  let base: string;
  let token: string;
  let person: Person;
  let key: string;
  const open: SseStream[] = [];
  /** Through the alarm service's API, as in production. */
  const ingest = async (): Promise<AlarmRow> => {
    const response = await request(test.app, alarmIngestEndpoints.createPanicEvent, { headers: { 'x-api-key': key }, body: alertBody(person.id) });
    expect(response.statusCode).toBe(201);
    return response.json().data;
  };
  let logCount = 0;
  const addLog = async (alarm: AlarmRow) => {
    logCount += 1;
    const payload = {
      event_type: 'Location',
      event_message: `fix ${logCount}`,
      time_stamp: new Date().toISOString(),
      latitude: 51.5 + logCount / 1000,
      longitude: -0.12,
    };
    const response = await request(test.app, alarmIngestEndpoints.addLog, {
      params: { alert_unique_id: alarm.alertUniqueId },
      headers: { 'x-api-key': key },
      body: payload,
    });
    expect(response.statusCode).toBe(201);
  };
  const connect = async (options: { token?: string; lastEventId?: string; query?: string } = {}) => {
    const stream = await openSse(`${base}/v1/admin/alarms/stream${options.query ?? ''}`, { token: options.token ?? token, lastEventId: options.lastEventId });
    open.push(stream);
    return stream;
  };

  beforeAll(async () => {
    // The resume test sends more changes in a minute than a key may by default.
    test = await createTestApp({ apiKeyCallsPerMinute: 10_000 });
    test.ctx.alarmHub.settings.heartbeatMs = 300;
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
    ({ token } = await asRole(test, 3));
    person = await createAccount(test.ctx, { roleId: 6, userName: 'amara.live', fullName: 'Amara Live', countryCode: '44', phoneNumber: '7700900123' });
    key = await serviceKey(test);
  });
  afterAll(async () => {
    for (const stream of open) stream.close();
    await test.close();
  });

  it('refuses a stream without a session (401) and a malformed Last-Event-ID (400)', async () => {
    const anonymous = await fetch(`${base}/v1/admin/alarms/stream`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: expect.any(String) });
    const bad = await connect({ lastEventId: '12; drop table' });
    expect(bad.status).toBe(400);
    expect(JSON.parse(await bad.body()).message).toBe('Last-Event-ID must be a feed id.');
  });

  it('answers hostile resume positions with a clear 400 or a stream, never a 5xx', async () => {
    // The route-table tests use inject, which waits for the end of a stream that has none; here each goes
    // over a real connection. Node refuses request lines over 16 kB itself (431), so longer ones are left out.
    const values = [...loadCorpus().filter((_value, index) => index % 4 === 0), ...EXTRA_HOSTILE].filter((value) => value.length < 8000);
    const failures: string[] = [];
    for (const value of values) {
      const stream = await openSse(`${base}/v1/admin/alarms/stream?${new URLSearchParams({ after: value })}`, { token });
      if (stream.status === 200) {
        stream.close();
        continue;
      }
      const body = await stream.body();
      if (stream.status !== 400 || !/^\{"message":/.test(body)) failures.push(`${JSON.stringify(value).slice(0, 60)} -> ${stream.status}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  // The 2 s delivery goal is measured by the bench's live section (docs/benchmarks.md), not asserted here: a test
  // on a shared machine waits for the event (10 s guards against a hang) and checks what it carries.
  it('sends an alarm change to a connected desk, as the contract describes it', async () => {
    const stream = await connect();
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream');
    expect(stream.headers.get('cache-control')).toBe('no-store');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    const sentAt = Date.now();
    const alarm = await ingest();
    const [event] = await stream.waitForEvents(1, 10_000);
    expect(event!.at).toBeGreaterThanOrEqual(sentAt);
    const [feedId] = await feedIdsAfter(test.ctx.db, 0).then((all) => all.slice(-1));
    expect(event).toMatchObject({ id: String(feedId), event: 'alarm' });
    const message = alarmStreamMessage.parse(JSON.parse(event!.data));
    expect(message.kind).toBe('created');
    expect(message.alarm).toEqual(alarm);
    expect(message.alarm).toMatchObject({ status: 'open', person: { fullName: 'Amara Live', phone: '+44 7700900123' } });
    expect(stream.retry).toEqual([2000]);
    // An operator's acknowledgement goes out the same way.
    const operator = await asRole(test, 3);
    expect((await request(operator, alarmsEndpoints.acknowledge, { params: { id: alarm.id } })).statusCode).toBe(200);
    const [, acknowledged] = await stream.waitForEvents(2, 10_000);
    const ack = alarmStreamMessage.parse(JSON.parse(acknowledged!.data));
    expect(ack).toMatchObject({ kind: 'acknowledged', alarm: { id: alarm.id, status: 'acknowledged', acknowledgedBy: { id: operator.account.id } } });
    expect(ack.alarm.owner).toEqual({ id: operator.account.id, name: operator.account.fullName });
    // So does a take-over: every desk learns the new owner.
    const colleague = await asRole(test, 3);
    const takeOver = await request(colleague, alarmWorkEndpoints.takeOver, { params: { id: alarm.id }, body: { reason: 'Shift change' } });
    expect(takeOver.statusCode).toBe(200);
    const [, , taken] = await stream.waitForEvents(3, 10_000);
    expect(alarmStreamMessage.parse(JSON.parse(taken!.data))).toMatchObject({
      kind: 'updated',
      alarm: { id: alarm.id, owner: { id: colleague.account.id, name: colleague.account.fullName } },
    });
    stream.close();
  });

  it('without Last-Event-ID sends only what happens after connecting', async () => {
    await ingest();
    const [before] = (await feedIdsAfter(test.ctx.db, 0)).slice(-1);
    await until(() => test.ctx.alarmHub.position() >= before!);
    const stream = await connect();
    const alarm = await ingest();
    await stream.waitForEvents(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ids(stream)).toEqual(await feedIdsAfter(test.ctx.db, before!));
    expect(stream.events.map((event) => JSON.parse(event.data).alarm.id)).toEqual([alarm.id]);
    stream.close();
  });

  it('resumes after Last-Event-ID with every change since, none twice, while changes keep coming', async () => {
    const first = await connect();
    const alarm = await ingest();
    const [seen] = await first.waitForEvents(1);
    first.close();
    // 30 changes while the desk is away: new alerts and location logs.
    for (let i = 0; i < 30; i += 1) await (i % 3 === 0 ? ingest() : addLog(alarm));
    const lastEventId = seen!.id!;
    const again = await connect({ lastEventId });
    // ...and 10 more while it replays and after: the hand-over from replay to live must not drop or repeat.
    for (let i = 0; i < 10; i += 1) await addLog(alarm);
    const expected = await feedIdsAfter(test.ctx.db, Number(lastEventId));
    expect(expected).toHaveLength(40);
    await again.waitForEvents(40);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(ids(again)).toEqual(expected);
    // ?after= does the same for a client that cannot set the header.
    const byQuery = await connect({ query: `?after=${expected[34]}` });
    await byQuery.waitForEvents(5);
    expect(ids(byQuery)).toEqual(expected.slice(35));
    again.close();
    byQuery.close();
  });

  it('fans one read of the feed out to every desk', async () => {
    // The earlier tests' desks are closed; the server notices within moments.
    await until(() => test.ctx.alarmHub.connected === 0);
    const desks = await Promise.all(Array.from({ length: 10 }, () => connect()));
    expect(test.ctx.alarmHub.connected).toBe(10);
    const readsBefore = test.ctx.alarmHub.reads;
    const alarm = await ingest();
    await Promise.all(desks.map((desk) => desk.waitForEvents(1)));
    for (const desk of desks) expect(desk.events.map((event) => JSON.parse(event.data).alarm.id)).toEqual([alarm.id]);
    expect(new Set(desks.map((desk) => desk.events[0]!.data)).size).toBe(1);
    // One notification (and at most a safety poll or two) whatever the number of desks.
    expect(test.ctx.alarmHub.reads - readsBefore).toBeLessThan(4);
    desks.forEach((desk) => desk.close());
    // A desk that goes away leaves the hub.
    await until(() => test.ctx.alarmHub.connected === 0);
  });

  /**
   * A feed id given back, then an alarm: the desk gets the alarm because the gap was settled, not because the
   * hub gave up waiting for it. The give-up is set far beyond the wait here (60 s against 15 s), so a stall fails
   * the test whatever the machine's load, with no timing asserted.
   */
  async function expectNoStallAfterRollback() {
    const giveUp = test.ctx.alarmHub.settings.gapMaxWaitMs;
    test.ctx.alarmHub.settings.gapMaxWaitMs = 60_000;
    const stream = await connect();
    try {
      await rollBackAFeedWrite(test.ctx.db, person);
      const alarm = await ingest();
      const [event] = await stream.waitForEvents(1, 15_000);
      expect(JSON.parse(event!.data).alarm.id).toBe(alarm.id);
    } finally {
      stream.close();
      test.ctx.alarmHub.settings.gapMaxWaitMs = giveUp;
    }
  }

  it('does not stall behind a feed id whose transaction rolled back', () => expectNoStallAfterRollback(), 30_000);

  // The snapshot horizon is the whole cluster's: an unrelated long transaction (another database here) holds
  // it back, and the gap must still be settled by the feed writers' locks, not by the 3 s give-up.
  it.skipIf(databaseKind === 'pglite')('does not stall behind a rolled-back feed id while a long transaction runs elsewhere', async () => {
    const elsewhere = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await elsewhere.connect();
    try {
      await elsewhere.query('begin');
      await elsewhere.query('select pg_current_xact_id()');
      await expectNoStallAfterRollback();
    } finally {
      await elsewhere.query('rollback');
      await elsewhere.end();
    }
  });

  // PGlite runs one transaction at a time (one connection), so two cannot commit out of order there.
  it.skipIf(databaseKind === 'pglite')('delivers in id order when a later feed id commits first, and a resume point never skips the earlier one', async () => {
    const stream = await connect();
    // Transaction 1 takes the lower feed id and stays open...
    const first = holdAlarmOpen(test.ctx.db, person);
    const lower = await first.feedId;
    // ...while transaction 2 takes the next one and commits.
    const { feedId: higher } = await raiseAlarm(test.ctx.db, person);
    expect(higher).toBeGreaterThan(lower);
    await new Promise((resolve) => setTimeout(resolve, 800));
    // The higher id is held back: sending it would make it a resume point that skips the lower one.
    expect(ids(stream)).toEqual([]);
    expect(test.ctx.alarmHub.position()).toBeLessThan(lower);
    await first.commit();
    await stream.waitForEvents(2, 10_000);
    expect(ids(stream)).toEqual([lower, higher]);
    stream.close();
  });

  it.skipIf(databaseKind === 'pglite')(
    'a desk loaded while an earlier alarm is still being written gets it from the stream (lastEventId is the hub position, not max id)',
    async () => {
      const first = holdAlarmOpen(test.ctx.db, person);
      const lower = await first.feedId;
      await ingest();
      // The later alarm's feed row is committed and the earlier one is not: a desk resuming after max(id) would skip it.
      const operator = await asRole(test, 3);
      const desk = (await request(operator, alarmsEndpoints.desk)).json();
      const stream = await connect({ lastEventId: desk.lastEventId });
      const slowEvent = await first.commit();
      expect(desk.data.map((row: { id: number }) => row.id)).not.toContain(slowEvent);
      expect(Number(desk.lastEventId)).toBeLessThan(lower);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(stream.events.map((event) => JSON.parse(event.data).alarm.id)).toContain(slowEvent);
      stream.close();
    },
  );

  it('ends the stream when its session ends (logout), and keeps other sessions streaming', async () => {
    const other = await asRole(test, 3);
    const stream = await connect({ token: other.token });
    const bystander = await connect();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(stream.comments).toBeGreaterThan(0);
    const logout = await request(other, authEndpoints.signOut);
    expect(logout.statusCode).toBe(200);
    await Promise.race([stream.ended, new Promise((_, reject) => setTimeout(() => reject(new Error('stream still open')), 10_000))]);
    expect(bystander.isEnded()).toBe(false);
    bystander.close();
  });

  it('ends the stream when the account is deactivated', async () => {
    const other = await asRole(test, 3);
    const stream = await connect({ token: other.token });
    await test.ctx.db.update(accounts).set({ status: 0 }).where(eq(accounts.id, other.account.id));
    await Promise.race([stream.ended, new Promise((_, reject) => setTimeout(() => reject(new Error('stream still open')), 10_000))]);
  });
});

describe(`alarm hub shutdown on ${databaseKind}`, () => {
  it('app.close() ends open streams instead of waiting for them', async () => {
    const test = await createTestApp();
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    const { token } = await asRole(test, 3);
    const stream = await openSse(`http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}/v1/admin/alarms/stream`, { token });
    expect(stream.status).toBe(200);
    // A close that waited for open streams would never end: the test's own timeout is the guard, no timing asserted.
    await test.close();
    await stream.ended;
    expect(test.ctx.alarmHub.connected).toBe(0);
  });
});

describe('feed cursor', () => {
  const read = (rowIds: number[], horizon: number, nextXid: number, at = 0) => ({
    rows: rowIds.map((id) => ({ id, panicEventId: 1, kind: 'created' as const })),
    horizon: BigInt(horizon),
    nextXid: BigInt(nextXid),
    at: BigInt(at),
  });
  const step = (cursor: FeedCursor, r: ReturnType<typeof read>, now: number) => {
    const plan = cursor.plan(r, now);
    cursor.apply(plan, now);
    return plan;
  };

  it('holds rows behind a gap until the transactions running at first sight have ended', () => {
    const cursor = new FeedCursor(9, { gapMaxWaitMs: 3000, lateWatchMs: 60_000 });
    // 11 is visible, 10 is not; transaction 500 is still running (horizon 500, next 503).
    expect(step(cursor, read([11], 500, 503), 0).deliver).toEqual([]);
    expect(cursor.position).toBe(9);
    expect(cursor.holding).toBe(true);
    // 10 commits: both go, in order.
    expect(step(cursor, read([10, 11], 503, 504), 50).deliver.map((row) => row.id)).toEqual([10, 11]);
    expect(cursor.position).toBe(11);
    expect(cursor.holding).toBe(false);
  });

  it('skips a gap once every transaction that could hold it has ended (rolled back)', () => {
    const cursor = new FeedCursor(9, { gapMaxWaitMs: 3000, lateWatchMs: 60_000 });
    step(cursor, read([11], 500, 503), 0);
    const plan = step(cursor, read([11, 12], 503, 505), 100);
    expect(plan.deliver.map((row) => row.id)).toEqual([11, 12]);
    expect(plan.skipped).toEqual([10]);
    expect(plan.timedOut).toEqual([]);
  });

  it('gives up on a gap after the wait, and still delivers it late (without an id) if it commits', () => {
    const cursor = new FeedCursor(9, { gapMaxWaitMs: 3000, lateWatchMs: 60_000 });
    step(cursor, read([11], 400, 503), 0);
    expect(step(cursor, read([11], 400, 510), 2999).deliver).toEqual([]);
    const plan = step(cursor, read([11], 400, 510), 3000);
    expect(plan.timedOut).toEqual([10]);
    expect(cursor.position).toBe(11);
    expect(cursor.watchedIds(3001)).toEqual([10]);
    const late = step(cursor, read([10, 12], 600, 610), 4000);
    expect(late.late.map((row) => row.id)).toEqual([10]);
    expect(late.deliver.map((row) => row.id)).toEqual([12]);
    expect(cursor.watchedIds(4001)).toEqual([]);
  });

  it('settles a gap once no feed writer that began by its first sight is left, whatever the horizon', () => {
    const cursor = new FeedCursor(9, { gapMaxWaitMs: 3000, lateWatchMs: 60_000 });
    // A long transaction elsewhere in the cluster (xid 400) keeps the horizon low throughout.
    step(cursor, read([11], 400, 503, 1000), 0);
    expect(cursor.gapsSeenBy()).toBe(1000n);
    expect(step(cursor, read([11], 400, 505, 1100), 50).deliver).toEqual([]);
    cursor.writersEnded(1000n);
    const plan = step(cursor, read([11], 400, 506, 1200), 60);
    expect(plan.deliver.map((row) => row.id)).toEqual([11]);
    expect(plan.skipped).toEqual([10]);
    expect(plan.timedOut).toEqual([]);
    expect(cursor.gapsSeenBy()).toBeNull();
  });

  it('settles at once when nothing else is running (PGlite, or a quiet database)', () => {
    const cursor = new FeedCursor(0, { gapMaxWaitMs: 3000, lateWatchMs: 60_000 });
    expect(step(cursor, read([1, 2, 4, 5], 700, 700), 0).deliver.map((row) => row.id)).toEqual([1, 2, 4, 5]);
    expect(cursor.position).toBe(5);
  });
});
