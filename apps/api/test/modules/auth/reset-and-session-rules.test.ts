import { adminsEndpoints, authEndpoints, profileEndpoints, usersEndpoints } from '@guardian/contracts';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { accounts, auditLog, mailOutbox, passwordResetTokens } from '../../../src/db/schema';
import { createResetToken } from '../../../src/modules/auth/reset-tokens.repository';
import { hashToken, newToken } from '../../../src/lib/tokens';
import { asRole, createAccount, databaseKind, signInAs, superAdminSuite, type SignedIn } from '../../support/helper';
import { request } from '../../support/request';

const RESET_INVALID = { message: 'This reset link is invalid or has expired. Please request a new one.' };
const LINK = /\/auth\/reset-password\/([A-Za-z0-9_-]+)/;
const SIGNED_OUT = { message: 'Too many wrong passwords: you have been signed out. You can sign in again in 15 minutes.' };

/**
 * Issue 14, points 3 and 4: reset links die when they should (a newer link, a password change, a reset, an
 * e-mail change, a deactivation), and a session cannot be used to guess the password.
 */
describe(`reset links and session passwords on ${databaseKind}`, () => {
  const suite = superAdminSuite();
  afterEach(() => suite.test.setNow());

  let address = 0;
  /** Each request for a link from its own address, so the reset-request limit never gets in the way. */
  async function linkFor(email: string): Promise<string> {
    address += 1;
    expect((await request(suite.test.app, authEndpoints.requestPasswordReset, { body: { email }, remoteAddress: `203.0.113.${address}` })).statusCode).toBe(
      200,
    );
    const [mail] = await suite.test.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.id)).limit(1);
    const token = mail?.text.match(LINK)?.[1];
    if (!token) throw new Error('no reset link in the mail');
    return token;
  }
  const reset = (token: string, password = 'N3wPass!x') =>
    request(suite.test.app, authEndpoints.resetPassword, { params: { token }, body: { new_password: password, confirm_password: password } });
  const liveLinks = async (accountId: number) =>
    (
      await suite.test.ctx.db
        .select()
        .from(passwordResetTokens)
        .where(and(eq(passwordResetTokens.accountId, accountId), isNull(passwordResetTokens.usedAt)))
    ).length;

  it('a new link ends the ones sent before it: one live link per account', async () => {
    const account = await createAccount(suite.test.ctx);
    const links = [];
    for (let i = 0; i < 8; i += 1) links.push(await linkFor(account.email));
    expect(await liveLinks(account.id)).toBe(1);
    for (const old of links.slice(0, -1)) expect((await reset(old)).json()).toEqual(RESET_INVALID);
    expect((await reset(links.at(-1)!)).statusCode).toBe(200);
  });

  it('a reset ends every other link of the account', async () => {
    const account = await createAccount(suite.test.ctx);
    const used = await linkFor(account.email);
    // A second live link, as one sent before this rule existed would be.
    const other = newToken();
    await createResetToken(suite.test.ctx.db, account.id, hashToken(other), new Date());
    expect(await liveLinks(account.id)).toBe(2);
    expect((await reset(used)).statusCode).toBe(200);
    expect(await liveLinks(account.id)).toBe(0);
    expect((await reset(other, 'Oth3rPass!')).json()).toEqual(RESET_INVALID);
  });

  it('a password change ends every link of the account', async () => {
    const account = await createAccount(suite.test.ctx);
    const link = await linkFor(account.email);
    const token = await signInAs(suite.test.app, account.email, account.password);
    const changed = await request(suite.test.app, profileEndpoints.changePassword, {
      headers: { authorization: `Bearer ${token}` },
      body: { old_password: account.password, password: 'Chang3d!x', confirm_password: 'Chang3d!x' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await reset(link)).json()).toEqual(RESET_INVALID);
  });

  it("the super admin changing an admin's e-mail ends the links sent to the old address", async () => {
    const account = await createAccount(suite.test.ctx, { firstName: 'Edith', lastName: 'Clarke' });
    const link = await linkFor(account.email);
    const renamed = await request(suite.superAdmin, adminsEndpoints.update, {
      params: { id: account.id },
      body: { first_name: 'Edith', last_name: 'Clarke', email: `moved.${account.email}` },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await reset(link)).json()).toEqual(RESET_INVALID);
    // A change of name only leaves a link alone.
    const second = await linkFor(`moved.${account.email}`);
    const named = await request(suite.superAdmin, adminsEndpoints.update, {
      params: { id: account.id },
      body: { first_name: 'Edie', last_name: 'Clarke', email: `moved.${account.email}` },
    });
    expect(named.statusCode).toBe(200);
    expect((await reset(second)).statusCode).toBe(200);
  });

  it('deactivation ends every link, and a link of an account inactive since it was sent does nothing', async () => {
    const user = await createAccount(suite.test.ctx, { roleId: 6 });
    const userLink = newToken();
    await createResetToken(suite.test.ctx.db, user.id, hashToken(userLink), new Date());
    const off = await request(suite.superAdmin, usersEndpoints.setUserStatus, { params: { userId: user.id }, body: { status: 0 } });
    expect(off.statusCode, off.body).toBe(200);
    expect(await liveLinks(user.id)).toBe(0);

    const admin = await createAccount(suite.test.ctx);
    const adminLink = await linkFor(admin.email);
    await suite.test.ctx.db.update(accounts).set({ status: 0 }).where(eq(accounts.id, admin.id));
    expect((await reset(adminLink)).json()).toEqual(RESET_INVALID);
    const [stored] = await suite.test.ctx.db.select({ passwordHash: accounts.passwordHash }).from(accounts).where(eq(accounts.id, admin.id));
    expect(stored?.passwordHash).toBe(admin.passwordHash);
  });

  describe.each([
    [
      'POST /v1/auth/unlock',
      'auth.unlock.failed',
      (who: SignedIn, password: string) => request(who, authEndpoints.unlock, { body: { password } }),
      400,
      'Invalid email or password.',
    ],
    [
      'PUT /v1/change-password',
      'account.password.change_failed',
      (who: SignedIn, password: string) =>
        request(who, profileEndpoints.changePassword, { body: { old_password: password, password: 'N3wPass!x', confirm_password: 'N3wPass!x' } }),
      400,
      'Old password is incorrect.',
    ],
  ])('%s counts wrong passwords like sign-in', (_name, action, send, wrongStatus, wrongMessage) => {
    it('audits each wrong password, ends the session at the fifth and locks the address out; the right one no longer helps', async () => {
      const start = new Date();
      suite.test.setNow(start);
      const caller = await asRole(suite.test, 3);
      const { account, call } = caller;
      for (let i = 1; i <= 4; i += 1) {
        const wrong = await send(caller, `Wr0ngPass!${i}`);
        expect(wrong.statusCode).toBe(wrongStatus);
        expect(wrong.json().message).toBe(wrongMessage);
      }
      expect((await request(call, profileEndpoints.getMyProfile)).statusCode).toBe(200);

      const fifth = await send(caller, 'Wr0ngPass!5');
      expect(fifth.statusCode).toBe(401);
      expect(fifth.json()).toEqual(SIGNED_OUT);
      expect((await request(call, profileEndpoints.getMyProfile)).statusCode).toBe(401);
      expect((await send(caller, account.password)).statusCode).toBe(401);

      const audit = await suite.test.ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.actorId, account.id), inArray(auditLog.action, [action, 'auth.session.ended'])));
      expect(audit.filter((row) => row.action === action)).toHaveLength(5);
      expect(audit.find((row) => row.action === 'auth.session.ended')?.summary).toMatchObject({ reason: 'too many wrong passwords' });

      // Sign-in from the same address is locked out as after five wrong sign-ins, with the true wait.
      const signIn = await request(suite.test.app, authEndpoints.signIn, { body: { email: account.email, password: account.password } });
      expect(signIn.statusCode).toBe(429);
      expect(signIn.json()).toEqual({ message: 'Too many attempts. Please try again in 15 minutes.' });
      suite.test.setNow(new Date(start.getTime() + 16 * 60_000));
      expect((await request(suite.test.app, authEndpoints.signIn, { body: { email: account.email, password: account.password } })).statusCode).toBe(200);
    });

    it('a right password in between forgives the failures before it, as a sign-in does', async () => {
      const caller = await asRole(suite.test, 3);
      const { account, call } = caller;
      for (let round = 0; round < 3; round += 1) {
        for (let i = 0; i < 4; i += 1) expect((await send(caller, 'Wr0ngPass!')).statusCode).toBe(wrongStatus);
        if (action === 'auth.unlock.failed') expect((await send(caller, account.password)).statusCode).toBe(200);
        else {
          // A right old password with a wrong confirmation is refused only for the confirmation, after the check.
          const right = await request(call, profileEndpoints.changePassword, {
            body: { old_password: account.password, password: account.password, confirm_password: account.password },
          });
          expect(right.json().message).toBe('The new password must differ from the old one.');
        }
      }
      expect((await request(call, profileEndpoints.getMyProfile)).statusCode).toBe(200);
    });
  });
});
