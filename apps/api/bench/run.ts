import { parseArgs } from 'node:util';
import { buildScenarios, EXPORTS, searchTerms, type Scale, type Scenario } from './scenarios';
import { loadFunction, loadHttp, measureExport, peakRss, type Stats } from './measure';
import { contextFor, postgresTarget, pgliteTarget, prepare, startServer, type Target } from './targets';
import { writeReport, type ExportResult, type ScenarioResult, type TargetReport } from './report';
import { queryRows } from '../src/db/query';

/**
 * `npm run bench`: fills PostgreSQL and PGlite at the chosen scales (reusing a filled database), starts the
 * real server, loads it with autocannon, and measures the same pages through the service without HTTP and
 * through a naive implementation, side by side; prints the table and writes docs/benchmarks.md.
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
  },
});
const num = (value: string | undefined) => Number(String(value).replace(/_/g, ''));
const seconds = num(values.seconds);
const connections = num(values.connections);
const log = (line: string) => console.log(line);

async function measureTarget(target: Target, scale: Scale, port: number): Promise<TargetReport> {
  await prepare(target, scale, log);
  const results: ScenarioResult[] = [];

  // Direct and naive measurements first, while nothing else holds the database (PGlite has one owner).
  const database = await target.open();
  const ctx = contextFor(database, target.serverEnv.DATA_DIR as string);
  const scenarios: Scenario[] = buildScenarios(scale, await searchTerms(ctx));
  const direct = new Map<string, { raw: Stats; naive?: Stats }>();
  for (const scenario of scenarios) {
    const raw = await loadFunction(() => scenario.raw(ctx), { concurrency: connections, seconds: seconds / 2 });
    let naive: Stats | undefined;
    if (scenario.naive && !values['no-naive']) {
      const statements = scenario.naive;
      naive = await loadFunction(() => Promise.all(statements.map((statement) => queryRows(database.db, statement))), { concurrency: connections, seconds: seconds / 2 });
    }
    direct.set(scenario.name, { raw, naive });
    log(`${target.kind} ${scenario.name}: direct p50 ${raw.p50.toFixed(1)} ms${naive ? `, naive p50 ${naive.p50.toFixed(1)} ms` : ''}`);
  }
  await database.close();

  const server = await startServer(target, port);
  const headers = { authorization: `Bearer ${server.token}` };
  try {
    for (const scenario of scenarios) {
      const url = `${server.url}${scenario.path}?${new URLSearchParams(scenario.query)}`;
      const http = await loadHttp(url, headers, { connections, seconds });
      const measured = direct.get(scenario.name);
      results.push({ name: scenario.name, http, raw: measured?.raw, naive: measured?.naive });
      log(`${target.kind} ${scenario.name}: http p50 ${http.p50.toFixed(1)} p95 ${http.p95.toFixed(1)} p99 ${http.p99.toFixed(1)} ms, ${http.rps.toFixed(0)} req/s, ${http.errors} errors`);
    }
    const exports: ExportResult[] = [];
    for (const item of EXPORTS) {
      const { result, peakMb } = await peakRss(server.pid, () => measureExport(`${server.url}${item.path}`, headers));
      exports.push({ name: item.name, rows: result.rows, seconds: result.seconds, peakMb });
      log(`${target.kind} export ${item.name}: ${result.rows} rows in ${result.seconds.toFixed(1)} s, server peak ${peakMb.toFixed(0)} MB`);
    }
    return { kind: target.kind, scale, results, exports };
  } finally {
    await server.stop();
  }
}

const reports: TargetReport[] = [];
const pgUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (values.target === 'both' || values.target === 'postgres') {
  reports.push(await measureTarget(postgresTarget(pgUrl), { users: num(values['pg-users']), events: num(values['pg-events']), devices: num(values['pg-devices']) }, 3410));
}
if (values.target === 'both' || values.target === 'pglite') {
  reports.push(await measureTarget(pgliteTarget(), { users: num(values['pglite-users']), events: num(values['pglite-events']), devices: num(values['pglite-devices']) }, 3411));
}
const table = writeReport(reports, { seconds, connections });
console.log(`\n${table}`);
