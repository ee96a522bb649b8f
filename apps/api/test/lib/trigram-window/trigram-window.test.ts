import { emergencyContactsEndpoints, panicEventsEndpoints, subscriptionsEndpoints, usersEndpoints } from '@guardian/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/query';
import { likeTrigrams, narrowWindow, refreshTrigramFrequencies, wordTrigrams, type TrigramFrequencies } from '../../../src/lib/trigram-window';
import { asRole, createTestApp, databaseKind, type TestApp } from '../../support/helper';
import { request } from '../../support/request';

/** Frequencies where every trigram of "jensen" is common and the digits' are rare, over a sample of plain names. */
const frequencies = (sample: string[] = ['ana wang', 'ben jensen', 'mei jensen']): TrigramFrequencies => ({
  rows: 1_000_000,
  frequency: new Map([...'  j, je,jen,ens,nse,sen,en ,en1,n12,123,234,345'.split(',')].map((trigram, i) => [trigram, i < 7 ? 60_000 : 40])),
  sample,
  accounts: sample.map((text) => ({ text, endUser: true, panicEvents: 1 })),
  answers: new Map(),
});

describe('choosing the part of a long term to look up (decision 041)', () => {
  it('finds the trigrams pg_trgm reads for LIKE: words padded inside the term, not at its wildcard ends', () => {
    expect(likeTrigrams('ben.jensen12')).toEqual(new Set(['ben', 'en ', '  j', ' je', 'jen', 'ens', 'nse', 'sen', 'en1', 'n12']));
    expect(likeTrigrams('Jen')).toEqual(new Set(['jen']));
    expect(likeTrigrams('..')).toEqual(new Set());
  });

  it('asks for a rare part of the term, never for a common one, a short term or a non-ASCII one', () => {
    const part = narrowWindow('jensen12345', frequencies()) ?? '';
    expect('jensen12345').toContain(part);
    expect([...likeTrigrams(part)].every((trigram) => (frequencies().frequency.get(trigram) ?? 0) < 100)).toBe(true);
    expect(narrowWindow('jensen', frequencies())).toBeUndefined();
    expect(narrowWindow('jensen12345', undefined)).toBeUndefined();
    expect(narrowWindow('jensén12345', frequencies())).toBeUndefined();
    // A part the sample shows in many texts is not rare, whatever its trigrams say.
    expect(narrowWindow('jensen12345', frequencies(['jensen12345 a', 'jensen12345 b', 'jensen12345 c']))).toBeUndefined();
  });
});

