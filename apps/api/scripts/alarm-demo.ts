/**
 * `npm run alarm:demo`: the alarm service, simulated, so a newcomer sees the desk come alive. Every few seconds
 * it raises an alert for a random active app user through the real HTTP ingest API (X-Api-Key), sends three to
 * five location logs over about half a minute, each a little further along the person's way and with the
 * phone's accuracy (the desk draws the trail), and sometimes has the person cancel it. One line per call;
 * Ctrl-C stops it.
 *
 * The key: with DATABASE_URL (PostgreSQL) the script makes its own, named "Alarm demo", directly through the
 * integrations service (a key is stored hashed and cannot be shown again, so an earlier "Alarm demo" key is
 * revoked and replaced). On the embedded database the running server holds the PGlite directory, so the
 * script cannot open it: create a key on /admin/integrations and pass it with --key; the users are then
 * found by asking the ingest API (an id that is not an app user is refused with a 400).
 *
 *   npm run alarm:demo [-- --key gk_... --url http://localhost:3000 --every 8 --max-user-id 300]
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { alarmIngestEndpoints, fillPath, type Endpoint } from '@guardian/contracts';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { queryRows } from '../src/db/query';
import { replaceApiKey } from '../src/modules/integrations/integrations.service';
import { CITIES } from '../src/seed/reference-data';

const DEMO_KEY_NAME = 'Alarm demo';
const { values: args } = parseArgs({
  options: {
    key: { type: 'string' },
    url: { type: 'string' },
    every: { type: 'string', default: '8' },
    'max-user-id': { type: 'string', default: '300' },
  },
});
const config = loadConfig();
const baseUrl = (args.url ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
const everyMs = Math.max(1, Number(args.every)) * 1000;
const maxUserId = Math.max(1, Number(args['max-user-id']));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const clock = () => new Date().toISOString().slice(11, 19);

/** The key, and the users to raise alerts for (undefined: find them through the API). */
async function setUp(): Promise<{ key: string; users?: number[] }> {
  if (args.key) return { key: args.key };
  if (!config.databaseUrl) {
    console.error(
      [
        'The embedded database (PGlite) is held by the running server, so this script cannot open it to make a key.',
        `Sign in as the super admin, create a key on ${baseUrl}/admin/integrations, then run:`,
        '  npm run alarm:demo -- --key gk_...',
        '(With DATABASE_URL set, the script makes its own key.)',
      ].join('\n'),
    );
    process.exit(1);
  }
  const database = await openDatabase(config);
  try {
    const created = await replaceApiKey({ db: database.db, now: () => new Date() }, { accountId: null, email: 'npm run alarm:demo' }, DEMO_KEY_NAME);
    const rows = await queryRows<{ id: number | string }>(
      database.db,
      sql`select id from accounts where role_id = 6 and status = 1 order by random() limit 200`,
    );
    if (rows.length === 0) {
      console.error('No active app user in the database: start the server once with DEMO_DATA=1 (npm start does) to get demo users.');
      process.exit(1);
    }
    console.log(`Service key "${DEMO_KEY_NAME}" created (${created.key.slice(0, 10)}…); a previous one of that name was revoked.`);
    return { key: created.key, users: rows.map((row) => Number(row.id)) };
  } finally {
    await database.close();
  }
}

const { key, users: knownUsers } = await setUp();
const goodUsers = new Set<number>(knownUsers ?? []);
const badUsers = new Set<number>();

async function send(
  endpoint: Endpoint,
  params: Record<string, string> | undefined,
  body: unknown,
  note = '',
): Promise<{ status: number; json: Record<string, unknown> }> {
  const path = `/v1${fillPath(endpoint.path, params)}`;
  let status = 0;
  let json: Record<string, unknown> = {};
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method: endpoint.method,
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify(body),
    });
    status = response.status;
    json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  } catch (error) {
    console.log(`${clock()}  ${endpoint.method} ${path} → no answer (${(error as Error).message}); is the server running at ${baseUrl}?`);
    return { status, json };
  }
  console.log(`${clock()}  ${endpoint.method} ${path}${note} → ${status} ${String(json.message ?? '')}`);
  if (status === 401) {
    console.error('The key was refused (unknown or revoked). Create a new one on /admin/integrations.');
    process.exit(1);
  }
  return { status, json };
}

