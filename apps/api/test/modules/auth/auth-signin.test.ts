import { authEndpoints, profileEndpoints } from '@guardian/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema';
import { createAccount, createTestApp, databaseKind, type TestApp } from '../../support/helper';
import { request } from '../../support/request';

const INVALID = 'Invalid email or password.';
const TOO_MANY = 'Too many attempts. Please try again in 15 minutes.';
const MINUTE = 60_000;

describe(`POST /v1/auth/admin-signin on ${databaseKind}`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());
  afterEach(() => test.setNow());

  const signIn = (email: string, password: string, remoteAddress?: string) =>
    request(test.app, authEndpoints.signIn, { body: { email, password }, ...(remoteAddress ? { remoteAddress } : {}) });

  const auditRows = (email: string) => test.ctx.db.select().from(auditLog).where(eq(auditLog.actorEmail, email)).orderBy(auditLog.id);

  it('signs an admin in and returns the session data', async () => {
    const account = await createAccount(test.ctx, { roleId: 2, firstName: 'Ada', lastName: 'Lovelace' });
    const response = await signIn(account.email, account.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Successfully logged in.');
    expect(body.data).toEqual({ token: expect.any(String), id: account.id, full_name: 'Ada Lovelace', email: account.email, roleId: 2, profile_pic: null });
    expect(body.data.token.length).toBeGreaterThanOrEqual(40);

    const profile = await request(test.app, profileEndpoints.getMyProfile, { headers: { authorization: `Bearer ${body.data.token}` } });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.email).toBe(account.email);
  });

  it('gives each sign-in its own token', async () => {
    const account = await createAccount(test.ctx);
    const first = (await signIn(account.email, account.password)).json().data.token;
    const second = (await signIn(account.email, account.password)).json().data.token;
    expect(first).not.toBe(second);
  });

  it('returns the profile picture as a public URL', async () => {
    const account = await createAccount(test.ctx, { profilePic: 'profiles/abc123.jpg' });
    const response = await signIn(account.email, account.password);
    expect(response.json().data.profile_pic).toBe('/uploads/profiles/abc123.jpg');
  });

  it('refuses a wrong password with 401', async () => {
    const account = await createAccount(test.ctx);
    const response = await signIn(account.email, 'Wr0ngPass!');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: INVALID });
  });

  it('refuses an unknown e-mail with the same 401 answer', async () => {
    const response = await signIn('nobody.here@example.com', 'Passw0rd!');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: INVALID });
  });

  it.each([
    [{ email: '', password: 'Passw0rd!' }, 'Email is Required.', { email: 'Email is Required.' }],
    [{ email: 'admin@', password: 'Passw0rd!' }, 'Enter Valid Email.', { email: 'Enter Valid Email.' }],
    [{ email: 'admin@example.com', password: '' }, 'Password is Required.', { password: 'Password is Required.' }],
    [
      { email: 'admin@example.com', password: 'Ab1!xyz' },
      'Password Should Contain Minimum 8 Character',
      { password: 'Password Should Contain Minimum 8 Character' },
    ],
    [{ email: 'admin@example.com', password: 'Password1' }, 'Please Enter Your Valid Password.', { password: 'Please Enter Your Valid Password.' }],
    [{ email: 'admin@example.com', password: 'Passw0rd!Passw0rd' }, 'Please Enter Your Valid Password.', { password: 'Please Enter Your Valid Password.' }],
  ])('answers 400 with the field message for %j', async (payload, message, errors) => {
    const response = await request(test.app, authEndpoints.signIn, { body: payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors });
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await request(test.app, authEndpoints.signIn, { headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid.' });
  });

  it('signs in with spaces, emoji and capitals around the e-mail and password', async () => {
    const account = await createAccount(test.ctx);
    const response = await signIn(`  ${account.email.toUpperCase()} 🙂 `, ` ${account.password} 🔑`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.email).toBe(account.email);
  });

  it('writes audit rows for a failed and a successful sign-in', async () => {
    const account = await createAccount(test.ctx);
    await signIn(account.email, 'Wr0ngPass!');
    await signIn(account.email, account.password);
    const rows = await auditRows(account.email);
    expect(rows.map((row) => [row.action, row.actorId, row.ip])).toEqual([
      ['auth.signin.failed', account.id, '127.0.0.1'],
      ['auth.signin', account.id, '127.0.0.1'],
    ]);
  });

  it('audits a failed sign-in for an unknown e-mail without an actor', async () => {
    const response = await signIn('Ghost.Writer@Example.com', 'Passw0rd!');
    expect(response.statusCode).toBe(401);
    const rows = await test.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorEmail, 'ghost.writer@example.com'), eq(auditLog.action, 'auth.signin.failed')));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.actorId).toBeNull();
  });

  describe('rate limit', () => {
    it('refuses the 6th attempt after 5 failures with 429, even with the right password, until 15 minutes pass', async () => {
      const start = new Date();
      test.setNow(start);
      const account = await createAccount(test.ctx);
      for (let i = 0; i < 5; i += 1) {
        const failure = await signIn(account.email, 'Wr0ngPass!');
        expect(failure.statusCode).toBe(401);
        expect(failure.json().message).toBe(INVALID);
      }
      const blocked = await signIn(account.email, account.password);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: TOO_MANY });

      test.setNow(new Date(start.getTime() + 14 * MINUTE));
      expect((await signIn(account.email, account.password)).statusCode).toBe(429);

      test.setNow(new Date(start.getTime() + 16 * MINUTE));
      const allowed = await signIn(account.email, account.password);
      expect(allowed.statusCode).toBe(200);
      const token = allowed.json().data.token;
      const profile = await request(test.app, profileEndpoints.getMyProfile, { headers: { authorization: `Bearer ${token}` } });
      expect(profile.statusCode).toBe(200);

      const actions = (await auditRows(account.email)).map((row) => row.action);
      expect(actions.filter((action) => action === 'auth.signin.blocked')).toHaveLength(2);
    });

    it('counts failures per e-mail: another account from the same address is not blocked', async () => {
      const blockedAccount = await createAccount(test.ctx);
      const other = await createAccount(test.ctx);
      for (let i = 0; i < 5; i += 1) await signIn(blockedAccount.email, 'Wr0ngPass!');
      expect((await signIn(blockedAccount.email, blockedAccount.password)).statusCode).toBe(429);
      expect((await signIn(other.email, other.password)).statusCode).toBe(200);
    });

    it('counts failures per address: the same e-mail from another address is not blocked', async () => {
      const account = await createAccount(test.ctx);
      for (let i = 0; i < 5; i += 1) await signIn(account.email, 'Wr0ngPass!', '10.0.0.1');
      expect((await signIn(account.email, account.password, '10.0.0.1')).statusCode).toBe(429);
      expect((await signIn(account.email, account.password, '10.0.0.2')).statusCode).toBe(200);
    });

    it('ignores case and decoration when counting', async () => {
      const account = await createAccount(test.ctx);
      for (let i = 0; i < 5; i += 1) await signIn(i % 2 ? account.email.toUpperCase() : ` ${account.email} 🙂`, 'Wr0ngPass!');
      expect((await signIn(account.email, account.password)).statusCode).toBe(429);
    });

    it('forgives earlier failures after a successful sign-in', async () => {
      const account = await createAccount(test.ctx);
      for (let i = 0; i < 4; i += 1) await signIn(account.email, 'Wr0ngPass!');
      expect((await signIn(account.email, account.password)).statusCode).toBe(200);
      for (let i = 0; i < 4; i += 1) await signIn(account.email, 'Wr0ngPass!');
      expect((await signIn(account.email, account.password)).statusCode).toBe(200);
    });

    it('blocks unknown e-mails too, so guessing addresses is limited', async () => {
      for (let i = 0; i < 5; i += 1) expect((await signIn('guess@example.com', 'Passw0rd!')).statusCode).toBe(401);
      const response = await signIn('guess@example.com', 'Passw0rd!');
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({ message: TOO_MANY });
    });
  });
});
