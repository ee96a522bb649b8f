/**
 * npm run loadtest: 200 connections for 60 s of mixed reads and writes against the real server on its own
 * PostgreSQL cluster, all on loopback. Fails on any error or non-2xx answer; reports the latency percentiles
 * against the 200 ms p99 target. LOADTEST_CONNECTIONS, LOADTEST_SECONDS and LOADTEST_RATE change the run.
 */
import autocannon from 'autocannon';
import { freePort, startTempPostgres } from './support/temp-postgres';
import { newDevice, signIn, startServer } from './support/server';

const CONNECTIONS = Number(process.env.LOADTEST_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.LOADTEST_SECONDS ?? 60);
/**
 * Requests per second over all connections; unset, each connection sends its next request as soon as the
 * last is answered (a closed loop: latency then measures the queue at saturation, not service time).
 */
const RATE = process.env.LOADTEST_RATE ? Number(process.env.LOADTEST_RATE) : undefined;
const P99_TARGET_MS = 200;

type Request = autocannon.Request;

/**
 * Seven reads and three writes per cycle of each connection, over the screens operators use most. Writes are
 * spread over many records (devices, end users), as many operators would spread them.
 */
function mix(token: string, userIds: number[]): Request[] {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const read = (path: string): Request => ({ method: 'GET', path, headers });
  let page = 0;
  return [
    read('/v1/user/admin/app-statistics'),
    { method: 'GET', path: '/v1/user/admin/list-all-users', headers, setupRequest: (request) => ({ ...request, path: `/v1/user/admin/list-all-users?limit=10&page_no=${(page++ % 20) + 1}` }) },
    read('/v1/admin/list-panic-events?limit=25&page_no=1'),
    { method: 'POST', path: '/v1/device-inventory', headers, setupRequest: (request) => ({ ...request, body: JSON.stringify(newDevice('LT')) }) },
    read('/v1/device-inventory?limit=10&page_no=1&keyword=Clip'),
    read('/v1/user/get-my-profile'),
    { method: 'PATCH', path: '/v1/device-inventory/active-inactive-device-inventory/1', headers, body: '{}', setupRequest: (request) => ({ ...request, path: `/v1/device-inventory/active-inactive-device-inventory/${(page % 100) + 1}` }) },
    read('/v1/audit/timeline?limit=10&page_no=1'),
    {
      method: 'PATCH',
      path: '/v1/user/admin/active-deactive-user/1',
      headers,
      setupRequest: (request) => ({ ...request, path: `/v1/user/admin/active-deactive-user/${userIds[page % userIds.length]}`, body: JSON.stringify({ status: page % 2 }) }),
    },
    read('/v1/admin/list-emergency-contacts-data?limit=10&page_no=1'),
  ];
}

async function main() {
  console.log(`Starting a PostgreSQL cluster and the server (demo data) ...`);
  const postgres = await startTempPostgres();
  const server = await startServer({ databaseUrl: postgres.url, port: await freePort(), demoData: true });
  try {
    const token = await signIn(server.url);
    const users = await fetch(`${server.url}/v1/user/admin/list-all-users?limit=100&page_no=1`, { headers: { authorization: `Bearer ${token}` } });
    const userIds = ((await users.json()) as { data: { userId: number }[] }).data.map((user) => user.userId);
    console.log(`Warming up (5 s, 20 connections) ...`);
    await autocannon({ url: server.url, connections: 20, duration: 5, requests: mix(token, userIds) });
    console.log(`Load: ${CONNECTIONS} connections for ${SECONDS} s${RATE ? ` at ${RATE} requests/s` : ', as fast as answered'} against ${server.url} ...`);
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      timeout: 10,
      ...(RATE ? { overallRate: RATE } : {}),
      requests: mix(token, userIds),
    });
    const { latency, requests } = result;
    const summary = {
      connections: CONNECTIONS,
      seconds: SECONDS,
      rate: RATE ?? 'unpaced',
      requests: result.requests.total,
      requestsPerSecond: Math.round(requests.average),
      latencyMs: { p50: latency.p50, p90: latency.p90, p99: latency.p99, max: latency.max, average: Math.round(latency.average * 10) / 10 },
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      statusCodes: result.statusCodeStats,
    };
    console.log(JSON.stringify(summary, null, 2));
    console.log(`p99 ${latency.p99} ms (target <= ${P99_TARGET_MS} ms): ${latency.p99 <= P99_TARGET_MS ? 'met' : 'NOT met'}`);
    if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) {
      console.error(`FAILED: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers.`);
      if (server.output().trim()) console.error(server.output().slice(-3000));
      process.exitCode = 1;
    } else {
      console.log('PASSED: no errors, every answer 2xx.');
    }
  } finally {
    server.child.kill('SIGTERM');
    await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    server.cleanup();
    postgres.destroy();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
