import { authEndpoints } from '@guardian/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config';
import { authAttempts, mailOutbox } from '../../../src/db/schema';
import { ACCOUNT_FAILURES_PER_HOUR, ACCOUNT_RESETS_PER_HOUR, lockoutMs } from '../../../src/modules/auth/attempts.repository';
import { FORGOT_ANSWER_MS } from '../../../src/modules/auth/auth.service';
import { createAccount, createTestApp, databaseKind, type TestApp } from '../../support/helper';
import { request } from '../../support/request';

const MINUTE = 60_000;
const TOO_MANY = { message: 'Too many attempts. Please try again in 15 minutes.' };

describe(`sign-in and reset limits on ${databaseKind}`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());
  afterEach(() => test.setNow());

  const signIn = (email: string, password: string, remoteAddress = '127.0.0.1') =>
    request(test.app, authEndpoints.signIn, { body: { email, password }, remoteAddress });
  const forgot = (email: string, remoteAddress = '127.0.0.1') => request(test.app, authEndpoints.requestPasswordReset, { body: { email }, remoteAddress });
  const at = (start: number, minutes: number) => test.setNow(new Date(start + minutes * MINUTE));

  it('grows the lockout: 15 minutes after 5 failures, 30 after 10, capped at a day', async () => {
    expect([4, 5, 9, 10, 15, 20, 500].map((n) => lockoutMs(n) / MINUTE)).toEqual([0, 15, 15, 30, 60, 120, 1440]);
    const account = await createAccount(test.ctx);
    const start = Date.now() + 10 * 24 * 60 * MINUTE;
    at(start, 0);
    for (let i = 0; i < 5; i += 1) expect((await signIn(account.email, 'Wr0ngPass!')).statusCode).toBe(401);
    expect((await signIn(account.email, account.password)).statusCode).toBe(429);
    // Each failure after a lockout locks again; the fifth more doubles it.
    for (const minute of [16, 32, 48, 64, 80]) {
      at(start, minute);
      expect((await signIn(account.email, 'Wr0ngPass!')).statusCode).toBe(401);
      expect((await signIn(account.email, account.password)).statusCode).toBe(429);
    }
    at(start, 80 + 29);
    expect((await signIn(account.email, account.password)).statusCode).toBe(429);
    at(start, 80 + 31);
    expect((await signIn(account.email, account.password)).statusCode).toBe(200);
  });

  it(`never takes more than ${ACCOUNT_FAILURES_PER_HOUR} failures an hour for one account, whatever the addresses`, async () => {
    const account = await createAccount(test.ctx);
    const now = new Date();
    // An attacker spreading guesses over many addresses, four per address (under the per-address limit).
    await test.ctx.db.insert(authAttempts).values(
      Array.from({ length: ACCOUNT_FAILURES_PER_HOUR - 1 }, (_unused, i) => ({
        kind: 'signin',
        email: account.email,
        ip: `10.9.${i >> 2}.1`,
        createdAt: now,
      })),
    );
    // Growing delays (issue 14): with 99 failures this hour the next attempt waits; it is refused, not tried.
    expect((await signIn(account.email, 'Wr0ngPass!', '10.10.0.1')).statusCode).toBe(429);
    const blocked = await signIn(account.email, account.password, '10.10.0.2');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    // Another account is not affected, and the hour passing lifts the limit.
    const other = await createAccount(test.ctx);
    expect((await signIn(other.email, other.password, '10.10.0.2')).statusCode).toBe(200);
    test.setNow(new Date(now.getTime() + 61 * MINUTE));
    expect((await signIn(account.email, account.password, '10.10.0.2')).statusCode).toBe(200);
  });

  it(`limits reset requests for one e-mail to ${ACCOUNT_RESETS_PER_HOUR} an hour across addresses`, async () => {
    const account = await createAccount(test.ctx);
    await test.ctx.db
      .insert(authAttempts)
      .values(
        Array.from({ length: ACCOUNT_RESETS_PER_HOUR }, (_unused, i) => ({ kind: 'forgot', email: account.email, ip: `10.8.${i}.1`, createdAt: new Date() })),
      );
    const response = await forgot(account.email, '10.11.0.1');
    expect(response.statusCode).toBe(429);
    expect(await test.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, account.email))).toHaveLength(0);
  });

  it('answers a reset request in about the same time whether or not the e-mail has an account', async () => {
    const account = await createAccount(test.ctx);
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await forgot(email, '10.12.0.1');
      expect(response.statusCode).toBe(200);
      return performance.now() - started;
    };
    const known = await timed(account.email);
    const unknown = await timed('nobody.here@example.com');
    // Both wait out the same floor, which the mail work fits inside.
    expect(known).toBeGreaterThanOrEqual(FORGOT_ANSWER_MS - 5);
    expect(unknown).toBeGreaterThanOrEqual(FORGOT_ANSWER_MS - 5);
    const rows = await test.ctx.db
      .select()
      .from(authAttempts)
      .where(and(eq(authAttempts.kind, 'forgot'), eq(authAttempts.ip, '10.12.0.1')));
    expect(rows).toHaveLength(2);
  });

  describe('client addresses behind a proxy', () => {
    it('reads TRUST_PROXY as a number of proxies or their addresses, never "trust every hop"', () => {
      const trust = (value?: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
      expect([trust(), trust('0'), trust('false')]).toEqual([false, false, false]);
      expect([trust('1'), trust('true'), trust('2')]).toEqual([1, 1, 2]);
      expect(trust('10.0.0.0/8, 192.168.1.10')).toBe('10.0.0.0/8, 192.168.1.10');
      expect(() => trust('everyone')).toThrow(/TRUST_PROXY: must be 0, 1, a number of proxies/);
    });

    it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
      const account = await createAccount(test.ctx);
      const spoof = (ip: string, password: string) =>
        request(test.app, authEndpoints.signIn, { body: { email: account.email, password }, headers: { 'x-forwarded-for': ip } });
      for (let i = 0; i < 5; i += 1) await spoof(`10.20.0.${i}`, 'Wr0ngPass!');
      // Changing the header does not give a fresh address: the lockout holds.
      expect((await spoof('10.20.1.1', account.password)).statusCode).toBe(429);
    });

    it('takes the address the proxy saw from X-Forwarded-For with TRUST_PROXY', async () => {
      const proxied = await createTestApp({ trustProxy: 1 });
      try {
        const account = await createAccount(proxied.ctx);
        const via = (ip: string, password: string) =>
          request(proxied.app, authEndpoints.signIn, { body: { email: account.email, password }, headers: { 'x-forwarded-for': ip } });
        for (let i = 0; i < 5; i += 1) await via('203.0.113.7', 'Wr0ngPass!');
        expect((await via('203.0.113.7', account.password)).statusCode).toBe(429);
        // A client that writes its own X-Forwarded-For only adds entries to the left of the one the proxy
        // appends: the lockout follows the proxy's entry.
        expect((await via('198.51.100.50, 203.0.113.7', account.password)).statusCode).toBe(429);
        expect((await via('198.51.100.9', account.password)).statusCode).toBe(200);
      } finally {
        await proxied.close();
      }
      // An app of its own and eight password checks: past 30 s on PGlite on a machine busy with other suites.
    }, 90_000);
  });
});
