import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseReportQuery } from '@guardian/contracts';
import { queryRows } from '../../../src/db/query';
import { panicEvents } from '../../../src/db/schema';
import { directResponseReportSql, type ReportRow } from '../../../src/modules/reports/reports.repository';
import { getResponseReport, reportWindowOf, responseReportFrom } from '../../../src/modules/reports/reports.service';
import { RESPONSE_BUCKET_SECONDS, responseBucketOf } from '../../../src/modules/reports/response-histogram';
import { appUser, storedAlarm } from '../../support/alarms-fixtures';
import { createAccount, createTestApp, databaseKind, type TestApp } from '../../support/helper';

const START = Date.parse('2026-09-29T00:00:00.000Z');
const KINDS = ['panic', 'panic', 'duress', 'test'] as const;
const OUTCOMES = [null, 'helped', 'services_attended', 'false_accidental', 'false_device', 'no_response', 'assisted', 'false_alarm'] as const;
/** Times to acknowledge or resolve across every step of the buckets, fractions of a second, hours and days. */
const TIMES = [0, 0.4, 3, 9.99, 10, 10.5, 27, 40, 41, 59.2, 60, 61, 75, 333, 599.5, 601, 1234, 3599, 3601, 7000, 21_601, 50_000, 90_000, 400_000, 4_000_000];

/** A small deterministic generator, so a failure can be replayed. */
function numbers(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
}

/**
 * The rollup must hold what the alarms hold however they changed: over a mixed set written in bulk, changed by
 * statements of many rows and partly deleted, the report read from the rollup equals the one computed from the
 * alarms themselves (the direct statement), and the rollup equals one rebuilt from scratch (decision 065).
 */
