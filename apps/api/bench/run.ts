import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { buildScenarios, EXPORTS, searchTerms, type Scale, type Scenario } from './scenarios';
import { loadFunction, loadHttp, measureExport, peakRss, type Stats } from './measure';
import { contextFor, postgresTarget, pgliteTarget, prepare, startServer, type Target } from './targets';
import { writeReport, type ExportResult, type ScenarioResult, type TargetReport } from './report';
import { queryRows } from '../src/db/query';
import { refreshPageMarks } from '../src/lib/list-engine';
import { MARKED_LISTS } from '../src/modules/marked-lists';
import { refreshTrigramFrequencies } from '../src/lib/trigram-window';
import { liveTargets, measureLive, type LiveReport } from './live';
import { writeLiveReport } from './live-report';
import { deskActionsTable, measureDeskActions, type DeskActionReport } from './live-actions';
import { runLine, writeResults } from './results';
import { measureExportPaths } from './export-paths';
import { quietLine, watchMachine } from './quiet';
import { measurePlans, writePlans } from './plans';
import { HOSTILE_UPLOADS, measureUpload, uploadsTable, type UploadResult } from './uploads';
import { measureStorage, storageTable } from './storage';

/**
 * `npm run bench`: fills PostgreSQL and PGlite at the chosen scales (reusing a filled database), starts the
 * real server, loads it with autocannon, and measures the same pages through the service without HTTP and
 * through a naive implementation, side by side; prints the table and writes it to apps/api/bench/results/. Then the live
 * alarm section (live.ts): desks on the stream and polling desks under a steady ingest, on fresh databases.
 * `npm run bench -- --only live --live-seconds 5` runs that section alone, briefly; `--only uploads` measures the
 * hostile uploads alone (uploads.ts) on an empty database of each target, printed, never written; `--only storage`
 * the local disk and an object store side by side (storage.ts: a 100 MB video up and down), printed, never written.
 */
const { values } = parseArgs({
  options: {
    target: { type: 'string', default: 'both' },
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '10' },
    'pg-users': { type: 'string', default: '1000000' },
    'pg-events': { type: 'string', default: '10000000' },
    'pg-devices': { type: 'string', default: '1000000' },
    'pglite-users': { type: 'string', default: '100000' },
    'pglite-events': { type: 'string', default: '1000000' },
    'pglite-devices': { type: 'string', default: '100000' },
    'no-naive': { type: 'boolean', default: false },
    // PostgreSQL is also measured at PGlite's scale, so the PGlite / PostgreSQL ratio compares like with like.
    'no-like-for-like': { type: 'boolean', default: false },
    // Rows per table for the side-by-side export paths; by default every row. A limit stops each path early, and
    // closing the pool at once, while the stopped COPY's cancel and release are still under way, sometimes never
    // ended (seen in 1 run of 4; with half a second between them, 4 runs of 4 closed).
    'paths-limit': { type: 'string' },
    // `--only live`: the live alarm section alone (no seeding); `--only uploads`: the hostile uploads alone;
    // `--only storage`: local disk against an object store (`--storage-mb`, 100 by default);
    // `--no-live`: everything but the live section.
    only: { type: 'string' },
    // `--rows users`: only the rows whose name holds this text, no exports; printed, never written to the docs.
    rows: { type: 'string' },
    'no-live': { type: 'boolean', default: false },
    // `--fill-only`: seed the databases at the chosen scales and stop (fill ahead, measure later on a quiet machine).
    'fill-only': { type: 'boolean', default: false },
    'live-seconds': { type: 'string', default: '30' },
    'storage-mb': { type: 'string', default: '100' },
    'live-rate': { type: 'string', default: '100' },
    'live-desks': { type: 'string', default: '50' },
    'live-poll-ms': { type: 'string', default: '2000' },
    // The desk-action row: this many open alarms on the desk while one operator acts and another desk watches.
    'desk-alarms': { type: 'string', default: '200' },
  },
});
if (values.only !== undefined && !['live', 'uploads', 'storage', 'desk'].includes(values.only))
  throw new Error(`--only takes "live", "desk", "uploads" or "storage", not "${values.only}".`);
// `--only desk`: the desk-action row of the live section alone.
const onlyDesk = values.only === 'desk';
const onlyLive = values.only === 'live' || onlyDesk;
const onlyUploads = values.only === 'uploads';
// The uploads and storage sections run on servers of their own: printed, never written to results/.
const printedOnly = onlyUploads || values.only === 'storage';
const num = (value: string | undefined) => Number(String(value).replace(/_/g, ''));
const seconds = num(values.seconds);
const connections = num(values.connections);
const log = (line: string) => console.log(line);

