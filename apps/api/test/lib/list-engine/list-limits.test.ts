import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emergencyContactsEndpoints, en, usersEndpoints } from '@guardian/contracts';
import { queryOne } from '../../../src/db/query';
import { accounts } from '../../../src/db/schema';
import { asRole, createTestApp, databaseKind, type SignedIn, type TestApp } from '../../support/helper';
import { pathOf, request } from '../../support/request';

/**
 * What bounds a list request: a deep page of a common search answers from a walk, not by reading the tables
 * through; heavy reads cannot take the connections other admins' pages need; on PostgreSQL a statement past
 * STATEMENT_TIMEOUT_MS answers a clear 503, and a request whose client left has its statement cancelled.
 */
const CONTACTS = 3_000;
const OWNERS = ['anna.berg', 'lars.hansen', 'amir.khan', 'priya.sharma', 'zoe.li'];
const NAMES = ['Ravi Sharma', 'Aisha Khan', 'Meena Patel', 'Olav Andersen', 'Ingrid Berg', 'Tom Alder'];

/** What keyword=a matches (decision 025, under three letters): a word of the contact's name or the owner's user name starting with it. */
const matchesA = (name: string, owner: string) => name.split(' ').some((word) => word.toLowerCase().startsWith('a')) || owner.startsWith('a');

/** Contact n (1-based, inserted in order, so its id order): its name and owner, as the fixture's SQL makes them. */
const contactOf = (n: number) => ({ name: `${NAMES[n % NAMES.length]} ${n}`, owner: OWNERS[n % OWNERS.length]! });

async function fillContacts(test: TestApp): Promise<void> {
  const owners = await test.ctx.db
    .insert(accounts)
    .values(
      OWNERS.map((userName, i) => ({
        roleId: 6,
        userName,
        firstName: 'Owner',
        lastName: String(i),
        fullName: `Owner ${i}`,
        email: `${userName}@example.com`,
        passwordHash: 'x',
      })),
    )
    .returning({ id: accounts.id });
  const ownerIds = `{${owners.map((owner) => owner.id).join(',')}}`;
  const names = `{${NAMES.map((name) => `"${name}"`).join(',')}}`;
  await test.ctx.db.execute(sql`
    insert into emergency_contacts (user_id, contact_name, country_code, contact_number)
    select (${ownerIds}::bigint[])[1 + n % ${OWNERS.length}], (${names}::text[])[1 + n % ${NAMES.length}] || ' ' || n, '+47', '41234567'
    from generate_series(1, ${CONTACTS}) as n order by n`);
  if (databaseKind === 'postgres') await test.ctx.db.execute(sql`analyze emergency_contacts`);
}

/** The contacts keyword=a answers on a page of 25 (newest first), worked out from the fixture's own rule. */
function expectedPage(pageNo: number): string[] {
  const all: string[] = [];
  for (let n = CONTACTS; n >= 1; n--) {
    const { name, owner } = contactOf(n);
    if (matchesA(name, owner)) all.push(name);
  }
  return all.slice((pageNo - 1) * 25, pageNo * 25);
}

const contactsPage = (who: SignedIn, pageNo: number) =>
  request(who, emergencyContactsEndpoints.listEmergencyContacts, { query: { keyword: 'a', page_no: String(pageNo), limit: '25' } });

