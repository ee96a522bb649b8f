import { parseArgs } from 'node:util';
import { loadHttp, measureExport } from './measure';
import { BENCH_METRICS_TOKEN as METRICS_TOKEN, PARTS_HEADER, PARTS_RULE, partsAtPeak, partsCells } from './memory-parts';
import { printMachine, watchMachine } from './quiet';
import { postgresTarget, startServer } from './targets';

/**
 * The server's V8 start-up flags side by side (decision 043): for each set (flags, and NAME=value words for the
 * server's environment, such as MALLOC_ARENA_MAX=2), in turns, a server on the filled
 * 1M-user PostgreSQL database answers users page 1 and a users search under 10 connections, then streams the
 * devices export; printed: requests per second, p50 / p95, the resident memory at rest, and what it is made of at
 * its peak (memory-parts.ts).
 *
 *   npx tsx apps/api/bench/heap-flags.ts --flags= --flags=--max-semi-space-size=4 --flags=MALLOC_ARENA_MAX=2 [--rounds 2]
 */
const { values } = parseArgs({
  options: {
    flags: { type: 'string', multiple: true, default: [''] },
    rounds: { type: 'string', default: '2' },
    seconds: { type: 'string', default: '8' },
    users: { type: 'string', default: '1000000' },
  },
});
const seconds = Number(values.seconds);
const target = postgresTarget(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', Number(values.users));
const sets = values.flags.map((text) => text.split(' ').filter(Boolean));
/** A set's words: NAME=value goes to the environment, the rest are flags. */
const startOf = (words: string[]) => ({
  flags: words.filter((word) => !/^[A-Z_]+=/.test(word)),
  env: Object.fromEntries(words.filter((word) => /^[A-Z_]+=/.test(word)).map((word) => word.split('=', 2) as [string, string])),
});
const label = (flags: string[]) => (flags.length ? flags.join(' ') : '(none)');

// The same watch as `npm run bench`: the load average before and after, and the CPU other processes took.
const watch = watchMachine(/guardian_bench/);
console.log(`| flags | round | request | req/s | p50 / p95 ms | resident at rest, MB ${PARTS_HEADER.replace(/ \|/g, ' at the peak, MB |')}`);
console.log(`|---|---|---|---|---|---${PARTS_RULE}`);
for (let round = 1; round <= Number(values.rounds); round++) {
  for (const flags of sets) {
    const start = startOf(flags);
    const server = await startServer(target, 3391, { ...start, env: { ...start.env, METRICS_TOKEN } });
    const measured = <T>(during: () => Promise<T>) => partsAtPeak(server.pid, `${server.url}/metrics`, METRICS_TOKEN, during);
    try {
      const headers = { Authorization: `Bearer ${server.token}` };
      const requests = [
        ['users page 1', '/v1/user/admin/list-all-users?limit=10&page_no=1&role_id=6'],
        ['users search "kaur"', '/v1/user/admin/list-all-users?limit=10&page_no=1&role_id=6&search=kaur'],
      ] as const;
      for (const [name, path] of requests) {
        const { result, atRest, atPeak } = await measured(() => loadHttp(`${server.url}${path}`, headers, { connections: 10, seconds }));
        const figures = `${result.p50.toFixed(1)} / ${result.p95.toFixed(1)}`;
        console.log(`| ${label(flags)} | ${round} | ${name} | ${Math.round(result.rps)} | ${figures} | ${atRest.rss.toFixed(0)} ${partsCells(atPeak)}`);
      }
      const { result, atRest, atPeak } = await measured(() => measureExport(`${server.url}/v1/device-inventory/export`, headers));
      const rate = `${Math.round(result.rows / result.seconds / 1000)}k rows/s`;
      console.log(
        `| ${label(flags)} | ${round} | devices export | ${rate} | ${result.seconds.toFixed(1)} s, first rows after ${result.firstRowsMs?.toFixed(0)} ms | ${atRest.rss.toFixed(0)} ${partsCells(atPeak)}`,
      );
    } finally {
      await server.stop();
    }
  }
}
printMachine(watch);
