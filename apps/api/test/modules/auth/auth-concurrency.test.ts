import { authEndpoints } from '@guardian/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../src/db/schema';
import { createAccount, createTestApp, databaseKind, type TestApp } from '../../support/helper';
import { request } from '../../support/request';

const INVALID = { message: 'Invalid email or password.' };
const TOO_MANY = { message: 'Too many attempts. Please try again in 15 minutes.' };
const SENT = 'If an account exists for this email, a password reset link has been sent.';
const RESET_INVALID = { message: 'This reset link is invalid or has expired. Please request a new one.' };
const RESET_DONE = { message: 'Your password has been reset. You can now sign in.' };
const LINK = /http:\/\/guardian\.test\/auth\/reset-password\/([A-Za-z0-9_-]+)/;
const DAY = 24 * 3600_000;

/** Requests that arrive together: the limits and the one live reset link must hold as they do one at a time. */
describe(`sign-in and reset under concurrent requests on ${databaseKind}`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());
  afterEach(() => test.setNow());

  let clock = Date.now() + 30 * DAY;
  /** Each test on its own day of the server's clock, so that no window of one reaches the next. */
  const freshClock = () => {
    clock += 3 * DAY;
    test.setNow(new Date(clock));
  };

  const signIn = (email: string, password: string, remoteAddress = '198.19.0.1') =>
    request(test.app, authEndpoints.signIn, { body: { email, password }, remoteAddress });
  const forgot = (email: string, remoteAddress = '198.19.0.1') => request(test.app, authEndpoints.requestPasswordReset, { body: { email }, remoteAddress });
  const reset = (token: string, password: string) =>
    request(test.app, authEndpoints.resetPassword, { params: { token }, body: { new_password: password, confirm_password: password } });
  /** The reset links mailed to this address, oldest first. */
  const linksMailedTo = async (email: string) => {
    const mails = await test.ctx.db.select({ text: mailOutbox.text }).from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.id));
    return mails.map((mail) => mail.text.match(LINK)?.[1] ?? 'no link in the mail').reverse();
  };
  const answers = (responses: { statusCode: number; json: () => unknown }[]) =>
    responses.map((response) => ({ status: response.statusCode, body: response.json() }));
  const times = <T>(n: number, run: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_unused, i) => run(i)));

  it('ten wrong passwords at once for one account from one address: five are checked, the other five are locked out', async () => {
    freshClock();
    const account = await createAccount(test.ctx);
    const responses = answers(await times(10, () => signIn(account.email, 'Wr0ngPass!')));
    expect(responses.filter((r) => r.status === 401)).toEqual(Array.from({ length: 5 }, () => ({ status: 401, body: INVALID })));
    expect(responses.filter((r) => r.status !== 401)).toEqual(Array.from({ length: 5 }, () => ({ status: 429, body: TOO_MANY })));
    // The right password is locked out as well now.
    expect(answers([await signIn(account.email, account.password)])).toEqual([{ status: 429, body: TOO_MANY }]);
  });

  it('ten reset requests at once for one e-mail from one address send exactly five mails', async () => {
    freshClock();
    const account = await createAccount(test.ctx);
    const responses = await times(10, () => forgot(account.email));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
    for (const response of responses.filter((r) => r.statusCode === 200)) expect(response.json().message).toBe(SENT);
    for (const response of responses.filter((r) => r.statusCode === 429)) expect(response.json()).toEqual(TOO_MANY);
    expect(await linksMailedTo(account.email)).toHaveLength(5);
  });

  it('six reset requests at once from six addresses: only the link mailed last works', async () => {
    freshClock();
    const account = await createAccount(test.ctx);
    const responses = await times(6, (i) => forgot(account.email, `198.19.1.${i + 1}`));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const links = await linksMailedTo(account.email);
    expect(links).toHaveLength(6);
    const newest = links.pop()!;
    for (const older of links) expect(answers([await reset(older, 'Older1!x')]), older).toEqual([{ status: 400, body: RESET_INVALID }]);
    expect(answers([await reset(newest, 'N3wPass!')])).toEqual([{ status: 200, body: RESET_DONE }]);
    expect((await signIn(account.email, 'N3wPass!', '198.19.1.9')).statusCode).toBe(200);
  });

  describe('an account that may not sign in here gets the same answer whether the password is right or wrong', () => {
    it.each([
      ['an app end user', { roleId: 6 }],
      ['a deactivated admin', { status: 0 }],
    ])('%s: 401 wrong credentials for both', async (_who, overrides) => {
      freshClock();
      const account = await createAccount(test.ctx, overrides);
      const right = answers([await signIn(account.email, account.password)]);
      const wrong = answers([await signIn(account.email, 'Wr0ngPass!')]);
      expect(right).toEqual([{ status: 401, body: INVALID }]);
      expect(wrong).toEqual(right);
    });

    it('the right password counts towards the lockout like a wrong one, so the lockout does not tell either', async () => {
      freshClock();
      const account = await createAccount(test.ctx, { status: 0 });
      for (const password of [account.password, 'Wr0ngPass!', account.password, 'Wr0ngPass!', account.password]) {
        expect(answers([await signIn(account.email, password)])).toEqual([{ status: 401, body: INVALID }]);
      }
      expect(answers([await signIn(account.email, account.password)])).toEqual([{ status: 429, body: TOO_MANY }]);
    });
  });
});