async function measureTarget(target: Target, scale: Scale, port: number, withExportPaths = true): Promise<TargetReport | undefined> {
  await prepare(target, scale, log);
  if (values['fill-only']) return undefined;
  const results: ScenarioResult[] = [];
  const uploads: UploadResult[] = [];

  // Direct and naive measurements first, while nothing else holds the database (PGlite has one owner).
  const database = await target.open();
  // The page marks the server's housekeeping keeps (decision 032), built before anything is measured.
  log(`${target.kind}: page marks built for ${await refreshPageMarks(database.db, MARKED_LISTS)} orders`);
  const ctx = contextFor(database, target.serverEnv.DATA_DIR as string);
  // And the trigram frequencies the server's housekeeping samples at start (decision 041), for the direct calls.
  log(`${target.kind}: trigram frequencies of ${(await refreshTrigramFrequencies(ctx)).frequency.size} trigrams`);
  const scenarios: Scenario[] = buildScenarios(scale, await searchTerms(ctx)).filter((scenario) => !values.rows || scenario.name.includes(values.rows));
  const direct = new Map<string, { raw: Stats; naive?: Stats }>();
  for (const scenario of scenarios) {
    const raw = await loadFunction(() => scenario.raw(ctx), { concurrency: connections, seconds: seconds / 2 });
    let naive: Stats | undefined;
    if (scenario.naive && !values['no-naive']) {
      const statements = scenario.naive;
      naive = await loadFunction(() => Promise.all(statements.map((statement) => queryRows(database.db, statement))), {
        concurrency: connections,
        seconds: seconds / 2,
      });
    }
    direct.set(scenario.name, { raw, naive });
    log(`${target.kind} ${scenario.name}: direct p50 ${raw.p50.toFixed(1)} ms${naive ? `, naive p50 ${naive.p50.toFixed(1)} ms` : ''}`);
  }
  await database.close();

  const server = await startServer(target, port);
  const exports: ExportResult[] = [];
  const headers = { authorization: `Bearer ${server.token}` };
  try {
    // A server in service is warm. Without this, the first row measured also pays for compiling the request path:
    // in the two runs of 2026-11-27 it was the slowest first page (18.5 and 25.2 ms p95, the others 11–20 ms).
    const [first] = scenarios;
    if (first) await loadHttp(`${server.url}${first.path}?${new URLSearchParams(first.query)}`, headers, { connections, seconds: 2 });
    for (const scenario of scenarios) {
      const url = `${server.url}${scenario.path}?${new URLSearchParams(scenario.query)}`;
      const http = await loadHttp(url, headers, { connections, seconds });
      const measured = direct.get(scenario.name);
      results.push({ name: scenario.name, http, raw: measured?.raw, naive: measured?.naive });
      log(
        `${target.kind} ${scenario.name}: http p50 ${http.p50.toFixed(1)} p95 ${http.p95.toFixed(1)} p99 ${http.p99.toFixed(1)} ms, ${http.rps.toFixed(0)} req/s, ${http.errors} errors`,
      );
    }
    for (const item of values.rows ? [] : EXPORTS) {
      const { result, peakMb, startMb } = await peakRss(server.pid, () => measureExport(`${server.url}${item.path}`, headers));
      exports.push({
        name: item.name,
        rows: result.rows,
        seconds: result.seconds,
        peakMb,
        startMb,
        firstRowsMs: result.firstRowsMs,
        announcedRows: result.announcedRows,
      });
      log(
        `${target.kind} export ${item.name}: ${result.rows} rows in ${result.seconds.toFixed(1)} s, server ${startMb.toFixed(0)} -> peak ${peakMb.toFixed(0)} MB`,
      );
    }
    if (!values.rows) uploads.push(...(await measureUploads(target, server)));
  } finally {
    await server.stop();
  }
  // On PostgreSQL: COPY, the JavaScript batches and a plain COPY of the same tables, in this process (decision 028).
  if (target.kind !== 'postgres' || !withExportPaths || values.rows) return { kind: target.kind, scale, results, exports, uploads };
  const forPaths = await target.open();
  try {
    const exportPaths = await measureExportPaths(
      contextFor(forPaths, target.serverEnv.DATA_DIR as string),
      values['paths-limit'] ? num(values['paths-limit']) : undefined,
      log,
    );
    // And the plans of every request measured, with auto_explain (plans.ts), written beside the tables.
    const plans = await measurePlans(target, scenarios);
    log(`${target.kind}: plans of ${plans.length} requests`);
    return { kind: target.kind, scale, results, exports, uploads, exportPaths, plans };
  } finally {
    await forPaths.close();
  }
}

/** The hostile uploads (uploads.ts), one after the other, each against the server's memory just before it. */
async function measureUploads(target: Target, server: Awaited<ReturnType<typeof startServer>>): Promise<UploadResult[]> {
  const measured: UploadResult[] = [];
  for (const row of HOSTILE_UPLOADS) {
    const result = await measureUpload(server.pid, server.url, { authorization: `Bearer ${server.token}` }, row);
    measured.push(result);
    log(
      `${target.kind} upload ${row.name}: ${result.status} "${result.message}" in ${result.seconds.toFixed(2)} s, server ${result.startMb.toFixed(0)} -> peak ${result.peakMb.toFixed(0)} MB`,
    );
  }
  return measured;
}

