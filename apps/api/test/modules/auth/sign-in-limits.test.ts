import { authEndpoints } from '@guardian/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, authAttempts } from '../../../src/db/schema';
import { accountDelayMs, ADDRESS_FAILURES_PER_WINDOW } from '../../../src/modules/auth/attempts.repository';
import { createAccount, createTestApp, databaseKind, type TestApp } from '../../support/helper';
import { request } from '../../support/request';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const INVALID = { message: 'Invalid email or password.' };
const wait = (text: string) => ({ message: `Too many attempts. Please try again in ${text}.` });

/** Issue 14, point 5: limits that stop guessing without letting anyone lock the owner out. */
describe(`sign-in limits on ${databaseKind}`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());
  afterEach(() => test.setNow());

  const signIn = (email: string, password: string, remoteAddress: string) =>
    request(test.app, authEndpoints.signIn, { body: { email, password }, remoteAddress });
  let clock = Date.now() + 30 * 24 * 60 * MINUTE;
  /** Each test on its own stretch of the server's clock, days apart, so no window of one reaches the next. */
  const freshClock = () => {
    clock += 3 * 24 * 60 * MINUTE;
    test.setNow(new Date(clock));
    return clock;
  };
  const at = (start: number, ms: number) => test.setNow(new Date(start + ms));

  it(`caps one address at ${ADDRESS_FAILURES_PER_WINDOW} failures per 15 minutes across e-mails (spraying), with the true wait`, async () => {
    const start = freshClock();
    const owner = await createAccount(test.ctx);
    for (let i = 0; i < ADDRESS_FAILURES_PER_WINDOW; i += 1) {
      at(start, i * 10 * SECOND);
      const response = await signIn(`sprayed.${i}@example.com`, 'Passw0rd!', '198.18.0.1');
      expect(response.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    // The 21st, 4 minutes after the first failure: the first leaves the window 11 minutes later.
    at(start, 4 * MINUTE);
    const blocked = await signIn(owner.email, owner.password, '198.18.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(wait('11 minutes'));
    // Another address is not affected, and the window passing lifts it.
    expect((await signIn(owner.email, owner.password, '198.18.0.2')).statusCode).toBe(200);
    at(start, 15 * MINUTE + SECOND);
    expect((await signIn(owner.email, owner.password, '198.18.0.1')).statusCode).toBe(200);
  });

  it('failures from 22 addresses slow sign-in to the account down, but never hold the owner at an address that signed in before', async () => {
    const start = freshClock();
    const owner = await createAccount(test.ctx);
    expect((await signIn(owner.email, owner.password, '198.18.1.1')).statusCode).toBe(200);
    // The probe: five wrong passwords from each of 22 addresses.
    let t = 0;
    for (let address = 0; address < 22; address += 1) {
      for (let i = 0; i < 5; i += 1) {
        at(start, (t += SECOND));
        const response = await signIn(owner.email, 'Wr0ngPass!', `198.18.2.${address}`);
        expect([401, 429]).toContain(response.statusCode);
      }
    }
    // At home, right away: no wait at all.
    at(start, (t += SECOND));
    const home = await signIn(owner.email, owner.password, '198.18.1.1');
    expect(home.statusCode, home.body).toBe(200);

    // From a new address the owner waits, and is told exactly how long; after that wait the sign-in works.
    await signIn(owner.email, 'Wr0ngPass!', '198.18.3.1');
    const failures = await test.ctx.db
      .select()
      .from(authAttempts)
      .where(and(eq(authAttempts.kind, 'signin'), eq(authAttempts.email, owner.email)));
    const last = Math.max(...failures.map((row) => row.createdAt.getTime()));
    const delay = accountDelayMs(failures.length);
    expect(delay).toBeGreaterThan(0);
    expect(delay).toBeLessThanOrEqual(15 * MINUTE);
    at(last, delay - 30 * SECOND);
    const away = await signIn(owner.email, owner.password, '198.18.3.2');
    expect(away.statusCode).toBe(429);
    expect(away.json().message).toMatch(/^Too many attempts\. Please try again in (30 seconds|1 minute)\.$/);
    at(last, delay);
    expect((await signIn(owner.email, owner.password, '198.18.3.2')).statusCode).toBe(200);
  });

  it('delays grow with each failure past the tenth: 1 s, 2 s, 4 s, 8 s...', async () => {
    const start = freshClock();
    const account = await createAccount(test.ctx);
    let t = 0;
    // Ten failures from ten addresses (two per address, under every per-address limit) cost nothing.
    for (let i = 0; i < 10; i += 1) {
      at(start, (t += 100));
      expect((await signIn(account.email, 'Wr0ngPass!', `198.18.4.${i >> 1}`)).json()).toEqual(INVALID);
    }
    for (const [n, delay] of [
      [10, 1],
      [11, 2],
      [12, 4],
      [13, 8],
    ] as const) {
      expect(accountDelayMs(n)).toBe(delay * SECOND);
      // Right after the last failure the whole delay is left, and the answer says so.
      at(start, t);
      const early = await signIn(account.email, 'Wr0ngPass!', `198.18.5.${n}`);
      expect(early.statusCode).toBe(429);
      expect(early.json()).toEqual(wait(delay === 1 ? '1 second' : `${delay} seconds`));
      at(start, (t += delay * SECOND));
      expect((await signIn(account.email, 'Wr0ngPass!', `198.18.5.${n}`)).json()).toEqual(INVALID);
    }
    expect(accountDelayMs(30)).toBe(15 * MINUTE);
  });

  it('the lockout message gives the wait that is left, not always 15 minutes', async () => {
    const start = freshClock();
    const account = await createAccount(test.ctx);
    for (let i = 0; i < 5; i += 1) await signIn(account.email, 'Wr0ngPass!', '198.18.6.1');
    at(start, 7 * MINUTE);
    expect((await signIn(account.email, account.password, '198.18.6.1')).json()).toEqual(wait('8 minutes'));
    at(start, 14 * MINUTE + 30 * SECOND);
    expect((await signIn(account.email, account.password, '198.18.6.1')).json()).toEqual(wait('30 seconds'));
  });

  it('anonymous noise is one audit row per address and window: 40 guesses at unknown e-mails, then refusals', async () => {
    const start = freshClock();
    for (let i = 0; i < 40; i += 1) {
      at(start, i * SECOND);
      expect((await signIn(`nobody.${i}@example.com`, 'Passw0rd!', '198.18.7.1')).statusCode).toBe(i < ADDRESS_FAILURES_PER_WINDOW ? 401 : 429);
    }
    const rows = await test.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.ip, '198.18.7.1'), isNull(auditLog.actorId)));
    expect(rows.map((row) => [row.action, (row.summary as { attempts: number }).attempts]).sort()).toEqual([
      ['auth.signin.blocked', 40 - ADDRESS_FAILURES_PER_WINDOW],
      ['auth.signin.failed', ADDRESS_FAILURES_PER_WINDOW],
    ]);
    const failed = rows.find((row) => row.action === 'auth.signin.failed')!;
    expect((failed.summary as { emails: string[] }).emails).toHaveLength(ADDRESS_FAILURES_PER_WINDOW);
    expect(failed.actorEmail).toBe(`nobody.${ADDRESS_FAILURES_PER_WINDOW - 1}@example.com`);
    // A new window starts a new row.
    at(start, 20 * MINUTE);
    await signIn('nobody.late@example.com', 'Passw0rd!', '198.18.7.1');
    expect(
      await test.ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.ip, '198.18.7.1'), eq(auditLog.action, 'auth.signin.failed'))),
    ).toHaveLength(2);
  });
});