describe(`list limits on ${databaseKind}`, () => {
  let test: TestApp;
  let walker: SignedIn;
  let other: SignedIn;

  beforeAll(async () => {
    test = await createTestApp();
    walker = await asRole(test, 3);
    other = await asRole(test, 3);
    await fillContacts(test);
  });
  afterAll(() => test.close());

  it('answers a deep page of emergency contacts searched for "a" with the right rows', async () => {
    const response = await contactsPage(walker, 60);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((row: { contactName: string }) => row.contactName)).toEqual(expectedPage(60));
    expect(body.data).toHaveLength(25);
    expect(body.data[0].userContacts.userName).toBe(contactOf(Number(body.data[0].contactName.split(' ').at(-1))).owner);
  });

  it("keeps another admin's users list answering while deep keyword walks run at once", async () => {
    const walks = [40, 50, 60, 70, 55, 45].map((pageNo) => contactsPage(walker, pageNo).then((response) => ({ pageNo, response })));
    const users = Array.from({ length: 6 }, (_, i) => request(other, usersEndpoints.listUsers, { query: i % 2 ? { search: 'amir' } : { page_no: '1' } }));
    for (const response of await Promise.all(users)) expect(response.statusCode).toBe(200);
    for (const { pageNo, response } of await Promise.all(walks)) {
      // Each deep walk answers its rows, or (all heavy connections busy) a clear 503: never a light page's 503.
      if (response.statusCode === 503) expect(response.json().message).toBe(en.api.heavyReadsBusy);
      else expect(response.json().data.map((row: { contactName: string }) => row.contactName)).toEqual(expectedPage(pageNo));
    }
  });
});

/**
 * A connection of its own to the test app's database, which takes the contacts table's lock in a transaction: every
 * read of the table then waits for as long as the test wants (the slow statement, without a slow fixture).
 */
async function lockerFor(test: TestApp) {
  const row = await queryOne<{ name: string }>(test.ctx.db, sql`select current_database() as name`);
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${row?.name}`;
  // The watcher is a connection of its own: inside the locker's transaction pg_stat_activity would stay as first read.
  const [locker, watcher] = [new pg.Client({ connectionString: url.toString() }), new pg.Client({ connectionString: url.toString() })];
  await Promise.all([locker.connect(), watcher.connect()]);
  return {
    lock: async () => {
      await locker.query('begin');
      await locker.query('lock table emergency_contacts in access exclusive mode');
    },
    unlock: () => locker.query('rollback'),
    /** The app's statements waiting for the lock right now. */
    waitingReads: async () =>
      (await watcher.query(`select pid from pg_stat_activity where datname = current_database() and state = 'active' and wait_event_type = 'Lock'`)).rows
        .length,
    end: () => Promise.all([locker.end(), watcher.end()]),
  };
}

describe.skipIf(databaseKind !== 'postgres')('statement limits on PostgreSQL', () => {
  it('answers a statement stopped by STATEMENT_TIMEOUT_MS with a clear 503, and the next request normally', async () => {
    const test = await createTestApp({ statementTimeoutMs: 400 });
    const locker = await lockerFor(test);
    try {
      const admin = await asRole(test, 3);
      await locker.lock();
      const response = await request(admin, emergencyContactsEndpoints.listEmergencyContacts);
      await locker.unlock();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: en.api.statementTimedOut });
      expect((await request(admin, emergencyContactsEndpoints.listEmergencyContacts)).statusCode).toBe(200);
    } finally {
      await locker.end();
      await test.close();
    }
  });

  it('cancels the statement of a request whose client left, within a second', async () => {
    const test = await createTestApp({ statementTimeoutMs: 60_000 });
    const locker = await lockerFor(test);
    try {
      const admin = await asRole(test, 3);
      const base = await test.app.listen({ port: 0, host: '127.0.0.1' });
      await locker.lock();
      const client = new AbortController();
      const pending = fetch(`${base}${pathOf(emergencyContactsEndpoints.listEmergencyContacts)}`, {
        headers: { authorization: `Bearer ${admin.token}` },
        signal: client.signal,
      }).catch((error: Error) => error);
      await expect.poll(locker.waitingReads, { timeout: 5_000 }).toBeGreaterThan(0);
      client.abort();
      expect(await pending).toBeInstanceOf(Error);
      // Without the cancel the statement would wait for the lock for the whole minute of its timeout.
      await expect.poll(locker.waitingReads, { timeout: 1_000, interval: 50 }).toBe(0);
      await locker.unlock();
    } finally {
      await locker.end();
      await test.close();
    }
  });
});