describe(`a long search term looked up by its rare part on ${databaseKind}`, () => {
  let test: TestApp;
  let admin: Awaited<ReturnType<typeof asRole>>['call'];

  beforeAll(async () => {
    test = await createTestApp();
    ({ call: admin } = await asRole(test, 3));
    // Many people share the name and the number's start, enough for the whole term's lookup to cost more than a
    // part's; a term holding both matches one person only.
    await test.ctx.db.execute(sql`
      insert into accounts (role_id, full_name, user_name, email, password_hash)
      select 6, 'Ben Jensen', 'ben.jensen' || (700000 + k), 'ben.jensen' || (700000 + k) || '@example.com', 'x' from generate_series(1, 4000) as k
    `);
    // Others hold the rare part alone: the whole term must still be tested on each row the part finds.
    await test.ctx.db.execute(sql`
      insert into accounts (role_id, full_name, user_name, email, password_hash)
      select 6, 'Zed Other', 'zed.other' || n, 'zed.other' || n || '@example.com', 'x' from unnest(array[700123, 703999]) as n
    `);
    await test.ctx.db.execute(sql`
      insert into panic_events (alert_unique_id, user_id, user_name, user_full_name, alert_type, latitude, longitude, created_at)
      select 'window-' || a.id, a.id, a.user_name, a.full_name, 1, 0, 0, now() - a.id * interval '1 minute' from accounts a where a.role_id = 6
    `);
    // Each person's contact is named after them, and those whose number is even subscribe.
    await test.ctx.db.execute(sql`
      insert into emergency_contacts (user_id, contact_name, country_code, contact_number)
      select a.id, a.full_name || ' ' || a.user_name, '+44', '7700900' || (a.id % 1000) from accounts a where a.role_id = 6
    `);
    await test.ctx.db.execute(sql`
      insert into subscriptions (user_id, subscription_plan_id, device_type, end_date)
      select a.id, (select min(id) from subscription_plans), 'ios', now() + interval '30 days' from accounts a where a.role_id = 6 and right(a.user_name, 1) in ('0', '2', '4', '6', '8')
    `);
  }, 120_000);
  afterAll(() => test.close());

  const users = async (term: string) => (await request(admin, usersEndpoints.listUsers, { query: { limit: 10, page_no: 1, role_id: 6, search: term } })).json();
  const events = async (term: string) => (await request(admin, panicEventsEndpoints.list, { query: { limit: 10, page_no: 1, keyword: term } })).json();
  const contacts = async (term: string) =>
    (await request(admin, emergencyContactsEndpoints.listEmergencyContacts, { query: { limit: 10, page_no: 1, keyword: term } })).json();
  const subscribers = async (term: string) =>
    (await request(admin, subscriptionsEndpoints.listSubscriptions, { query: { limit: 10, page_no: 1, keyword: term } })).json();

  it('finds the same rows, with the same totals, as the lookup of the whole term', async () => {
    const terms = ['ben.jensen700123', 'jensen70312', 'BEN.JENSEN703999', 'ben.jensen7009'];
    const before = await Promise.all(terms.map(async (term) => [await users(term), await events(term)]));
    const built = await refreshTrigramFrequencies(test.ctx);
    expect(built.sample.length).toBeGreaterThan(4000);
    // The statistics make the lookup narrower for the long terms, so this compares two different queries.
    expect(narrowWindow('ben.jensen700123', built)).toBeDefined();
    const after = await Promise.all(terms.map(async (term) => [await users(term), await events(term)]));
    expect(after).toEqual(before);
    const [[oneUser, oneEvent]] = after as [[{ data: { userName: string }[]; total: number }, { data: { userAlert: { userName: string } }[] }]];
    expect(oneUser.data.map((row) => row.userName)).toEqual(['ben.jensen700123']);
    expect(oneEvent.data.map((row) => row.userAlert.userName)).toEqual(['ben.jensen700123']);
    // The test of the whole term is literal: a wildcard typed in the term matches only itself.
    const [wild] = await Promise.all([users('ben.jensen7001%3')]);
    expect(wild.data).toEqual([]);
  });

  it('finds the same emergency contacts and subscriptions as the lookup of the whole term', async () => {
    const terms = ['ben.jensen700124', 'Jensen Ben.Jensen70312', 'BEN.JENSEN703998', 'ben.jensen7009'];
    const read = (term: string) => Promise.all([contacts(term), subscribers(term)]);
    test.ctx.listState.trigrams.frequencies = undefined;
    const before = await Promise.all(terms.map(read));
    const built = await refreshTrigramFrequencies(test.ctx);
    expect(narrowWindow('ben.jensen700124', built)).toBeDefined();
    const after = await Promise.all(terms.map(read));
    expect(after).toEqual(before);
    const [[oneContact, oneSubscription]] = after as [[{ data: { userContacts: { userName: string } }[] }, { data: { user: { userName: string } }[] }]];
    expect(oneContact.data.map((row) => row.userContacts.userName)).toEqual(['ben.jensen700124']);
    expect(oneSubscription.data.map((row) => row.user.userName)).toEqual(['ben.jensen700124']);
    // A contact's own name is searched too: the second term is only in the names given to the contacts.
    expect((after[1]?.[0] as { totalResult: number }).totalResult).toBe(10);
  });

  it('reads the frequencies that show_trgm gives for the same texts', async () => {
    const texts = ['ben jensen\u001fben.jensen700123@example.com', 'Ana  Wang-Lee 42'];
    for (const text of texts) {
      const [row] = await queryRows<{ trigrams: string[] }>(test.ctx.db, sql`select show_trgm(${text}) as trigrams`);
      expect(wordTrigrams(text)).toEqual(new Set(row?.trigrams));
    }
  });
});