/** A known good user, or one to try: an id the API has not refused yet. */
function nextUser(): number | undefined {
  if (knownUsers) return pick([...goodUsers]);
  // Keep meeting new people until twenty are known, then mostly those.
  const reuse = goodUsers.size >= 20 ? 0.9 : 0.2;
  if (goodUsers.size > 0 && (Math.random() < reuse || badUsers.size + goodUsers.size >= maxUserId)) return pick([...goodUsers]);
  for (let tries = 0; tries < 50; tries += 1) {
    const id = 1 + Math.floor(Math.random() * maxUserId);
    if (!badUsers.has(id) && !goodUsers.has(id)) return id;
  }
  return goodUsers.size > 0 ? pick([...goodUsers]) : undefined;
}

type Position = { latitude: number; longitude: number };
const METRES_PER_DEGREE = 111_320;

/** 80 to 150 m roughly along `heading` (radians; up to 30° off it), as a person walking or driving away. */
function step(position: Position, heading = Math.random() * 2 * Math.PI): Position {
  const metres = 80 + Math.random() * 70;
  const angle = heading + (Math.random() - 0.5) * (Math.PI / 3);
  const latitude = position.latitude + (metres * Math.cos(angle)) / METRES_PER_DEGREE;
  const longitude = position.longitude + (metres * Math.sin(angle)) / (METRES_PER_DEGREE * Math.cos((position.latitude * Math.PI) / 180));
  return { latitude: Number(latitude.toFixed(6)), longitude: Number(longitude.toFixed(6)) };
}

let running = true;
let counter = 0;

/** One alert's life: raised, three to five location logs over ~30 s along one way, and in a third of cases cancelled by the person. */
async function oneAlert(): Promise<void> {
  counter += 1;
  let userId: number | undefined;
  let raised: Record<string, unknown> | undefined;
  const city = pick(CITIES);
  let position = step({ latitude: city[2], longitude: city[3] });
  const alertId = `demo-${Date.now().toString(36)}-${counter}`;
  // Ids that are not active app users are refused with a 400 (nothing is stored); try a few.
  for (let attempt = 0; attempt < 8 && !raised; attempt += 1) {
    userId = nextUser();
    if (userId === undefined) break;
    const body = { alert_unique_id: alertId, user_id: userId, alert_type: Math.random() < 0.3 ? 1 : 2, source: Math.random() < 0.35 ? 2 : 1, ...position };
    const { status, json } = await send(alarmIngestEndpoints.createPanicEvent, undefined, body, ` (${alertId}, user ${userId}, near ${city[0]})`);
    if (status === 201 || status === 200) {
      goodUsers.add(userId);
      raised = json.data as Record<string, unknown>;
    } else if (status === 400) badUsers.add(userId);
    else return;
  }
  if (!raised) {
    if (goodUsers.size === 0 && badUsers.size >= maxUserId) {
      console.error(`No active app user among ids 1..${maxUserId}; pass --max-user-id with a larger number.`);
      process.exit(1);
    }
    return;
  }
  const params = { alert_unique_id: alertId };
  const logs = 3 + Math.floor(Math.random() * 3);
  const heading = Math.random() * 2 * Math.PI;
  for (let i = 0; i < logs && running; i += 1) {
    await sleep(4000 + Math.random() * 4000);
    position = step(position, heading);
    const accuracy = 5 + Math.floor(Math.random() * 40);
    const message = i === 0 ? 'Live location shared with emergency contacts' : `GPS fix, accuracy ${accuracy} m`;
    await send(alarmIngestEndpoints.addLog, params, {
      event_type: 'LOCATION_SHARED',
      event_message: message,
      time_stamp: new Date().toISOString(),
      ...position,
      accuracy_m: accuracy,
    });
  }
  if (running && Math.random() < 0.35) {
    await sleep(3000);
    await send(alarmIngestEndpoints.stop, params, { reason: 'user_cancelled', time_stamp: new Date().toISOString() });
  }
}

process.on('SIGINT', () => {
  if (!running) process.exit(0);
  running = false;
  console.log('\nStopping: no new alerts (Ctrl-C again to quit at once).');
});

console.log(`Sending an alert every ${everyMs / 1000} s to ${baseUrl} (Ctrl-C to stop).`);
const inFlight = new Set<Promise<void>>();
while (running) {
  const alert = oneAlert().catch((error: unknown) => console.error(`alert failed: ${(error as Error).message}`));
  inFlight.add(alert);
  void alert.finally(() => inFlight.delete(alert));
  for (let waited = 0; waited < everyMs && running; waited += 250) await sleep(250);
}
await Promise.all(inFlight);
