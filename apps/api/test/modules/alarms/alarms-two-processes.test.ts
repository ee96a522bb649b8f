import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../../../src/db/pg-listener';
import { signIn, type RunningServer } from '../../../scripts/support/server';
import { createServiceKey, ingestAlert, insertAppUser, startProcessPair, withClient, type ProcessPair } from '../../support/process-pair';
import { randomUUID } from 'node:crypto';
import { openSse, type SseStream } from '../../support/sse-client';

/**
 * Two real API processes (apps/api/src/main.ts, as production runs them) on one PostgreSQL: an alert ingested
 * through one reaches a desk connected to the other, through LISTEN/NOTIFY and the feed table alone; sessions
 * live in the database too, so a sign-in on B opens a desk on A.
 * PostgreSQL only: PGlite is an embedded database inside one process, so there is no second process to share it.
 */
const DATABASE_URL = process.env.DATABASE_URL;

describe.skipIf(!DATABASE_URL)('two API processes on one PostgreSQL', () => {
  let pair: ProcessPair;
  let name: string;
  let databaseUrl: string;
  let a: RunningServer;
  let b: RunningServer;
  let tokenB: string;
  const streams: SseStream[] = [];

  beforeAll(async () => {
    pair = await startProcessPair(DATABASE_URL!);
    ({ name, databaseUrl, a, b } = pair);
    tokenB = await signIn(b.url);
    tokenA = await signIn(a.url);
    // A service key made through A's API by its super admin; the person the alerts are for.
    keyA = await createServiceKey(a.url, tokenA, 'Two-process gateway');
    personId = await insertAppUser(databaseUrl);
  }, 300_000);

  afterAll(async () => {
    streams.forEach((stream) => stream.close());
    await pair?.stop();
  }, 60_000);

  let keyA: string;
  let personId: number;
  let tokenA: string;

  /** An alert sent to process A's ingest API, as the alarm service sends it. */
  async function ingestOnA(): Promise<{ id: number }> {
    const response = await ingestAlert(a.url, keyA, personId);
    expect(response.status).toBe(201);
    return ((await response.json()) as { data: { id: number } }).data;
  }

  const alarmOf = (data: string) => JSON.parse(data) as { kind: string; alarm: { id: number; status: string } };

  it('an alert ingested through A reaches a desk on B, and an acknowledgement on B reaches a desk on A', async () => {
    const deskB = await openSse(`${b.url}/v1/admin/alarms/stream`, { token: tokenB });
    const deskA = await openSse(`${a.url}/v1/admin/alarms/stream`, { token: tokenB });
    streams.push(deskA, deskB);
    expect(deskB.status).toBe(200);
    const sentAt = Date.now();
    const alarm = await ingestOnA();
    const [event] = await deskB.waitForEvents(1, 10_000);
    const delay = event!.at - sentAt;
    console.log(`two processes: ingest on A -> desk on B in ${delay} ms (ingest call included)`);
    expect(alarmOf(event!.data)).toMatchObject({ kind: 'created', alarm: { id: alarm.id, status: 'open' } });
    // How fast is the bench's to say (its live section): here only that it arrives (10 s guards against a hang).
    // Both processes number the stream the same way: the ids are the feed's.
    const [onA] = await deskA.waitForEvents(1, 10_000);
    expect(onA!.id).toBe(event!.id);

    const ackAt = Date.now();
    const ack = await fetch(`${b.url}/v1/admin/alarms/${alarm.id}/acknowledge`, { method: 'POST', headers: { authorization: `Bearer ${tokenB}` } });
    expect(ack.status).toBe(200);
    const [, acknowledged] = await deskA.waitForEvents(2, 10_000);
    console.log(`two processes: acknowledge on B -> desk on A in ${acknowledged!.at - ackAt} ms`);
    expect(alarmOf(acknowledged!.data)).toMatchObject({ kind: 'acknowledged', alarm: { id: alarm.id, status: 'acknowledged' } });
    deskA.close();
    deskB.close();
  });

  it("process B's listener reconnects after its connection is killed, and misses nothing meanwhile", async () => {
    const stream = await openSse(`${b.url}/v1/admin/alarms/stream`, { token: tokenB });
    streams.push(stream);
    const listeners = () =>
      withClient(databaseUrl, async (client) =>
        (
          await client.query<{ pid: number }>(`select pid from pg_stat_activity where datname = $1 and application_name = $2`, [
            name,
            LISTENER_APPLICATION_NAME,
          ])
        ).rows.map((row) => row.pid),
      );
    const before = await listeners();
    expect(before.length).toBe(2);
    await withClient(databaseUrl, (client) => client.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [before]));
    // Written while the listeners are down: the safety poll (or the catch-up after reconnecting) delivers it.
    const sentAt = Date.now();
    const alarm = await ingestOnA();
    const [event] = await stream.waitForEvents(1, 3000);
    expect(alarmOf(event!.data).alarm.id).toBe(alarm.id);
    console.log(`two processes: delivered ${event!.at - sentAt} ms after the write while the listener was reconnecting`);
    const deadline = Date.now() + 10_000;
    let after = await listeners();
    while (after.filter((pid) => !before.includes(pid)).length < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      after = await listeners();
    }
    expect(after.filter((pid) => !before.includes(pid))).toHaveLength(2);
    // And a notification wakes B again through the new connection.
    const next = await ingestOnA();
    const events = await stream.waitForEvents(2, 10_000);
    expect(alarmOf(events[1]!.data).alarm.id).toBe(next.id);
    expect(a.child.exitCode).toBeNull();
    expect(b.child.exitCode).toBeNull();
  });

  it("a sign-out through A ends the session's streams on B within 1 s, and B sends it nothing more", async () => {
    const token = await signIn(a.url);
    const desk = await openSse(`${b.url}/v1/admin/alarms/stream`, { token });
    const progress = await openSse(`${b.url}/v1/device-inventory/import/progress/${randomUUID()}`, { token });
    const bystander = await openSse(`${b.url}/v1/admin/alarms/stream`, { token: tokenB });
    streams.push(desk, progress, bystander);
    expect([desk.status, progress.status, bystander.status]).toEqual([200, 200, 200]);
    const signOut = await fetch(`${a.url}/v1/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    const endedAt = Date.now();
    expect(signOut.status).toBe(200);
    const alarm = await ingestOnA();
    const within = (stream: SseStream) =>
      Promise.race([
        stream.ended,
        new Promise((_, reject) => setTimeout(() => reject(new Error('stream on B still open after 1 s')), endedAt + 1000 - Date.now())),
      ]);
    await within(desk);
    await within(progress);
    console.log(`two processes: sign-out on A ended the streams on B in ${Date.now() - endedAt} ms (an ingest call included)`);
    const [event] = await bystander.waitForEvents(1, 10_000);
    expect(alarmOf(event!.data).alarm.id).toBe(alarm.id);
    expect(desk.events).toEqual([]);
    expect(progress.events).toEqual([]);
    bystander.close();
  });
});
