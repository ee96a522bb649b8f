import { usersEndpoints, type QueryInput } from '@guardian/contracts';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, sessions } from '../../../src/db/schema';
import { hashToken, newToken } from '../../../src/lib/tokens';
import { createSession } from '../../../src/modules/auth/sessions.repository';
import { SEARCH_COUNT_CAP } from '../../../src/lib/list-engine/totals';
import { seedUsers } from '../../../src/seed/bulk-seed';
import { isRealPhoneNumber } from '@guardian/contracts/phone';
import { asRole, createTestApp, databaseKind, type TestApp } from '../../support/helper';
import { accountById, auditRows, createEndUser, unique } from '../../support/users-fixtures';
import { request, requestRaw } from '../../support/request';

describe(`user list, export and status on ${databaseKind}`, () => {
  let test: TestApp;
  let admin: Awaited<ReturnType<typeof asRole>>;
  let allIds: number[];
  const list = (query: QueryInput<typeof usersEndpoints.listUsers> = {}) => request(admin, usersEndpoints.listUsers, { query });

  beforeAll(async () => {
    test = await createTestApp();
    admin = await asRole(test, 3);
    // 12,345 end users: a dozen export batches, and searches common enough for the dense plan and an estimate.
    await seedUsers(test.ctx.db, 12_345, 'unusable-hash', () => {});
    const rows = await test.ctx.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.roleId, 6))
      .orderBy(sql`${accounts.id} desc`);
    allIds = rows.map((row) => row.id);
  });
  afterAll(() => test.close());

  it('seeds phone numbers that the user form accepts, so a demo user can be edited and saved as it is', async () => {
    const rows = await test.ctx.db
      .select({ code: accounts.countryCode, phone: accounts.phoneNumber })
      .from(accounts)
      .where(eq(accounts.roleId, 6))
      .limit(2_000);
    const refused = rows.filter((row) => !isRealPhoneNumber(row.code ?? '', row.phone ?? ''));
    expect(rows.length).toBe(2_000);
    expect(refused).toEqual([]);
  });

  describe('GET /v1/user/admin/list-all-users', () => {
    it('gives 10 end users newest first and their total by default', async () => {
      const response = await list();
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.message).toBe('Users fetched successfully.');
      expect(body.TotalResult).toBe(allIds.length);
      expect(body.data.map((row: { userId: number }) => row.userId)).toEqual(allIds.slice(0, 10));
      expect(Object.keys(body.data[0]).sort()).toEqual([
        'accountType',
        'countryCode',
        'createdAt',
        'email',
        'fullName',
        'panicEventCount',
        'phoneNumber',
        'profilePic',
        'redAlertSetting',
        'status',
        'userId',
        'userName',
      ]);
    });

    it('serves every page size and deep page exactly as OFFSET would', async () => {
      for (const [limit, page] of [
        [25, 1],
        [50, 7],
        [75, 31],
        [100, 24],
        [10, 1200],
      ] as const) {
        const response = await list({ limit, page_no: page, role_id: 6 });
        const ids = response.json().data.map((row: { userId: number }) => row.userId);
        expect(ids, `${limit}/${page}`).toEqual(allIds.slice((page - 1) * limit, page * limit));
      }
      const past = await list({ limit: 100, page_no: 9999 });
      expect(past.json()).toMatchObject({ data: [], TotalResult: allIds.length });
    });

    it('refuses page sizes, pages and roles outside the spec', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ limit: 20 }, 'limit must be one of 10, 25, 50, 75, 100.'],
        [{ limit: 'abc' }, 'limit must be one of 10, 25, 50, 75, 100.'],
        [{ page_no: 0 }, 'page_no must be a whole number from 1.'],
        [{ page_no: 'x' }, 'page_no must be a whole number from 1.'],
        [{ role_id: 3 }, 'role_id must be 6 (app users).'],
        [{ role_id: 'x' }, 'role_id must be 6 (app users).'],
        [{ search: 'a'.repeat(101) }, 'Search must be at most 100 characters.'],
      ];
      for (const [query, message] of cases) {
        const response = await requestRaw(admin, usersEndpoints.listUsers, { query });
        expect(response.statusCode, JSON.stringify(query)).toBe(400);
        expect(response.json().message, JSON.stringify(query)).toBe(message);
      }
    });

    it('searches full name, e-mail and user name above 2 characters, case-insensitively', async () => {
      const id = unique();
      const user = await createEndUser(test.ctx, { fullName: `Zebulon Quirk${id}`, email: `zq.${id}@mailbox.test`, userName: `zq_handle_${id}` });
      for (const term of [`QUIRK${id}`, `zq.${id}@MAILBOX`, `handle_${id}`]) {
        const response = await list({ search: term });
        expect(response.json(), term).toMatchObject({ TotalResult: 1, data: [{ userId: user.id }] });
      }
      const all = await list();
      for (const short of ['zq', ' z ', '', '...', '@@@']) {
        const response = await list({ search: short });
        expect(response.json().TotalResult, short).toBe(all.json().TotalResult);
      }
    });

    it('takes % and _ in a search literally', async () => {
      const id = unique();
      const user = await createEndUser(test.ctx, { fullName: `Percent 100%_${id}` });
      const exact = await list({ search: `100%_${id}` });
      expect(exact.json()).toMatchObject({ TotalResult: 1, data: [{ userId: user.id }] });
      const wildcard = await list({ search: '0%_' });
      expect(wildcard.json().TotalResult).toBe(1);
    });

    const matchingIds = async (term: string) =>
      (
        (await test.ctx.db.execute(
          sql`select id from accounts where role_id = 6 and (full_name ilike ${`%${term}%`} or email ilike ${`%${term}%`} or user_name ilike ${`%${term}%`}) order by id desc`,
        )) as unknown as { rows: { id: number | string }[] }
      ).rows.map((row) => Number(row.id));

    it('pages a search of a few thousand matches exactly, in both search plans; counts it up to 2,000 matches and estimates it past them', async () => {
      const sizes: number[] = [];
      for (const term of ['gmail', 'hotmail', 'kaur', 'singh']) {
        const ids = await matchingIds(term);
        sizes.push(ids.length);
        const response = await list({ search: term, limit: 50, page_no: 3 });
        expect(
          response.json().data.map((row: { userId: number }) => row.userId),
          term,
        ).toEqual(ids.slice(100, 150));
        if (ids.length <= SEARCH_COUNT_CAP) {
          expect(response.json(), term).toMatchObject({ TotalResult: ids.length, totalIsEstimate: false });
        } else {
          expect(response.json().totalIsEstimate, term).toBe(true);
          expect(Math.abs(response.json().TotalResult - ids.length) / ids.length, term).toBeLessThan(0.1);
        }
      }
      // Both sides of the count's cap were asked.
      expect(Math.min(...sizes)).toBeLessThanOrEqual(SEARCH_COUNT_CAP);
      expect(Math.max(...sizes)).toBeGreaterThan(SEARCH_COUNT_CAP);
    });

    it('never matches a term across two of the searched fields', async () => {
      const id = unique();
      const user = await createEndUser(test.ctx, { fullName: `Across Fields${id}`, email: `across${id}@fields.test` });
      const across = await list({ search: `fields${id}\u001facross${id}` });
      expect(across.statusCode).toBe(200);
      expect(across.json()).toMatchObject({ TotalResult: 0, data: [] });
      const within = await list({ search: `across${id}@fields` });
      expect(within.json()).toMatchObject({ TotalResult: 1, data: [{ userId: user.id }] });
    });

    it('estimates the total of a term matching over 10,000 users, and still pages it exactly', async () => {
      const ids = await matchingIds('.com');
      expect(ids.length).toBeGreaterThan(10_000);
      const response = await list({ search: '.com', limit: 25, page_no: 200 });
      expect(response.json().data.map((row: { userId: number }) => row.userId)).toEqual(ids.slice(4975, 5000));
      expect(Math.abs(response.json().TotalResult - ids.length) / ids.length).toBeLessThan(0.1);
    });
  });

  describe('GET /v1/user/admin/export-users', () => {
    const exportCsv = (query: QueryInput<typeof usersEndpoints.exportUsers> = {}) => request(admin, usersEndpoints.exportUsers, { query });
    const rowsOf = (text: string) => parse(text, { columns: true, bom: true }) as Record<string, string>[];

    it('streams every end user as CustomerList.csv, in list order, across batches', async () => {
      const response = await exportCsv();
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="CustomerList.csv"');
      const rows = rowsOf(response.body);
      const expected = await list();
      expect(rows).toHaveLength(expected.json().TotalResult);
      expect(Object.keys(rows[0] ?? {})).toEqual(['User ID', 'Full Name', 'Email', 'User Name', 'Phone Number', 'Panic Events', 'Red Alert', 'Status']);
      const first = expected.json().data[0];
      expect(rows[0]).toEqual({
        'User ID': String(first.userId),
        'Full Name': first.fullName,
        Email: first.email,
        'User Name': first.userName,
        'Phone Number': `'${first.countryCode} ${first.phoneNumber}`,
        'Panic Events': String(first.panicEventCount),
        'Red Alert': first.redAlertSetting ? 'ON' : 'OFF',
        Status: first.status === 1 ? 'Active' : 'Inactive',
      });
    });

    it('applies the search (above 2 characters) and escapes cells that start a formula', async () => {
      const id = unique();
      const user = await createEndUser(test.ctx, { fullName: `=HYPERLINK("x")${id}`, userName: `-formula${id}` });
      const response = await exportCsv({ search: `HYPERLINK("x")${id}` });
      const rows = rowsOf(response.body);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ 'User ID': String(user.id), 'Full Name': `'=HYPERLINK("x")${id}`, 'User Name': `'-formula${id}` });
      const short = rowsOf((await exportCsv({ search: 'ab' })).body);
      expect(short.length).toBeGreaterThan(12_000);
    });
  });

  describe('PATCH /v1/user/admin/active-deactive-user/:userId', () => {
    it("deactivates a user, ends the user's sessions and records it; activates again", async () => {
      const user = await createEndUser(test.ctx);
      const tokenHash = hashToken(newToken());
      await createSession(test.ctx.db, { tokenHash, accountId: user.id, expiresAt: new Date(Date.now() + 3_600_000) }, new Date());
      const off = await request(admin, usersEndpoints.setUserStatus, { params: { userId: user.id }, body: { status: 0 } });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toEqual({ message: 'User deactivated successfully.', data: { userId: user.id, status: 0 } });
      expect((await accountById(test.ctx, user.id))?.status).toBe(0);
      const [session] = await test.ctx.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
      expect(session?.revokedAt).not.toBeNull();
      const [audit] = await auditRows(test.ctx, 'user.status.changed', user.id);
      expect(audit).toMatchObject({ actorId: admin.account.id, summary: { status: { from: 1, to: 0 }, sessionsEnded: 1 } });

      const on = await request(admin, usersEndpoints.setUserStatus, { params: { userId: user.id }, body: { status: 1 } });
      expect(on.json().message).toBe('User activated successfully.');
      expect((await accountById(test.ctx, user.id))?.status).toBe(1);
    });

    it('refuses a status other than 0 or 1 and changes nothing', async () => {
      const user = await createEndUser(test.ctx);
      for (const payload of [{ status: 2 }, { status: '0' }, { status: true }, {}, { status: null }]) {
        const response = await requestRaw(admin, usersEndpoints.setUserStatus, { params: { userId: user.id }, body: payload });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().message).toBe('status must be 1 (active) or 0 (inactive).');
      }
      expect((await accountById(test.ctx, user.id))?.status).toBe(1);
    });

    it('answers 404 for an unknown id or an admin, leaving the admin active', async () => {
      for (const id of [999_999_999, admin.account.id]) {
        const response = await request(admin, usersEndpoints.setUserStatus, { params: { userId: id }, body: { status: 0 } });
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('User not found.');
      }
      expect((await accountById(test.ctx, admin.account.id))?.status).toBe(1);
    });
  });
});
