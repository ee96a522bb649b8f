import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { queryOne, queryRows } from '../src/db/query';
import { panicEventResponseDays } from '../src/db/schema';
import { encodeHistogram, RESPONSE_BUCKET_SECONDS, responseBucketOf } from '../src/modules/reports/response-histogram';

const DAYS = 365;
const OPERATORS = 50;
const BUCKETS = RESPONSE_BUCKET_SECONDS.length;
/** Rows per INSERT: each holds two histograms of up to 2,420 digits. */
const BATCH = 300;

/** What the simulated alarms are like: shares of kinds, types and sources, and how operators answer. */
const SHARES = { duress: 0.02, test: 0.01, warning: 0.4, watch: 0.3, acknowledged: 0.98, slowTail: 0.03, cancelled: 0.7, unresolved: 0.02 };
/** Outcomes an operator chooses, most often first; the earlier two are rare, as older alarms keep them. */
const CHOSEN_OUTCOMES = ['helped', 'false_accidental', 'services_attended', 'false_device', 'no_response', 'false_test', 'assisted', 'false_alarm'] as const;
const OUTCOME_WEIGHTS = [40, 25, 15, 8, 6, 4, 1, 1];

type Group = { alarms: number; escalations: number; ack: Uint32Array; resolve: Uint32Array };

/** A fixed-seed generator (mulberry32), so every fill writes the same rows. */
function uniforms(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The response report's rollup (panic_event_response_days) as a year of `alarms` desk-era alarms would leave it:
 * each alarm is drawn (kind, alert type, source, one of 50 operators, outcome, times to acknowledge and to resolve)
 * and counted into its day's groups exactly as the triggers count a real one, so the rows, their histograms and
 * their totals are those of that many alarms, without writing the alarms (10M events take hours to fill on two
 * cores). The operators are the first 50 accounts, so the report looks their names up as it does in service.
 * Returns the rows written.
 */
export async function fillResponseRollup(db: Db, alarms: number, today = new Date(), log: (line: string) => void = () => {}): Promise<number> {
  const operators = (await queryRows<{ id: number | string }>(db, sql`select id from accounts order by id limit ${OPERATORS}`)).map((row) => String(row.id));
  const random = uniforms(65);
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const outcomeOf = weightedPicker(random, CHOSEN_OUTCOMES, OUTCOME_WEIGHTS);
  const lastDay = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  let written = 0;
  for (let d = 0; d < DAYS; d += 1) {
    const day = new Date(lastDay - (DAYS - 1 - d) * 86_400_000).toISOString().slice(0, 10);
    const groups = new Map<string, Group>();
    const count = (kind: string, dimension: string, value: string, escalated: boolean, ack: number | null, resolve: number | null) => {
      const key = `${kind}\u0000${dimension}\u0000${value}`;
      let group = groups.get(key);
      if (!group) groups.set(key, (group = { alarms: 0, escalations: 0, ack: new Uint32Array(BUCKETS), resolve: new Uint32Array(BUCKETS) }));
      group.alarms += 1;
      if (escalated) group.escalations += 1;
      if (ack !== null) group.ack[ack]! += 1;
      if (resolve !== null) group.resolve[resolve]! += 1;
    };
    const onDay = Math.floor(alarms / DAYS) + (d < alarms % DAYS ? 1 : 0);
    for (let i = 0; i < onDay; i += 1) {
      const draw = random();
      const kind = draw < SHARES.test ? 'test' : draw < SHARES.test + SHARES.duress ? 'duress' : 'panic';
      const alertType = random() < SHARES.warning ? '1' : '2';
      const source = random() < SHARES.watch ? '2' : '1';
      const acknowledged = random() < SHARES.acknowledged;
      // Most answered in a few seconds to a minute (median 12 s), a few minutes late.
      const ackSeconds = !acknowledged ? null : random() < SHARES.slowTail ? 60 + random() * 840 : Math.exp(Math.log(12) + 0.8 * normal());
      const operator = acknowledged ? operators[Math.floor(operators.length * random() ** 1.3)] : undefined;
      let outcome: string | null = null;
      let resolveSeconds: number | null = null;
      if (acknowledged && random() >= SHARES.unresolved) {
        outcome = outcomeOf();
        resolveSeconds = Math.exp(Math.log(480) + normal());
      } else if (!acknowledged && random() < SHARES.cancelled) outcome = 'cancelled_by_user';
      // Escalated: nobody answered within a minute (a person who cancelled at once was not waiting).
      const escalated = ackSeconds === null ? outcome !== 'cancelled_by_user' : ackSeconds > 60;
      const ack = ackSeconds === null ? null : responseBucketOf(ackSeconds);
      const resolve = resolveSeconds === null ? null : responseBucketOf(resolveSeconds);
      count(kind, 'alert_type', alertType, escalated, ack, resolve);
      count(kind, 'source', source, escalated, ack, resolve);
      if (operator !== undefined) count(kind, 'operator', operator, escalated, ack, resolve);
      if (outcome !== null) count(kind, 'outcome', outcome, escalated, ack, resolve);
    }
    const rows = [...groups].map(([key, group]) => {
      const [kind, dimension, value] = key.split('\u0000') as [string, string, string];
      const { alarms: n, escalations } = group;
      return { day, kind, dimension, value, alarms: n, escalations, ackSeconds: encodeHistogram(group.ack), resolveSeconds: encodeHistogram(group.resolve) };
    });
    for (let at = 0; at < rows.length; at += BATCH) await db.insert(panicEventResponseDays).values(rows.slice(at, at + BATCH));
    written += rows.length;
    if ((d + 1) % 73 === 0) log(`  response rollup: ${d + 1} / ${DAYS} days, ${written} rows`);
  }
  return written;
}

function weightedPicker<T>(random: () => number, values: readonly T[], weights: number[]): () => T {
  const sum = weights.reduce((a, b) => a + b, 0);
  return () => {
    let left = random() * sum;
    for (const [i, weight] of weights.entries()) {
      left -= weight;
      if (left < 0) return values[i]!;
    }
    return values.at(-1)!;
  };
}

/** Fills the rollup unless it holds rows already (a reused bench database, or alarms raised on it). */
export async function ensureResponseRollup(db: Db, alarms: number, log: (line: string) => void): Promise<void> {
  const filled = await queryOne<{ filled: boolean }>(db, sql`select exists (select 1 from panic_event_response_days) as filled`);
  if (filled?.filled) return;
  const started = Date.now();
  const rows = await fillResponseRollup(db, alarms, new Date(), log);
  log(`  response rollup: ${rows} rows as ${alarms} desk-era alarms over ${DAYS} days would make them (${Math.round((Date.now() - started) / 1000)} s)`);
}
