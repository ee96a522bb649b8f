import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { API_KEY } from '@guardian/contracts';
import { PollingDesk, processCpuSeconds, StreamDesk } from './live-clients';
import { pacedIngest, type Sent } from './live-ingest';
import { summarize } from './measure';
import { BENCH_ADMIN, ROOT, startServer, type RunningServer, type Target } from './targets';

/**
 * The live section of `npm run bench` (issue 12): `desks` operators connected, alerts ingested at a steady
 * rate for `seconds`; how long the ingest call takes, how long until the alert is on every desk, and whether
 * any desk lost or doubled one. Then the same load with desks that poll the desk list instead, the baseline.
 * Each run starts from an empty database of its own (a few app users and service keys, no seeded millions).
 */
export type LiveOptions = { seconds: number; rate: number; desks: number; pollMs: number };

export type LivePhase = {
  mode: 'stream' | 'poll';
  askedRate: number;
  achievedRate: number;
  /** Ingest calls answered 201, and calls that were not (errors, 429, timeouts). */
  created: number;
  failed: number;
  ingest: { p50: number; p99: number };
  /** Ingest call sent → the alert on every desk, over the alerts every desk got. */
  delivery: { p50: number; p99: number; max: number };
  /** (alert, desk) pairs never delivered; deliveries seen twice. */
  lost: number;
  duplicated: number;
  reconnects: number;
  deskRequestsPerSecond: number;
  deskKilobytesPerSecond: number;
  /** The API process's average CPU use during the phase, in cores (the database's own processes are not in it). */
  apiCpuCores: number | null;
  loadAverage: { before: number; after: number };
};
export type LiveReport = { kind: Target['kind']; desks: number; seconds: number; pollMs: number; phases: LivePhase[] };

const APP_USERS = 20;
const PASSWORD = 'Bench@2026pass';
const DATA = path.join(ROOT, '.bench-data');
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh, nearly empty database for each run: the live figures must not depend on the bulk bench's data. */
export function liveTargets(pgUrl: string): Record<Target['kind'], Target> {
  const url = new URL(pgUrl);
  url.pathname = '/guardian_bench_live';
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  const pgliteDir = path.join(DATA, 'live-pglite');
  return {
    postgres: {
      kind: 'postgres',
      serverEnv: { DATABASE_URL: url.toString(), DATA_DIR: path.join(DATA, 'live-postgres-files') },
      open: () => Promise.reject(new Error('not used')),
      reset: async () => {
        await admin('drop database if exists guardian_bench_live with (force)');
        await admin('create database guardian_bench_live');
      },
    },
    pglite: {
      kind: 'pglite',
      serverEnv: { DATA_DIR: pgliteDir },
      open: () => Promise.reject(new Error('not used')),
      reset: async () => fs.rmSync(pgliteDir, { recursive: true, force: true }),
    },
  };
}

