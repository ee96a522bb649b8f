import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { freePort } from '../../scripts/support/temp-postgres';
import { startServer, type RunningServer } from '../../scripts/support/server';

/**
 * Two real API processes (apps/api/src/main.ts, as production runs them) on a fresh database of one PostgreSQL
 * server: the alarm fan-out test and the nginx test start them the same way. PostgreSQL only.
 */
export type ProcessPair = {
  /** The fresh database's name and URL. */
  name: string;
  databaseUrl: string;
  a: RunningServer;
  b: RunningServer;
  /** SIGTERM to both (a graceful shutdown), then the database is dropped. */
  stop: () => Promise<void>;
};

/** One short connection to `url` for `work` (creating databases, reading what the processes wrote). */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `env` is given to both processes (a shared DATA_DIR, TRUST_PROXY...). */
export async function startProcessPair(serverUrl: string, env: NodeJS.ProcessEnv = {}): Promise<ProcessPair> {
  const name = `guardian_test_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  const databaseUrl = target.toString();
  const started: RunningServer[] = [];
  const stop = async () => {
    for (const server of started) {
      server.child.kill('SIGTERM');
      await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      server.cleanup();
    }
    await withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
  };
  try {
    // One after the other: the first creates the super admin and the content (the migrations alone would
    // not need it: they run under an advisory lock).
    for (let i = 0; i < 2; i += 1) started.push(await startServer({ databaseUrl, port: await freePort(), env }));
  } catch (error) {
    await stop();
    throw error;
  }
  return { name, databaseUrl, a: started[0]!, b: started[1]!, stop };
}

/** A service key made through the API by a super admin (its `token`). */
export async function createServiceKey(url: string, token: string, name: string): Promise<string> {
  const created = await fetch(`${url}/v1/admin/api-keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name }),
  });
  if (created.status !== 201) throw new Error(`service key not created: ${created.status} ${await created.text()}`);
  return ((await created.json()) as { data: { key: string } }).data.key;
}

/** An app user (role 6), the person alerts are raised for, written straight into the database. */
export async function insertAppUser(databaseUrl: string): Promise<number> {
  return withClient(databaseUrl, async (client) => {
    const row = await client.query<{ id: string }>(
      `insert into accounts (role_id, first_name, last_name, full_name, email, user_name, password_hash) values (6, 'Two', 'Process', 'Two Process', $1, $2, 'x') returning id`,
      [`two.${randomBytes(4).toString('hex')}@example.com`, `two.process.${randomBytes(3).toString('hex')}`],
    );
    return Number(row.rows[0]!.id);
  });
}

/** An alert raised through `url`'s ingest API, as the alarm service raises it. */
export function ingestAlert(url: string, key: string, personId: number): Promise<Response> {
  return fetch(`${url}/v1/alarm/panic-events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify({
      alert_unique_id: `two-${randomBytes(6).toString('hex')}`,
      user_id: personId,
      alert_type: 2,
      source: 1,
      latitude: 51.5,
      longitude: -0.12,
    }),
  });
}
