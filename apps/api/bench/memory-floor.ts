import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadHttp } from './measure';
import { BENCH_METRICS_TOKEN as METRICS_TOKEN, PARTS_HEADER, PARTS_RULE, partsAtPeak, partsCells, type MemoryParts } from './memory-parts';
import { printMachine, watchMachine } from './quiet';
import { postgresTarget, ROOT, startServer } from './targets';

/**
 * The server's resident memory beside its floor (decision 047): the least server of the same kind
 * (floor-server.ts: Fastify and pg, one route) and Guardian, one after the other on the same filled PostgreSQL
 * database, each at rest and under the same load of the users list's first page (10 connections). Printed: what
 * each one's memory is made of, at rest and at its peak.
 *
 *   npx tsx apps/api/bench/memory-floor.ts [--users 1000000] [--seconds 8]
 */
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    users: { type: 'string', default: '1000000' },
  },
});
const target = postgresTarget(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', Number(values.users));
const PAGE = '/v1/user/admin/list-all-users?limit=10&page_no=1&role_id=6';

type Started = { name: string; url: string; pid: number; headers: Record<string, string>; stop: () => Promise<void> };

async function startFloor(port: number): Promise<Started> {
  const env = { ...process.env, ...target.serverEnv, PORT: String(port), METRICS_TOKEN };
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', path.join(ROOT, 'apps/api/bench/floor-server.ts')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null || tries > 100) throw new Error('the floor server did not start');
    const up = await fetch(`${url}${PAGE}`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  return { name: 'floor: Fastify and pg, one route', url, pid: child.pid as number, headers: {}, stop };
}

async function startGuardian(port: number): Promise<Started> {
  const server = await startServer(target, port, { env: { METRICS_TOKEN } });
  return { name: 'Guardian (npm run serve)', url: server.url, pid: server.pid, headers: { Authorization: `Bearer ${server.token}` }, stop: server.stop };
}

const watch = watchMachine(/guardian_bench/);
const rows: string[] = [];
for (const start of [startFloor, startGuardian]) {
  const server = await start(3392);
  try {
    // Warm: the first requests compile the route and fill the pools; the figures are of a server in service.
    await loadHttp(`${server.url}${PAGE}`, server.headers, { connections: 10, seconds: 2 });
    const { result, atRest, atPeak } = await partsAtPeak(server.pid, `${server.url}/metrics`, METRICS_TOKEN, () =>
      loadHttp(`${server.url}${PAGE}`, server.headers, { connections: 10, seconds: Number(values.seconds) }),
    );
    const row = (when: string, parts: MemoryParts, load: string) => rows.push(`| ${server.name} | ${when} | ${load} ${partsCells(parts)}`);
    row('at rest, after a 2 s warm-up', atRest, '–');
    row('peak under the load', atPeak, `${Math.round(result.rps)} req/s, p95 ${result.p95.toFixed(1)} ms`);
  } finally {
    await server.stop();
  }
}
console.log(`| server | when | users page 1 ${PARTS_HEADER.replace(/ \|/g, ', MB |')}`);
console.log(`|---|---|---${PARTS_RULE}`);
for (const line of rows) console.log(line);
printMachine(watch);
