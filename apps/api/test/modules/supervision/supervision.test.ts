import { supervisionEndpoints } from '@guardian/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { panicEvents } from '../../../src/db/schema';
import { appUser, storedAlarm } from '../../support/alarms-fixtures';
import { asRole, createTestApp, databaseKind, type TestApp } from '../../support/helper';
import { request } from '../../support/request';

const NOW = Date.UTC(2026, 10, 20, 12); // the server's clock in this suite: 2026-11-20 12:00 UTC
const ago = (seconds: number) => new Date(NOW - seconds * 1000);

describe(`supervision wallboard on ${databaseKind}`, () => {
  let test: TestApp;
  let supervisor: Awaited<ReturnType<typeof asRole>>;
  let operator: Awaited<ReturnType<typeof asRole>>;
  let away: Awaited<ReturnType<typeof asRole>>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    test = await createTestApp();
    test.setNow(new Date(NOW));
    supervisor = await asRole(test, 2);
    operator = await asRole(test, 3);
    away = await asRole(test, 3);
    // Signed in, but its session has not been used for ten minutes: not at work now.
    await test.ctx.db.execute(sql`update sessions set last_seen_at = ${ago(600).toISOString()} where account_id = ${away.account.id}`);
    const user = await appUser(test, { fullName: 'Ida Waits' });
    const alarm = (name: string, values: Partial<typeof panicEvents.$inferInsert>) => storedAlarm(user, `supervision-${name}`, { status: 'open', ...values });
    const rows = await test.ctx.db
      .insert(panicEvents)
      .values([
        alarm('waiting', { createdAt: ago(30) }),
        alarm('escalated', { createdAt: ago(90), escalatedAt: ago(30) }),
        // Escalated unanswered, then picked up: owned.
        alarm('owned', {
          createdAt: ago(300),
          escalatedAt: ago(240),
          status: 'acknowledged',
          acknowledgedAt: ago(200),
          acknowledgedBy: operator.account.id,
          ownerId: operator.account.id,
        }),
        // Its owner left it without action: escalated again.
        alarm('stale', {
          createdAt: ago(1500),
          status: 'acknowledged',
          acknowledgedAt: ago(1490),
          acknowledgedBy: away.account.id,
          ownerId: away.account.id,
          escalatedAt: ago(60),
        }),
        alarm('test', { createdAt: ago(20), kind: 'test' }),
        alarm('resolved', {
          createdAt: ago(400),
          status: 'resolved',
          acknowledgedAt: ago(396),
          acknowledgedBy: operator.account.id,
          resolvedAt: ago(100),
          outcome: 'helped',
        }),
      ])
      .returning({ id: panicEvents.id, alertUniqueId: panicEvents.alertUniqueId });
    for (const row of rows) ids[row.alertUniqueId.replace('supervision-', '')] = row.id;
  });
  afterAll(() => test.close());

  it('shows open alarms by state with waited time and owner, the operators at work and what they own', async () => {
    const response = await request(supervisor, supervisionEndpoints.get);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.now).toBe(new Date(NOW).toISOString());
    const shown = data.alarms.map((a: { id: number; state: string; waitedSeconds: number; kind: string }) => [a.id, a.state, a.waitedSeconds, a.kind]);
    // Escalated first, then waiting, then owned; the longest waiting first. An owned alarm waited until it was acknowledged.
    expect(shown).toEqual([
      [ids.stale, 'escalated', 10, 'panic'],
      [ids.escalated, 'escalated', 90, 'panic'],
      [ids.waiting, 'waiting', 30, 'panic'],
      [ids.test, 'waiting', 20, 'test'],
      [ids.owned, 'owned', 100, 'panic'],
    ]);
    expect(data.alarms.find((a: { id: number }) => a.id === ids.owned)).toMatchObject({
      owner: { id: operator.account.id, name: operator.account.fullName },
      person: { name: 'Ida Waits' },
    });
    expect(data.alarms.find((a: { id: number }) => a.id === ids.waiting).owner).toBeNull();
    expect(data.operators).toEqual(
      [
        { id: supervisor.account.id, name: supervisor.account.fullName, owns: [] },
        { id: operator.account.id, name: operator.account.fullName, owns: [ids.owned] },
      ].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id),
    );
    // Today: five alarms besides the test one; acknowledged after 4, 10 and 100 s.
    expect(data.today).toMatchObject({ alarms: 5, acknowledged: 3, ackMedianSeconds: 10, escalations: 3 });
    expect(data.today.ackWithin10Share).toBeCloseTo(2 / 5);
  });

  it('is for super admins only', async () => {
    expect((await request(operator, supervisionEndpoints.get)).statusCode).toBe(403);
    expect((await request(test.app, supervisionEndpoints.get)).statusCode).toBe(401);
  });
});
