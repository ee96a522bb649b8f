import { panicEventsEndpoints, usersEndpoints, type Endpoint } from '@guardian/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endUsersHolding, eventsOfNamesHolding, refreshTrigramFrequencies, type TrigramFrequencies } from '../../../src/lib/trigram-window';
import { asRole, createTestApp, databaseKind, type TestApp } from '../../support/helper';
import { requestRaw } from '../../support/request';

const SEPARATOR = '\u001f';
const text = (fullName: string, email: string, userName: string) => [fullName, email, userName].join(SEPARATOR).toLowerCase();

/** A sample of 8,000 accounts: 1,000 end users named Kaur with 3 events each, 6,990 others with 1, 10 admins named Kaur. */
function sampleOf(): TrigramFrequencies {
  const accounts = [
    ...Array.from({ length: 1_000 }, (_, k) => ({ text: text(`Priya Kaur ${k}`, `p${k}@example.com`, `priya${k}`), endUser: true, panicEvents: 3 })),
    ...Array.from({ length: 6_990 }, (_, k) => ({ text: text(`Ana Wang ${k}`, `kaur.fan${k}@example.com`, `ana${k}`), endUser: true, panicEvents: 1 })),
    ...Array.from({ length: 10 }, (_, k) => ({ text: text(`Admin Kaur ${k}`, `admin${k}@example.com`, `admin${k}`), endUser: false, panicEvents: 0 })),
  ];
  return { rows: 1_000_000, frequency: new Map(), sample: accounts.map((account) => account.text), accounts, answers: new Map() };
}

describe('a search share read from the sampled accounts (decision 042)', () => {
  it('counts end users whose name, e-mail or user name holds the term, whatever its case', () => {
    // 1,000 Kaurs by name and 6,990 fans by e-mail; the admins are not end users.
    expect(endUsersHolding('KAUR', sampleOf())).toEqual({ share: 7_990 / 8_000, hits: 7_990 });
    expect(endUsersHolding('priya', sampleOf())).toEqual({ share: 1_000 / 8_000, hits: 1_000 });
    // A term cannot match across two fields, and one holding the separator is left to the database.
    expect(endUsersHolding(`wang 1${SEPARATOR}`, sampleOf())).toBeUndefined();
    expect(endUsersHolding('nobody', sampleOf())).toEqual({ share: 0, hits: 0 });
  });

  it('weighs the names that events carry by each person’s events, and leaves e-mail and short keywords out', () => {
    // 3,000 of the 9,990 events are the Kaurs'; the fans hold "kaur" only in their e-mail, which events do not carry.
    expect(eventsOfNamesHolding('kaur', sampleOf())).toEqual({ share: 3_000 / 9_990, hits: 1_000 });
    expect(eventsOfNamesHolding('ka', sampleOf())).toBeUndefined();
  });

  it('says nothing from a sample too small to describe the table', () => {
    const small = sampleOf();
    const few = { ...small, accounts: small.accounts.slice(0, 4_000) };
    expect(endUsersHolding('kaur', few)).toBeUndefined();
    expect(endUsersHolding('kaur', undefined)).toBeUndefined();
  });
});

describe(`search totals from the sampled accounts on ${databaseKind}`, () => {
  const PEOPLE = 20_000;
  /** Every fourth person is a Kaur with three events; the others have one. */
  const KAURS = PEOPLE / 4;
  let test: TestApp;
  let admin: Awaited<ReturnType<typeof asRole>>['call'];

  beforeAll(async () => {
    test = await createTestApp();
    ({ call: admin } = await asRole(test, 3));
    await test.ctx.db.execute(sql`
      insert into accounts (role_id, full_name, user_name, email, password_hash, panic_event_count)
      select 6, case when k % 4 = 0 then 'Jaspreet Kaur' else 'Lena Holm' end, 'person' || k, 'person' || k || '@example.com', 'x',
             case when k % 4 = 0 then 3 else 1 end
      from generate_series(1, ${PEOPLE}) as k
    `);
    await test.ctx.db.execute(sql`
      insert into panic_events (alert_unique_id, user_id, user_name, user_full_name, alert_type, latitude, longitude, created_at)
      select 'share-' || a.id || '-' || n, a.id, a.user_name, a.full_name, 1, 0, 0, now() - (a.id * 3 + n) * interval '1 minute'
      from accounts a join generate_series(1, 3) as n on n <= a.panic_event_count where a.role_id = 6
    `);
    await test.ctx.db.execute(sql`analyze accounts`);
    await test.ctx.db.execute(sql`analyze panic_events`);
  }, 240_000);
  afterAll(() => test.close());

  const search = async (endpoint: Endpoint, query: Record<string, unknown>) => (await requestRaw(admin, endpoint, { query })).json();

  it('answers "about" the right number of users and events for a term held by thousands, with pages that all hold it', async () => {
    const built = await refreshTrigramFrequencies(test.ctx);
    // The sampled accounts came back with who they are and their events, on this driver.
    expect(endUsersHolding('kaur', built)?.hits).toBeGreaterThanOrEqual(KAURS * 0.9);
    expect(eventsOfNamesHolding('kaur', built)?.share).toBeCloseTo(0.5, 1);

    const users = await search(usersEndpoints.listUsers, { limit: 10, page_no: 1, role_id: 6, search: 'kaur' });
    expect(users.totalIsEstimate).toBe(true);
    expect(Math.abs(users.TotalResult - KAURS) / KAURS).toBeLessThan(0.1);
    expect(users.data).toHaveLength(10);
    expect(users.data.every((row: { fullName: string }) => row.fullName === 'Jaspreet Kaur')).toBe(true);

    const events = await search(panicEventsEndpoints.list, { limit: 10, page_no: 1, keyword: 'Kaur' });
    expect(events.totalIsEstimate).toBe(true);
    expect(Math.abs(events.totalResult - 3 * KAURS) / (3 * KAURS)).toBeLessThan(0.1);
    expect(events.data.every((row: { userAlert: { fullName: string } }) => row.userAlert.fullName === 'Jaspreet Kaur')).toBe(true);

    // With another filter the share says nothing of the rows: the database is asked, and nothing matches this one.
    const open = await search(panicEventsEndpoints.list, { limit: 10, page_no: 1, keyword: 'Kaur', status: 'open' });
    expect(open).toMatchObject({ data: [], totalResult: 0, totalIsEstimate: false });
  });
});
