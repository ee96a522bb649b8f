import { authEndpoints, dashboardEndpoints, profileEndpoints, type Endpoint } from '@guardian/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog } from '../../../src/db/schema';
import { asRole, createAccount, createTestApp, databaseKind, signInAs, type TestApp } from '../../support/helper';
import { request, requestRaw, type RawInput, type RequestInput } from '../../support/request';

const EXPIRED = { message: 'Your session has expired. Please sign in again.' };
const MINUTE = 60_000;

/** Every route of the foundation that needs a session, with a body it would accept. */
const GUARDED: [Endpoint, RawInput][] = [
  [profileEndpoints.getMyProfile, {}],
  [profileEndpoints.updateMyProfile, { body: { full_name: 'Someone Else' } }],
  [profileEndpoints.changePassword, { body: { old_password: 'Passw0rd!', password: 'N3wPass!', confirm_password: 'N3wPass!' } }],
  [authEndpoints.signOut, {}],
  [authEndpoints.unlock, { body: { password: 'Passw0rd!' } }],
  [dashboardEndpoints.get, {}],
];
const cases = GUARDED.map(([endpoint, input]) => [`${endpoint.method} /v1${endpoint.path}`, endpoint, input] as const);

describe(`sessions on ${databaseKind}`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());
  afterEach(() => test.setNow());

  const withToken = <E extends Endpoint>(token: string, endpoint: E, input: RequestInput<E> = {}) =>
    request(test, endpoint, { ...input, headers: { ...input.headers, authorization: `Bearer ${token}` } });
  const profile = (token: string) => withToken(token, profileEndpoints.getMyProfile);
  const signIn = (email: string, password: string) => request(test.app, authEndpoints.signIn, { body: { email, password } });

  describe('routes that need a session', () => {
    it.each(cases)('%s: 401 without a token', async (_name, endpoint, input) => {
      const response = await requestRaw(test, endpoint, input);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(EXPIRED);
    });

    it.each(cases)('%s: 401 with a garbage token', async (_name, endpoint, input) => {
      for (const authorization of ['Bearer garbage', 'Bearer ', 'Basic dXNlcjpwYXNz', 'garbage']) {
        const response = await requestRaw(test, endpoint, { ...input, headers: { authorization } });
        expect(response.statusCode, authorization).toBe(401);
        expect(response.json()).toEqual(EXPIRED);
      }
    });

    it.each(cases)('%s: 401 through a percent-encoded path', async (_name, endpoint, input) => {
      // The router decodes '/%761/...' to '/v1/...'; the guard must not be fooled by the raw URL.
      const response = await test.app.inject({ method: endpoint.method, url: `/%761${endpoint.path}`, payload: input.body as object });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(EXPIRED);
    });

    it('accepts the token in a lower-case bearer header', async () => {
      const { token } = await asRole(test, 3);
      const response = await request(test.app, profileEndpoints.getMyProfile, { headers: { authorization: `bearer ${token}` } });
      expect(response.statusCode).toBe(200);
    });

    it('ends the session of an account that is deactivated', async () => {
      const { account, token } = await asRole(test, 3);
      await test.ctx.db.update(accounts).set({ status: 0 }).where(eq(accounts.id, account.id));
      const response = await profile(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(EXPIRED);
    });
  });

  describe('POST /v1/auth/logout', () => {
    it('ends this session only, and audits it', async () => {
      const account = await createAccount(test.ctx);
      const token = await signInAs(test.app, account.email, account.password);
      const otherDevice = await signInAs(test.app, account.email, account.password);

      const response = await withToken(token, authEndpoints.signOut);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Successfully logged out.' });

      const after = await profile(token);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual(EXPIRED);
      expect((await withToken(token, authEndpoints.signOut)).statusCode).toBe(401);
      expect((await profile(otherDevice)).statusCode).toBe(200);

      const rows = await test.ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.actorId, account.id), eq(auditLog.action, 'auth.signout')));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.actorEmail).toBe(account.email);
    });
  });

  describe('POST /v1/auth/unlock', () => {
    it('lets the session go on with the right password', async () => {
      const { account, call } = await asRole(test, 3);
      const response = await request(call, authEndpoints.unlock, { body: { password: account.password } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Success' });
      expect((await request(call, profileEndpoints.getMyProfile)).statusCode).toBe(200);
    });

    it('refuses a wrong or empty password without ending the session', async () => {
      const { call } = await asRole(test, 3);
      const wrong = await request(call, authEndpoints.unlock, { body: { password: 'Wr0ngPass!' } });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: 'Invalid email or password.', errors: { password: 'Invalid email or password.' } });
      const empty = await request(call, authEndpoints.unlock, { body: { password: '' } });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ message: 'Password is Required.', errors: { password: 'Password is Required.' } });
      expect((await request(call, profileEndpoints.getMyProfile)).statusCode).toBe(200);
    });
  });

  describe('PUT /v1/change-password', () => {
    const change = (token: string, body: RequestInput<typeof profileEndpoints.changePassword>['body']) =>
      withToken(token, profileEndpoints.changePassword, { body });

    it('refuses a wrong old password', async () => {
      const { token } = await asRole(test, 3);
      const response = await change(token, { old_password: 'Wr0ngPass!', password: 'N3wPass!', confirm_password: 'N3wPass!' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Old password is incorrect.', errors: { old_password: 'Old password is incorrect.' } });
      expect((await profile(token)).statusCode).toBe(200);
    });

    it("refuses a confirmation that doesn't match", async () => {
      const { account, token } = await asRole(test, 3);
      const response = await change(token, { old_password: account.password, password: 'N3wPass!', confirm_password: 'N3wPass?' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: "Passwords aren't matching", errors: { confirm_password: "Passwords aren't matching" } });
    });

    it('asks for every field', async () => {
      const { token } = await asRole(test, 3);
      const response = await change(token, { old_password: '', password: '', confirm_password: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Old Password Is Required.',
        errors: { old_password: 'Old Password Is Required.', password: 'New Password Is Required.', confirm_password: 'Confirm Password Is Required.' },
      });
    });

    it('refuses a new password equal to the old one', async () => {
      const { account, token } = await asRole(test, 3);
      const response = await change(token, { old_password: account.password, password: account.password, confirm_password: account.password });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('The new password must differ from the old one.');
    });

    it('changes the password, ends the sessions and lets the new password sign in', async () => {
      const { account, token } = await asRole(test, 3);
      const response = await change(token, { old_password: account.password, password: 'N3wPass!', confirm_password: 'N3wPass!' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Password changed successfully.' });

      expect((await profile(token)).statusCode).toBe(401);
      expect((await signIn(account.email, account.password)).statusCode).toBe(401);
      const fresh = await signIn(account.email, 'N3wPass!');
      expect(fresh.statusCode).toBe(200);
      expect((await profile(fresh.json().data.token)).statusCode).toBe(200);
    });
  });

  describe('expiry', () => {
    it('ends a session left unused longer than the idle limit', async () => {
      const idle = test.ctx.config.sessionIdleMs;
      const start = new Date(Date.now() + 24 * 60 * MINUTE);
      test.setNow(start);
      const { token } = await asRole(test, 3);
      expect((await profile(token)).statusCode).toBe(200);

      // Each use moves the idle window on.
      const firstUse = start.getTime() + idle - MINUTE;
      test.setNow(new Date(firstUse));
      expect((await profile(token)).statusCode).toBe(200);
      test.setNow(new Date(firstUse + idle - MINUTE));
      expect((await profile(token)).statusCode).toBe(200);

      test.setNow(new Date(firstUse + 2 * idle));
      const response = await profile(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(EXPIRED);
    });

    it('ends a session signed in without Remember me after 30 idle minutes, sliding; a remembered one keeps the longer limit', async () => {
      const start = new Date(Date.now() + 72 * 60 * MINUTE);
      test.setNow(start);
      const account = await createAccount(test.ctx, { roleId: 3 });
      const signInWith = (remember?: boolean) =>
        request(test.app, authEndpoints.signIn, { body: { email: account.email, password: account.password, remember } });
      const [once, remembered, unsaid] = await Promise.all([signInWith(false), signInWith(true), signInWith(undefined)]);
      const [tab, kept, plain] = [once, remembered, unsaid].map((response) => String(response.json().data.token)) as [string, string, string];

      // Used every 25 minutes, the tab's session goes on: each request moves its idle window.
      for (const minutes of [25, 50, 75]) {
        test.setNow(new Date(start.getTime() + minutes * MINUTE));
        expect((await profile(tab)).statusCode, `tab session at ${minutes} min`).toBe(200);
      }
      // 31 minutes after its last request it has ended; the remembered ones (and the spec's body, without the flag) have not.
      test.setNow(new Date(start.getTime() + (75 + 31) * MINUTE));
      const ended = await profile(tab);
      expect(ended.statusCode).toBe(401);
      expect(ended.json()).toEqual(EXPIRED);
      test.setNow(new Date(start.getTime() + 31 * MINUTE));
      expect((await profile(kept)).statusCode).toBe(200);
      expect((await profile(plain)).statusCode).toBe(200);
    });

    it('refuses a remember flag that is not true or false', async () => {
      const account = await createAccount(test.ctx, { roleId: 3 });
      const response = await requestRaw(test.app, authEndpoints.signIn, { body: { email: account.email, password: account.password, remember: 'yes' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ remember: 'remember must be true or false.' });
    });

    it('ends a session after its absolute lifetime even when it is in constant use', async () => {
      const { sessionIdleMs: idle, sessionTtlMs: ttl } = test.ctx.config;
      const start = new Date(Date.now() + 48 * 60 * MINUTE);
      test.setNow(start);
      const { token } = await asRole(test, 3);
      for (let at = start.getTime() + idle / 2; at < start.getTime() + ttl; at += idle / 2) {
        test.setNow(new Date(at));
        expect((await profile(token)).statusCode).toBe(200);
      }
      test.setNow(new Date(start.getTime() + ttl - MINUTE));
      expect((await profile(token)).statusCode).toBe(200);
      test.setNow(new Date(start.getTime() + ttl + 1000));
      const response = await profile(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(EXPIRED);
    });
  });
});