describe(`response rollup against the alarms on ${databaseKind}`, () => {
  let test: TestApp;
  let ids: number[];

  beforeAll(async () => {
    test = await createTestApp();
    const user = await appUser(test);
    const operators = [await createAccount(test.ctx), await createAccount(test.ctx), await createAccount(test.ctx)];
    const pick = numbers(7);
    const rows = Array.from({ length: 240 }, (_, i) => {
      const createdAt = START + pick(5 * 86_400) * 1000 + pick(1000);
      const acknowledged = pick(5) > 0;
      const resolved = pick(4) > 0;
      const cancelled = resolved && !acknowledged && pick(2) === 0;
      const after = (seconds: number) => new Date(createdAt + seconds * 1000);
      return storedAlarm(user, `mixed-${i}`, {
        createdAt: new Date(createdAt),
        kind: KINDS[pick(KINDS.length)],
        alertType: 1 + pick(2),
        isAlertStartedFromDevice: 1 + pick(2),
        status: resolved ? 'resolved' : acknowledged ? 'acknowledged' : 'open',
        acknowledgedAt: acknowledged ? after(TIMES[pick(TIMES.length)]!) : null,
        acknowledgedBy: acknowledged ? operators[pick(3)]!.id : null,
        resolvedAt: resolved ? after(TIMES[pick(TIMES.length)]!) : null,
        resolvedBy: resolved && !cancelled ? operators[0]!.id : null,
        stopReason: cancelled ? 'user_cancelled' : null,
        outcome: resolved ? (cancelled ? 'cancelled_by_user' : OUTCOMES[1 + pick(OUTCOMES.length - 1)]) : null,
        escalatedAt: pick(3) === 0 ? after(60) : null,
        // One in ten is seeded history: never on a desk unless acknowledged.
        apiKeyId: pick(10) === 0 ? null : 1,
      });
    });
    ids = (await test.ctx.db.insert(panicEvents).values(rows).returning({ id: panicEvents.id })).map((row) => row.id);

    // Changes of many rows in one statement each: acknowledgements, re-classifications, resolutions, escalations,
    // an operator's alarms handed to another, history leaving the desk era; then deletions.
    const every = (n: number, offset = 0) => ids.filter((_, i) => i % n === offset);
    const inList = (list: number[]) =>
      sql.join(
        list.map((id) => sql`${id}`),
        sql`, `,
      );
    await test.ctx.db.execute(sql`update panic_events set acknowledged_at = created_at + interval '33.3 seconds', acknowledged_by = ${operators[2]!.id}
                                 where acknowledged_at is null and id in (${inList(every(3))})`);
    await test.ctx.db.execute(sql`update panic_events set kind = case kind when 'test' then 'panic' else 'test' end where id in (${inList(every(7, 1))})`);
    await test.ctx.db.execute(sql`update panic_events set outcome = 'false_device', resolved_at = coalesce(resolved_at, created_at + interval '2 hours'),
                                 resolved_by = ${operators[1]!.id} where id in (${inList(every(5, 2))})`);
    await test.ctx.db.execute(sql`update panic_events set escalated_at = null where id in (${inList(every(4, 3))})`);
    await test.ctx.db.execute(
      sql`update panic_events set created_at = created_at + interval '1 day', alert_type = 3 - alert_type where id in (${inList(every(9, 4))})`,
    );
    await test.ctx.db.execute(sql`update panic_events set acknowledged_by = ${operators[0]!.id} where acknowledged_by = ${operators[1]!.id}`);
    await test.ctx.db.execute(sql`update panic_events set api_key_id = null where acknowledged_at is null and id in (${inList(every(6, 5))})`);
    await test.ctx.db.execute(sql`delete from panic_events where id in (${inList(every(8, 6))})`);
    // Changes the figures do not read leave the rollup alone.
    await test.ctx.db.execute(sql`update panic_events set place_name = 'Leeds', user_full_name = 'Renamed Person'`);
  });
  afterAll(() => test.close());

  const direct = (query: ResponseReportQuery) =>
    queryRows<ReportRow>(test.ctx.db, directResponseReportSql(reportWindowOf(query))).then((rows) => responseReportFrom(query, rows));

  it('gives the report the direct statement gives, with and without test alarms, over the whole set and part of it', async () => {
    const queries: ResponseReportQuery[] = [
      { from: '2026-09-28', to: '2026-10-06' },
      { from: '2026-09-28', to: '2026-10-06', include_test: '1' },
      { from: '2026-09-30', to: '2026-10-01' },
    ];
    for (const query of queries) {
      const fromRollup = await getResponseReport(test.ctx, query);
      expect(fromRollup.alarms, JSON.stringify(query)).toBeGreaterThan(10);
      expect(fromRollup, JSON.stringify(query)).toEqual(await direct(query));
    }
  });

  it('holds exactly what a rebuild from the alarms would hold, with no emptied groups left', async () => {
    const stored = await queryRows(
      test.ctx.db,
      sql`select day::text, kind, dimension, value, alarms, escalations, ack_seconds::text as ack, resolve_seconds::text as resolve
          from panic_event_response_days order by 1, 2, 3, 4`,
    );
    const rebuilt = await queryRows(
      test.ctx.db,
      sql`select p.day::text, p.kind, p.dimension, p.value, sum(p.alarms)::int as alarms, sum(p.escalations)::int as escalations,
                 sum(p.ack_seconds)::text as ack, sum(p.resolve_seconds)::text as resolve
          from panic_events e cross join lateral panic_event_response_parts(e, 1) p group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
    );
    expect(stored.length).toBeGreaterThan(20);
    expect(stored).toEqual(rebuilt);
    await test.ctx.db.execute(
      sql`delete from panic_events where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    expect(await queryRows(test.ctx.db, sql`select * from panic_event_response_days`)).toEqual([]);
  });

  it('rounds times in the database to the buckets the report reads', async () => {
    const probes = [-5, ...TIMES, ...RESPONSE_BUCKET_SECONDS, ...RESPONSE_BUCKET_SECONDS.map((seconds) => seconds + 0.001)];
    const rows = await queryRows<{ seconds: number; rounded: number; bucket: number }>(
      test.ctx.db,
      sql`select s as seconds, response_rounded_seconds(s * interval '1 second') as rounded, response_bucket(response_rounded_seconds(s * interval '1 second')) as bucket
          from unnest(${`{${probes.join(',')}}`}::float8[]) as s`,
    );
    for (const row of rows) {
      const bucket = responseBucketOf(row.seconds);
      expect([row.seconds, row.bucket, row.rounded]).toEqual([row.seconds, bucket, RESPONSE_BUCKET_SECONDS[bucket]]);
    }
    expect(RESPONSE_BUCKET_SECONDS).toHaveLength(242);
    expect(rows.find((row) => Number(row.seconds) === 10.5)).toMatchObject({ rounded: 11 });
    expect(rows.find((row) => Number(row.seconds) === 61)).toMatchObject({ rounded: 70 });
    expect(rows.find((row) => Number(row.seconds) === 4_000_000)).toMatchObject({ rounded: 30 * 86_400 });
  });
});
