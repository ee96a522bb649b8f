import { adminsEndpoints, authEndpoints, profileEndpoints } from '@guardian/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { accounts } from '../../../src/db/schema';
import { asRole, createAccount, databaseKind, signInAs, superAdminSuite } from '../../support/helper';
import { accountById, auditRows, createEndUser } from '../../support/users-fixtures';
import { request, requestRaw } from '../../support/request';

/** Issue 13 point 5: an admin who leaves can be shut out (active/inactive), and their sessions ended. */
describe(`admin status on ${databaseKind}`, () => {
  const suite = superAdminSuite();

  const setStatus = (caller: { call: typeof suite.superAdmin.call }, id: number | string, payload: unknown) =>
    requestRaw(caller, adminsEndpoints.setStatus, { params: { id }, body: payload as object });
  const profileStatus = (token: string) =>
    request(suite.test.app, profileEndpoints.getMyProfile, { headers: { authorization: `Bearer ${token}` } }).then((response) => response.statusCode);
  /** Only these super admins are active (earlier tests' super admins are set inactive). */
  const onlyActiveSuperAdmins = (...ids: number[]) =>
    suite.test.ctx.db
      .update(accounts)
      .set({ status: 0 })
      .where(
        and(
          eq(accounts.roleId, 2),
          sql`${accounts.id} not in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        ),
      );

  beforeEach(async () => {
    await suite.test.ctx.db.update(accounts).set({ status: 1 }).where(eq(accounts.id, suite.superAdmin.account.id));
  });

  it('deactivates an admin: their sessions end in the same transaction, sign-in is refused, one audit row', async () => {
    const admin = await createAccount(suite.test.ctx, { roleId: 3 });
    const tokens = [await signInAs(suite.test.app, admin.email, admin.password), await signInAs(suite.test.app, admin.email, admin.password)];
    for (const token of tokens) expect(await profileStatus(token)).toBe(200);

    const response = await setStatus(suite.superAdmin, admin.id, { status: 0 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Admin deactivated successfully.', data: { id: admin.id, status: 0, sessionsEnded: 2 } });
    expect((await accountById(suite.test.ctx, admin.id))?.status).toBe(0);
    for (const token of tokens) expect(await profileStatus(token)).toBe(401);
    const signIn = await request(suite.test.app, authEndpoints.signIn, { body: { email: admin.email, password: admin.password } });
    // Refused like a wrong password: the answer never tells that the password was right (auth-concurrency.test.ts).
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json()).toEqual({ message: 'Invalid email or password.' });

    const audit = await auditRows(suite.test.ctx, 'admin.status.changed', admin.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: suite.superAdmin.account.id, summary: { email: admin.email, status: { from: 1, to: 0 }, sessionsEnded: 2 } });

    // Active again: they can sign in; no session comes back by itself.
    const activated = await setStatus(suite.superAdmin, admin.id, { status: 1 });
    expect(activated.json()).toEqual({ message: 'Admin activated successfully.', data: { id: admin.id, status: 1, sessionsEnded: 0 } });
    expect(await profileStatus(tokens[0]!)).toBe(401);
    expect(await profileStatus(await signInAs(suite.test.app, admin.email, admin.password))).toBe(200);
    expect(await auditRows(suite.test.ctx, 'admin.status.changed', admin.id)).toHaveLength(2);
  });

  it('the status an admin already has changes nothing and writes no audit row', async () => {
    const admin = await createAccount(suite.test.ctx, { roleId: 3 });
    const token = await signInAs(suite.test.app, admin.email, admin.password);
    const response = await setStatus(suite.superAdmin, admin.id, { status: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ id: admin.id, status: 1, sessionsEnded: 0 });
    expect(await profileStatus(token)).toBe(200);
    expect(await auditRows(suite.test.ctx, 'admin.status.changed', admin.id)).toHaveLength(0);
  });

  it('never deactivates the last active super admin (409, nothing changed); another super admin can be', async () => {
    const other = await createAccount(suite.test.ctx, { roleId: 2 });
    await onlyActiveSuperAdmins(suite.superAdmin.account.id, other.id);
    const otherToken = await signInAs(suite.test.app, other.email, other.password);

    const first = await setStatus(suite.superAdmin, other.id, { status: 0 });
    expect(first.statusCode).toBe(200);
    expect(await profileStatus(otherToken)).toBe(401);

    // Now the caller is the only active super admin.
    const last = await setStatus(suite.superAdmin, suite.superAdmin.account.id, { status: 0 });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('This is the last active super admin: activate or add another super admin before deactivating this one.');
    expect((await accountById(suite.test.ctx, suite.superAdmin.account.id))?.status).toBe(1);
    expect(await profileStatus(suite.superAdmin.token)).toBe(200);
    expect(await auditRows(suite.test.ctx, 'admin.status.changed', suite.superAdmin.account.id)).toHaveLength(0);
  });

  it('two super admins deactivating each other at once: one succeeds, the other is refused or already signed out, one stays active', async () => {
    const a = await asRole(suite.test, 2);
    const b = await asRole(suite.test, 2);
    await onlyActiveSuperAdmins(a.account.id, b.account.id);
    const answers = await Promise.all([setStatus(a, b.account.id, { status: 0 }), setStatus(b, a.account.id, { status: 0 })]);
    // The loser is refused by the rule (409) if it got past sign-in checks before the winner committed, or
    // finds its own session already ended (401) if it came after.
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([401, 409]).toContain(codes[1]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    if (refused) expect(refused.json().message).toMatch(/last active super admin/);
    const rows = await suite.test.ctx.db
      .select({ status: accounts.status })
      .from(accounts)
      .where(inArray(accounts.id, [a.account.id, b.account.id]));
    expect(rows.map((row) => row.status).sort()).toEqual([0, 1]);
  });

  it('a super admin cannot deactivate their own account while others remain', async () => {
    const other = await createAccount(suite.test.ctx, { roleId: 2 });
    await onlyActiveSuperAdmins(suite.superAdmin.account.id, other.id);
    const response = await setStatus(suite.superAdmin, suite.superAdmin.account.id, { status: 0 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('You cannot deactivate your own account.');
    expect(await profileStatus(suite.superAdmin.token)).toBe(200);
  });

  it('refuses bad input, unknown ids and end users, and every caller but a super admin, changing nothing', async () => {
    const admin = await createAccount(suite.test.ctx, { roleId: 3 });
    for (const payload of [{}, { status: 2 }, { status: '0' }, { status: null }, []]) {
      const response = await setStatus(suite.superAdmin, admin.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await setStatus(suite.superAdmin, admin.id, { status: 2 })).json().message).toBe('status must be 0 (inactive) or 1 (active).');
    for (const id of ['abc', '0', '-1', '99999999999999999999']) expect((await setStatus(suite.superAdmin, id, { status: 0 })).statusCode, id).toBe(400);
    expect((await setStatus(suite.superAdmin, 987654321, { status: 0 })).statusCode).toBe(404);
    const endUser = await createEndUser(suite.test.ctx);
    const notAdmin = await setStatus(suite.superAdmin, endUser.id, { status: 0 });
    expect(notAdmin.statusCode).toBe(404);
    expect(notAdmin.json().message).toBe('Admin not found.');
    expect((await accountById(suite.test.ctx, endUser.id))?.status).toBe(1);

    const roleThree = await asRole(suite.test, 3);
    const refused = await setStatus(roleThree, admin.id, { status: 0 });
    expect(refused.statusCode).toBe(403);
    const anonymous = await request(suite.test.app, adminsEndpoints.setStatus, { params: { id: admin.id }, body: { status: 0 } });
    expect(anonymous.statusCode).toBe(401);
    expect((await accountById(suite.test.ctx, admin.id))?.status).toBe(1);
    expect(await auditRows(suite.test.ctx, 'admin.status.changed', admin.id)).toHaveLength(0);
  });

  it('End sessions signs an admin out everywhere and leaves the account active', async () => {
    const admin = await createAccount(suite.test.ctx, { roleId: 3 });
    const token = await signInAs(suite.test.app, admin.email, admin.password);
    const response = await request(suite.superAdmin, authEndpoints.endAdminSessions, { params: { id: admin.id } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ ended: 1 });
    expect(await profileStatus(token)).toBe(401);
    expect((await accountById(suite.test.ctx, admin.id))?.status).toBe(1);
    expect(await profileStatus(await signInAs(suite.test.app, admin.email, admin.password))).toBe(200);
  });
});
