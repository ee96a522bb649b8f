import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  devicesEndpoints,
  emergencyContactsEndpoints,
  panicEventsEndpoints,
  subscriptionsEndpoints,
  timelineEndpoints,
  usersEndpoints,
} from '@guardian/contracts';
import { openPostgres } from '../src/db/client';
import { queryOne } from '../src/db/query';
import { createSession } from '../src/modules/auth/sessions.repository';
import { hashToken, newToken } from '../src/lib/tokens';
import { summarize } from './measure';

/**
 * The list engine's figures of 2026-11-24 (apps/api/bench/results/2026-11-27-history.md, "List engine"): each request asked `--requests`
 * times one after the other through app.inject on an already seeded PostgreSQL database (DATABASE_URL), so
 * every figure is one request's latency, HTTP framing and serialization included, no concurrency.
 *
 * `--compare <dir>` also builds the app of another checkout of the repository (`git archive <commit> | tar -x`,
 * with a node_modules whose @guardian/contracts is that checkout's) in the same process, and alternates the
 * two request by request, so both see the same load on a shared machine. The load average is printed before
 * and after: the figures are indicative only.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_lists npx tsx apps/api/bench/lists.ts --compare /tmp/before
 */
const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '50' },
    only: { type: 'string' },
    exports: { type: 'boolean', default: false },
    compare: { type: 'string' },
  },
});
const requests = Number(values.requests);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL must name a seeded PostgreSQL database.');

/** The real app of the checkout at `root`, on DATABASE_URL, built from that checkout's own modules. */
async function openApp(root: string): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const load = (file: string) => import(pathToFileURL(path.join(root, 'apps/api/src', file)).href);
  const [{ buildApp }, { testConfig }, client, { AlarmHub }, { createMailer }, { localStorage }, appState] = await Promise.all([
    load('app.ts'),
    load('config.ts'),
    load('db/client.ts'),
    load('modules/alarms/live/alarm-hub.ts'),
    // A checkout from before the mail delivery module had its feature's name kept it in modules/mail/.
    load('modules/mail-delivery/mailer.ts').catch(() => load('modules/mail/mailer.ts')),
    // A checkout from before the object store kept localStorage in storage/storage.ts.
    load('storage/local-storage.ts').catch(() => load('storage/storage.ts')),
    // A checkout from before the app's state was gathered in its context kept it in its modules.
    load('app-state.ts').catch(() => undefined),
  ]);
  const database = await client.openPostgres(url, 4);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guardian-bench-lists-'));
  const config = testConfig({ dataDir, publicUrl: 'http://guardian.test' });
  const now = () => new Date();
  const ctx = {
    config,
    database,
    db: database.db,
    storage: localStorage(path.join(dataDir, 'uploads')),
    now,
    mailer: undefined as unknown,
    alarmHub: new AlarmHub(database, config.publicUrl),
    ...appState?.createAppState(database, now),
  };
  const app: FastifyInstance = await buildApp(ctx, { logger: false, serveWeb: false });
  ctx.mailer = createMailer({ from: config.mailFrom, log: app.log });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const targets = [{ label: 'this checkout', ...(await openApp(here)) }];
if (values.compare) targets.unshift({ label: path.resolve(values.compare), ...(await openApp(path.resolve(values.compare))) });

const database = await openPostgres(url, 2);
const admin = await queryOne<{ id: number }>(database.db, sql`select id from accounts where role_id = 2 order by id limit 1`);
if (!admin) throw new Error('no super admin in this database: seed it first (npm run seed).');
const token = newToken();
await createSession(database.db, { tokenHash: hashToken(token), accountId: Number(admin.id), expiresAt: new Date(Date.now() + 3_600_000) }, new Date());
const headers = { authorization: `Bearer ${token}` };

// A rare term: the newest end user's user name (one match); a common one: a name part most users share.
const rare =
  (await queryOne<{ user_name: string }>(database.db, sql`select user_name from accounts where role_id = 6 order by id desc limit 1`))?.user_name ?? 'nobody';
const rareEvent = (await queryOne<{ user_name: string }>(database.db, sql`select user_name from panic_events order by id desc limit 1`))?.user_name ?? 'nobody';

const v1 = (endpoint: { path: string }) => `/v1${endpoint.path}`;
const users = v1(usersEndpoints.listUsers);
const events = v1(panicEventsEndpoints.list);
const devices = v1(devicesEndpoints.listDevices);
const subscriptions = v1(subscriptionsEndpoints.listSubscriptions);
const contacts = v1(emergencyContactsEndpoints.listEmergencyContacts);
const timeline = v1(timelineEndpoints.getAuditTimeline);

