import { parseArgs } from 'node:util';
import { ensureSuperAdmin } from '../bootstrap/super-admin';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { openStorage } from '../storage/open-storage';
import { ensureContent, seedPeopleAndEvents } from './demo-data';

/**
 * `npm run seed -- --users N --events M [--devices D]` adds N users, M panic events and D devices (with their
 * contacts, subscriptions, logs and recordings) to the configured database, in batches, printing progress.
 * It is what the benchmarks use to build 1M users / 10M events.
 */
const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '1000' },
    events: { type: 'string', default: '10000' },
    devices: { type: 'string' },
  },
});

function count(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value.replace(/_/g, ''));
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a whole number, got "${value}"`);
    process.exit(1);
  }
  return n;
}

const users = count('users', values.users, 1000);
const events = count('events', values.events, 10_000);
const devices = count('devices', values.devices, Math.ceil(users / 10));

const config = loadConfig();
// A fill of millions of rows runs statements far longer than a request's timeout.
const database = await openDatabase({ ...config, statementTimeoutMs: 0 });
const storage = openStorage(config);
const started = Date.now();

/** A progress line every two seconds at most, and the last one of each stage. */
function progressPrinter(): (label: string, done: number, total: number) => void {
  let lastLine = 0;
  return (label, done, total) => {
    if (done === total || Date.now() - lastLine > 2000) {
      lastLine = Date.now();
      console.log(`${label}: ${done.toLocaleString('en-GB')} / ${total.toLocaleString('en-GB')} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
  };
}

try {
  await ensureSuperAdmin(database.db, config.adminEmail, config.adminPassword);
  await ensureContent(database.db, storage);
  await seedPeopleAndEvents(database.db, storage, { users, events, devices }, progressPrinter());
  console.log(`Seeded ${users} users, ${events} panic events, ${devices} devices in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.kind}).`);
} finally {
  await database.close();
}
