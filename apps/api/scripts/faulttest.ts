/**
 * npm run faulttest: failure drills against the real server on a PostgreSQL cluster of its own.
 * 1. The database is stopped and started again during a write load: the API answers 503 while it is down,
 *    recovers by itself, and every write it acknowledged is in the database afterwards.
 * 2. SIGTERM during a write load: the requests in flight finish, none is lost, the process exits 0.
 * 3. Mail outage: an SMTP server that never greets, then one that refuses; reset requests answer alike for
 *    known and unknown addresses and other calls go on (support/mail-drill.ts). On PostgreSQL and on PGlite.
 * `npm run faulttest -- mail` runs drill 3 alone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, startTempPostgres, type TempPostgres } from './support/temp-postgres';
import { newDevice, signIn, startServer } from './support/server';
import { mailOutageDrill } from './support/mail-drill';
import { sigtermDrill } from './support/sigterm-drill';

const WRITERS = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Outcome = { deviceId: string; status: number | string; at: number; retryAfter?: string | null };

/** Writers that post devices until told to stop; every answer is kept with the time it came. */
function writeLoad(url: string, token: string, outcomes: Outcome[]) {
  let running = true;
  const writer = async () => {
    while (running) {
      const device = newDevice('FT');
      try {
        const response = await fetch(`${url}/v1/device-inventory`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(device),
          signal: AbortSignal.timeout(15_000),
        });
        await response.arrayBuffer();
        outcomes.push({ deviceId: device.deviceId, status: response.status, at: Date.now(), retryAfter: response.headers.get('retry-after') });
        // A client backs off on 503 as Retry-After asks, though not for the whole 5 s here.
        if (response.status === 503) await sleep(200);
      } catch (error) {
        outcomes.push({ deviceId: device.deviceId, status: (error as Error).name, at: Date.now() });
      }
    }
  };
  const done = Promise.all(Array.from({ length: WRITERS }, writer));
  return { stop: async () => ((running = false), await done) };
}

async function storedDeviceIds(databaseUrl: string, ids: string[]): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ device_id: string }>('select device_id from devices where device_id = any($1)', [ids]);
    return new Set(rows.map((row) => row.device_id));
  } finally {
    await client.end();
  }
}

async function databaseRestartDrill(postgres: TempPostgres, url: string, token: string): Promise<string[]> {
  const failures: string[] = [];
  const outcomes: Outcome[] = [];
  const load = writeLoad(url, token, outcomes);
  await sleep(5000);
  const stopAt = Date.now();
  postgres.stop();
  const downAt = Date.now();
  console.log(`  database stopped (${downAt - stopAt} ms); load continues against it for 6 s`);
  await sleep(6000);
  const startAt = Date.now();
  postgres.start();
  const upAt = Date.now();
  console.log(`  database started again (${upAt - startAt} ms)`);
  await sleep(8000);
  await load.stop();

  const down = outcomes.filter((o) => o.at > downAt + 500 && o.at < startAt);
  const after = outcomes.filter((o) => o.at > upAt);
  const firstSuccess = after.find((o) => o.status === 201 || o.status === 200);
  const acked = outcomes.filter((o) => o.status === 201 || o.status === 200);
  const byStatus = outcomes.reduce<Record<string, number>>((acc, o) => ((acc[String(o.status)] = (acc[String(o.status)] ?? 0) + 1), acc), {});
  console.log(`  answers: ${JSON.stringify(byStatus)}; while down: ${down.length}; acknowledged writes: ${acked.length}`);
  const recovery = firstSuccess ? firstSuccess.at - upAt : NaN;
  console.log(`  first acknowledged write ${recovery} ms after the database was back`);

  const unexpected = outcomes.filter((o) => o.status !== 201 && o.status !== 200 && o.status !== 503);
  if (unexpected.length) failures.push(`answers other than 2xx or 503: ${JSON.stringify(unexpected.slice(0, 5))}`);
  if (down.length === 0 || down.some((o) => o.status !== 503)) failures.push(`while the database was down every answer must be 503 (${down.length} answers)`);
  if (down.some((o) => o.retryAfter === null)) failures.push('a 503 came without Retry-After');
  if (!firstSuccess) failures.push('the API did not recover after the database came back');
  const stored = await storedDeviceIds(
    postgres.url,
    acked.map((o) => o.deviceId),
  );
  const lost = acked.filter((o) => !stored.has(o.deviceId));
  console.log(`  acknowledged writes found in the database: ${stored.size}/${acked.length}`);
  if (lost.length)
    failures.push(
      `${lost.length} acknowledged writes are missing: ${lost
        .slice(0, 5)
        .map((o) => o.deviceId)
        .join(', ')}`,
    );
  return failures;
}

async function mailDrills(postgres: TempPostgres): Promise<string[]> {
  console.log('Drill 3: mail outage (PostgreSQL)');
  const failures = await mailOutageDrill(postgres.url);
  console.log('Drill 3: mail outage (PGlite)');
  failures.push(...(await mailOutageDrill(undefined)));
  return failures;
}

async function main() {
  if (process.argv.includes('mail')) {
    const postgres = await startTempPostgres();
    try {
      const failures = await mailDrills(postgres);
      if (failures.length) {
        console.error(`FAILED:\n- ${failures.join('\n- ')}`);
        process.exit(1);
      }
      console.log('PASSED: during SMTP outages every reset request answered alike and in about the same time, and other calls went on.');
    } finally {
      postgres.destroy();
    }
    return;
  }
  console.log('Starting a PostgreSQL cluster of our own and the server ...');
  const postgres = await startTempPostgres();
  const server = await startServer({ databaseUrl: postgres.url, port: await freePort() });
  const failures: string[] = [];
  try {
    const token = await signIn(server.url);
    console.log('Drill 1: the database stops and starts again during a write load');
    failures.push(...(await databaseRestartDrill(postgres, server.url, token)));
    if (server.child.exitCode !== null) failures.push('the server process died during the database restart');

    console.log('Drill 2: SIGTERM during a write load');
    failures.push(...(await sigtermDrill(server, token, (ids) => storedDeviceIds(postgres.url, ids))));

    failures.push(...(await mailDrills(postgres)));
  } finally {
    server.cleanup();
    postgres.destroy();
  }
  if (failures.length) {
    console.error(`FAILED:\n- ${failures.join('\n- ')}`);
    const logFile = path.join(os.tmpdir(), 'guardian-faulttest-server.log');
    fs.writeFileSync(logFile, server.output());
    console.error(`The server's output is in ${logFile}.`);
    process.exit(1);
  }
  console.log('PASSED: 503 while the database was down, recovered by itself, no acknowledged write lost; SIGTERM lost no request.');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