const cases: { name: string; path: string; query: Record<string, string> }[] = [
  { name: 'users: page 1', path: users, query: { limit: '25', page_no: '1' } },
  { name: 'users: page 40,000 (limit 25)', path: users, query: { limit: '25', page_no: '40000' } },
  { name: 'users: page 20,000 (limit 25)', path: users, query: { limit: '25', page_no: '20000' } },
  { name: `users: search, rare term`, path: users, query: { limit: '25', page_no: '1', search: rare } },
  { name: 'users: search, common term (ana)', path: users, query: { limit: '25', page_no: '1', search: 'ana' } },
  { name: 'users: search, common term (gmail)', path: users, query: { limit: '25', page_no: '1', search: 'gmail' } },
  { name: 'users: search, mid term (kaur, counted exactly)', path: users, query: { limit: '25', page_no: '1', search: 'kaur' } },
  { name: 'users: search ana, page 200', path: users, query: { limit: '25', page_no: '200', search: 'ana' } },
  { name: 'panic events: page 1', path: events, query: { limit: '25', page_no: '1' } },
  { name: 'panic events: page 40,000 (limit 25)', path: events, query: { limit: '25', page_no: '40000' } },
  { name: 'panic events: search, rare term', path: events, query: { limit: '25', page_no: '1', keyword: rareEvent } },
  { name: 'panic events: search, common term (ana)', path: events, query: { limit: '25', page_no: '1', keyword: 'ana' } },
  { name: 'panic events: by user name, page 1', path: events, query: { limit: '25', page_no: '1', order_by: 'userName', order: 'ASC' } },
  { name: 'devices: page 1', path: devices, query: { limit: '25', page_no: '1' } },
  { name: 'devices: active and allocated', path: devices, query: { limit: '25', page_no: '1', active_status: '3', allocation_status: '2' } },
  { name: 'devices: inactive', path: devices, query: { limit: '25', page_no: '1', active_status: '4' } },
  { name: 'subscriptions: active', path: subscriptions, query: { limit: '25', page_no: '1', status: 'true' } },
  { name: 'emergency contacts: page 1', path: contacts, query: { limit: '25', page_no: '1' } },
  { name: 'emergency contacts: page 40,000 (limit 25)', path: contacts, query: { limit: '25', page_no: '40000' } },
  { name: 'emergency contacts: search, common term (ana)', path: contacts, query: { limit: '25', page_no: '1', keyword: 'ana' } },
  { name: 'emergency contacts: search a, page 200', path: contacts, query: { limit: '25', page_no: '200', keyword: 'a' } },
  { name: 'subscriptions: page 1', path: subscriptions, query: { limit: '25', page_no: '1' } },
  { name: 'subscriptions: page 10,000 (limit 25)', path: subscriptions, query: { limit: '25', page_no: '10000' } },
  { name: 'subscriptions: search, common term (ana)', path: subscriptions, query: { limit: '25', page_no: '1', keyword: 'ana' } },
  { name: 'subscriptions: search a, page 200', path: subscriptions, query: { limit: '25', page_no: '200', keyword: 'a' } },
  { name: 'timeline: page 1', path: timeline, query: { limit: '25', page_no: '1' } },
];

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
console.log(`# ${new Date().toISOString()}, ${requests} requests each (2 warm-up requests not counted), load average before ${loadAverage()}`);
console.log(`# ${targets.map((target, i) => `${String.fromCharCode(65 + i)}: ${target.label}`).join('; ')}`);
const columns = targets.map((_, i) => String.fromCharCode(65 + i));
console.log(`| request | ${columns.map((c) => `${c} p50 / p95 ms`).join(' | ')} | ${columns.map((c) => `${c} total`).join(' | ')} |`);
console.log(`|---|${columns.map(() => '---|').join('')}${columns.map(() => '---|').join('')}`);
for (const item of cases) {
  if (values.only && !item.name.includes(values.only)) continue;
  const latencies = targets.map(() => [] as number[]);
  const last = targets.map(() => ({}) as Record<string, unknown>);
  for (let i = 0; i < requests + 2; i += 1) {
    // Alternating, request by request: whatever else the machine does falls on both alike.
    for (const [t, target] of targets.entries()) {
      const started = performance.now();
      const response = await target.app.inject({ method: 'GET', url: `${item.path}?${new URLSearchParams(item.query)}`, headers });
      const took = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`${item.name}: ${response.statusCode} ${response.body.slice(0, 300)}`);
      if (i >= 2) latencies[t]!.push(took);
      last[t] = response.json();
    }
  }
  const stats = latencies.map((list) => summarize(list, 1, 0));
  const totals = last.map((body) => {
    const total = Number(body.TotalResult ?? body.totalResult ?? body.totalResults).toLocaleString('en-GB');
    return body.totalIsEstimate ? `about ${total}` : total;
  });
  console.log(`| ${item.name} | ${stats.map((x) => `${x.p50.toFixed(1)} / ${x.p95.toFixed(1)}`).join(' | ')} | ${totals.join(' | ')} |`);
}
if (values.exports) {
  // Each export once, whole: rows per second through the same keyset batches the list engine pages with.
  console.log(`\n| export | rows | ${columns.map((c) => `${c} seconds`).join(' | ')} |\n|---|---|${columns.map(() => '---|').join('')}`);
  const exportsToRun = [
    { name: 'users (CustomerList.csv)', url: `/v1${usersEndpoints.exportUsers.path}` },
    { name: 'users searched "ana"', url: `/v1${usersEndpoints.exportUsers.path}?search=ana` },
    { name: 'panic events searched "ana"', url: `/v1${panicEventsEndpoints.export.path}?keyword=ana` },
    { name: 'devices (DeviceManagement.csv)', url: `/v1${devicesEndpoints.exportDevices.path}` },
  ];
  for (const item of exportsToRun) {
    const seconds: string[] = [];
    let rows = 0;
    for (const target of targets) {
      const started = performance.now();
      const response = await target.app.inject({ method: 'GET', url: item.url, headers });
      seconds.push(((performance.now() - started) / 1000).toFixed(1));
      rows = response.body.split('\n').length - 2;
    }
    console.log(`| ${item.name} | ${rows.toLocaleString('en-GB')} | ${seconds.join(' | ')} |`);
  }
}
console.log(`load average after ${loadAverage()}`);
for (const target of targets) await target.close();
await database.close();