/** `--only uploads`: a server on an empty database of the target (created if missing), the uploads only. */
async function measureUploadsAlone(target: Target, port: number): Promise<string> {
  await (await target.open()).close();
  const server = await startServer(target, port);
  try {
    return [`${target.kind}:`, ...uploadsTable(await measureUploads(target, server))].join('\n');
  } finally {
    await server.stop();
  }
}

const pgUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const wanted = (kind: 'postgres' | 'pglite') => values.target === 'both' || values.target === kind;

// Everything but filling is watched: a run beside another busy process is printed, not written (quiet.ts).
const watch = values['fill-only'] ? undefined : watchMachine(/guardian_bench|\.bench-data/);
const reports: TargetReport[] = [];
const live: LiveReport[] = [];
const deskActions: DeskActionReport[] = [];

if (values.only === 'storage') {
  console.log(storageTable(await measureStorage(num(values['storage-mb']), log)).join('\n'));
} else if (onlyUploads) {
  // Empty databases of their own (no users), so no filled benchmark database is touched.
  if (wanted('postgres')) console.log(`\n${await measureUploadsAlone(postgresTarget(pgUrl, 0), 3414)}`);
  if (wanted('pglite')) console.log(`\n${await measureUploadsAlone(pgliteTarget(), 3415)}`);
} else if (!onlyLive) {
  const measured = (report: TargetReport | undefined) => report && reports.push(report);
  const pgScale = { users: num(values['pg-users']), events: num(values['pg-events']), devices: num(values['pg-devices']) };
  const pgliteScale = { users: num(values['pglite-users']), events: num(values['pglite-events']), devices: num(values['pglite-devices']) };
  if (wanted('postgres')) measured(await measureTarget(postgresTarget(pgUrl, pgScale.users), pgScale, 3410));
  if (wanted('postgres') && wanted('pglite') && !values['no-like-for-like'] && pgliteScale.users !== pgScale.users) {
    measured(await measureTarget(postgresTarget(pgUrl, pgliteScale.users), pgliteScale, 3410, false));
  }
  if (wanted('pglite')) measured(await measureTarget(pgliteTarget(), pgliteScale, 3411));
}

if (!values['no-live'] && !values['fill-only'] && !printedOnly) {
  const options = {
    seconds: num(values['live-seconds']),
    rate: num(values['live-rate']),
    desks: num(values['live-desks']),
    pollMs: num(values['live-poll-ms']),
  };
  const targets = liveTargets(pgUrl);
  // A failure here must not lose the tables measured above: they are written below either way.
  try {
    if (wanted('postgres') && !onlyDesk) live.push(await measureLive(targets.postgres, 3412, options, log));
    if (wanted('pglite') && !onlyDesk) live.push(await measureLive(targets.pglite, 3413, options, log));
    if (wanted('postgres')) deskActions.push(await measureDeskActions(targets.postgres, 3416, num(values['desk-alarms']), log));
    if (wanted('pglite')) deskActions.push(await measureDeskActions(targets.pglite, 3417, num(values['desk-alarms']), log));
  } catch (error) {
    console.error('The live section failed; the tables measured before it are still written.', error);
    process.exitCode = 1;
  }
}

// The tests that need a million rows (vitest.scale.config.ts) run with the benchmark, on its PostgreSQL server.
if (wanted('postgres') && !values.rows && !values.only && !values['fill-only']) {
  const scale = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.scale.config.ts'], { stdio: 'inherit', env: { ...process.env, DATABASE_URL: pgUrl } });
  if (scale.status !== 0) {
    console.error('npm run test:scale failed (above).');
    process.exitCode = 1;
  }
}

if (watch) {
  const machine = watch.stop();
  const run = { machine: quietLine(machine), write: machine.quiet && !values.rows && !printedOnly };
  if (reports.length) console.log(`\n${writeReport(reports, { seconds, connections, ...run })}`);
  const withPlans = reports.find((report) => report.plans);
  if (withPlans?.plans && run.write) console.log(`Plans written to ${writePlans(withPlans.plans, withPlans.scale, run.machine)}.`);
  if (live.length) console.log(`\n${writeLiveReport(live, run)}`);
  if (deskActions.length) {
    const table = deskActionsTable(deskActions);
    const target = 'Target: an action by one operator on another desk within 1 s (p99), none lost, with 200 open alarms.';
    const file = run.write ? writeResults('desk-actions', 'Desk actions', [runLine(), '', table, '', target, run.machine]) : undefined;
    console.log(`\n${table}${file ? `\n\nWritten to ${file}.` : ''}`);
  }
  console.log(`\n${run.machine}`);
  if (!machine.quiet) {
    console.log('Not written to apps/api/bench/results/: other processes shared the machine, so the figures would not be comparable.');
    process.exitCode = 1;
  }
}