export async function post<T>(
  server: RunningServer,
  url: string,
  body: unknown,
  headers: Record<string, string> = { authorization: `Bearer ${server.token}` },
): Promise<T> {
  const response = await fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** App users to raise alerts for, service keys (each stays under half its per-minute limit), one session per desk. */
export async function setUp(server: RunningServer, options: LiveOptions) {
  const run = Date.now().toString(36);
  const userIds: number[] = [];
  for (let index = 0; index < APP_USERS; index += 1) {
    const user = await post<{ userId: number }>(server, '/v1/user/admin/create-user', {
      full_name: `Bench Person ${index + 1}`,
      email: `bench.person.${run}.${index}@example.com`,
      user_name: `bench.${run}.${index}`,
      country_code: '+44',
      // A UK mobile number the server accepts as real (the 07700 900 drama range is not, since decision 027).
      phone_no: `79111${String(index).padStart(5, '0')}`,
      password: PASSWORD,
      confirm_password: PASSWORD,
    });
    userIds.push(user.userId);
  }
  const keyCount = Math.max(1, Math.ceil((options.rate * 60) / (API_KEY.callsPerMinute / 2)));
  const keys: string[] = [];
  for (let index = 0; index < keyCount; index += 1)
    keys.push((await post<{ key: string }>(server, '/v1/admin/api-keys', { name: `bench gateway ${index + 1}` })).key);
  const tokens: string[] = [];
  for (let index = 0; index < options.desks; index += 1) tokens.push((await post<{ token: string }>(server, '/v1/auth/admin-signin', BENCH_ADMIN, {})).token);
  return { userIds, keys, tokens };
}

type Deliveries = { arrivals: Map<string, number> }[];

/** Waits until every desk has every alert, or `timeoutMs`. */
async function drain(desks: Deliveries, sent: Sent[], timeoutMs: number) {
  const deadline = now() + timeoutMs;
  while (now() < deadline && !desks.every((desk) => sent.every((item) => desk.arrivals.has(item.alertId)))) await sleep(100);
}

function figures(
  mode: LivePhase['mode'],
  options: LiveOptions,
  sent: Sent[],
  desks: Deliveries,
  extra: { duplicated: number; reconnects: number; deskRequests: number; deskBytes: number; seconds: number },
) {
  const created = sent.filter((item) => item.status === 201);
  const ingest = summarize(
    sent.map((item) => item.answeredAt - item.dueAt),
    options.seconds,
    0,
  );
  const delivery: number[] = [];
  let lost = 0;
  for (const item of created) {
    const times = desks.map((desk) => desk.arrivals.get(item.alertId));
    lost += times.filter((at) => at === undefined).length;
    if (times.every((at) => at !== undefined)) delivery.push(Math.max(...(times as number[])) - item.sentAt);
  }
  const reach = summarize(delivery, options.seconds, 0);
  return {
    mode,
    askedRate: options.rate,
    achievedRate: sent.length / options.seconds,
    created: created.length,
    failed: sent.length - created.length,
    ingest: { p50: ingest.p50, p99: ingest.p99 },
    delivery: { p50: reach.p50, p99: reach.p99, max: delivery.length ? Math.max(...delivery) : NaN },
    lost,
    duplicated: extra.duplicated,
    reconnects: extra.reconnects,
    deskRequestsPerSecond: extra.deskRequests / extra.seconds,
    deskKilobytesPerSecond: extra.deskBytes / 1024 / extra.seconds,
  };
}

/** A phase's paced ingest, measured until `settle` says the desks have what was sent; both phases run this. */
function measuredIngest(
  server: RunningServer,
  setup: Awaited<ReturnType<typeof setUp>>,
  options: LiveOptions,
  tag: string,
  settle: (sent: Sent[]) => Promise<void>,
) {
  return measured(server, async () => {
    const sent = await pacedIngest({
      url: server.url,
      keys: setup.keys,
      userIds: setup.userIds,
      rate: options.rate,
      seconds: options.seconds,
      connections: setup.keys.length,
      tag: `${tag}${Date.now().toString(36)}`,
    });
    await settle(sent);
    return sent;
  });
}

async function measured<T>(server: RunningServer, work: () => Promise<T>) {
  const before = { cpu: await processCpuSeconds(server.pid), at: now(), load: os.loadavg()[0]! };
  const result = await work();
  const cpu = await processCpuSeconds(server.pid);
  const seconds = (now() - before.at) / 1000;
  return {
    result,
    seconds,
    apiCpuCores: cpu === null || before.cpu === null ? null : (cpu - before.cpu) / seconds,
    loadAverage: { before: before.load, after: os.loadavg()[0]! },
  };
}

async function streamPhase(
  server: RunningServer,
  setup: Awaited<ReturnType<typeof setUp>>,
  options: LiveOptions,
  log: (line: string) => void,
): Promise<LivePhase> {
  const desks = setup.tokens.map((token) => new StreamDesk(server.url, token));
  await Promise.all(desks.map((desk) => desk.open()));
  await sleep(1000);
  const {
    result: sent,
    seconds,
    apiCpuCores,
    loadAverage,
  } = await measuredIngest(server, setup, options, 's', (sent) =>
    drain(
      desks,
      sent.filter((item) => item.status === 201),
      10_000,
    ),
  );
  await Promise.all(desks.map((desk) => desk.close()));
  const failures = desks.map((desk) => desk.failure).filter(Boolean);
  if (failures.length) log(`  stream desks reported: ${[...new Set(failures)].join('; ')}`);
  const base = figures('stream', options, sent, desks, {
    duplicated: desks.reduce((sum, desk) => sum + desk.duplicates, 0),
    reconnects: desks.reduce((sum, desk) => sum + desk.reconnects, 0),
    // Each desk holds one request open from before the phase: during it, only reconnects are new requests.
    deskRequests: desks.reduce((sum, desk) => sum + desk.reconnects, 0),
    deskBytes: desks.reduce((sum, desk) => sum + desk.bytes, 0),
    seconds,
  });
  return { ...base, apiCpuCores, loadAverage };
}

async function pollPhase(server: RunningServer, setup: Awaited<ReturnType<typeof setUp>>, options: LiveOptions): Promise<LivePhase> {
  const desks = setup.tokens.map((token) => new PollingDesk(server.url, token));
  desks.forEach((desk, index) => desk.start(options.pollMs, (index * options.pollMs) / desks.length));
  await sleep(options.pollMs);
  const {
    result: sent,
    seconds,
    apiCpuCores,
    loadAverage,
  } = await measuredIngest(server, setup, options, 'p', async (sent) => {
    // Until every desk has an answer to a poll sent after the last alert (or a minute): an alert missing then has
    // left the desk list's newest ALARM_LIMITS.deskMax before that desk saw it, and no later poll shows it.
    const last = Math.max(...sent.map((item) => item.answeredAt));
    const deadline = now() + 60_000;
    while (now() < deadline && !desks.every((desk) => desk.lastAnsweredPollSentAt > last)) await sleep(100);
  });
  await Promise.all(desks.map((desk) => desk.stop()));
  const base = figures('poll', options, sent, desks, {
    duplicated: 0,
    reconnects: 0,
    deskRequests: desks.reduce((sum, desk) => sum + desk.requests, 0),
    deskBytes: desks.reduce((sum, desk) => sum + desk.bytes, 0),
    seconds,
  });
  return { ...base, failed: base.failed + desks.reduce((sum, desk) => sum + desk.errors, 0), apiCpuCores, loadAverage };
}

const describe = (kind: string, phase: LivePhase) =>
  `${kind} ${phase.mode}: ${phase.created} alerts (${phase.achievedRate.toFixed(0)}/s, ${phase.failed} failed), ingest p50 ${phase.ingest.p50.toFixed(1)} p99 ${phase.ingest.p99.toFixed(1)} ms, ` +
  `delivery p50 ${phase.delivery.p50.toFixed(0)} p99 ${phase.delivery.p99.toFixed(0)} max ${phase.delivery.max.toFixed(0)} ms, lost ${phase.lost}, duplicated ${phase.duplicated}, ` +
  `${phase.deskRequestsPerSecond.toFixed(1)} desk req/s, API CPU ${phase.apiCpuCores?.toFixed(2) ?? '?'} cores, load ${phase.loadAverage.before.toFixed(1)} → ${phase.loadAverage.after.toFixed(1)}`;

/** Both phases on one target, on a server started for them against a fresh database. */
export async function measureLive(target: Target, port: number, options: LiveOptions, log: (line: string) => void): Promise<LiveReport> {
  await target.reset();
  const server = await startServer(target, port);
  try {
    const setup = await setUp(server, options);
    log(`${target.kind} live: ${options.desks} desks, ${setup.keys.length} service keys, ${options.rate} alerts/s for ${options.seconds} s`);
    const stream = await streamPhase(server, setup, options, log);
    log(describe(target.kind, stream));
    // The streaming phase's alarms stay unresolved: the polled desk list is its newest ALARM_LIMITS.deskMax rows either way.
    const poll = await pollPhase(server, setup, options);
    log(describe(target.kind, poll));
    return { kind: target.kind, desks: options.desks, seconds: options.seconds, pollMs: options.pollMs, phases: [stream, poll] };
  } finally {
    await server.stop();
  }
}
