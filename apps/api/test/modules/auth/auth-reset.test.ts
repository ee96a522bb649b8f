import { authEndpoints, profileEndpoints } from '@guardian/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cmsTemplates, mailOutbox } from '../../../src/db/schema';
import { createAccount, createTestApp, databaseKind, signInAs, type TestApp } from '../../support/helper';
import { request } from '../../support/request';

const SENT = 'If an account exists for this email, a password reset link has been sent.';
const RESET_INVALID = 'This reset link is invalid or has expired. Please request a new one.';
const RESET_DONE = 'Your password has been reset. You can now sign in.';
const LINK = /http:\/\/guardian\.test\/auth\/reset-password\/([A-Za-z0-9_-]+)/;
const MINUTE = 60_000;

describe(`password reset on ${databaseKind}`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());
  afterEach(() => test.setNow());

  const forgot = (email: string, remoteAddress?: string) =>
    request(test.app, authEndpoints.requestPasswordReset, { body: { email }, ...(remoteAddress ? { remoteAddress } : {}) });
  const reset = (token: string, newPassword: string, confirmPassword = newPassword) =>
    request(test.app, authEndpoints.resetPassword, { params: { token }, body: { new_password: newPassword, confirm_password: confirmPassword } });
  const mailsTo = (email: string) => test.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.id));
  const signIn = (email: string, password: string) => request(test.app, authEndpoints.signIn, { body: { email, password } });

  /** Asks for a reset link and returns the token from the mail, as the operator would follow it. */
  async function resetTokenFor(email: string): Promise<string> {
    expect((await forgot(email)).statusCode).toBe(200);
    const [mail] = await mailsTo(email);
    const token = mail?.text.match(LINK)?.[1];
    if (!token) throw new Error('no reset link in the mail');
    return token;
  }

  describe('POST /v1/auth/admin-forgot-password', () => {
    it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
      const account = await createAccount(test.ctx, { firstName: 'Grace', lastName: 'Hopper' });
      const known = await forgot(account.email);
      const unknown = await forgot('no.such.person@example.com');
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual({ message: SENT, data: { message: SENT } });
      expect(unknown.json()).toEqual(known.json());

      expect(await mailsTo('no.such.person@example.com')).toHaveLength(0);
      const mails = await mailsTo(account.email);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      // Built from the seeded 'forgot-password' CMS e-mail template.
      expect(mail.subject).toBe('Reset your Guardian password');
      expect(mail.html).toContain('<h2>Reset your password</h2><p>Hello Grace Hopper,</p>');
      expect(mail.html).toMatch(/<a href="http:\/\/guardian\.test\/auth\/reset-password\/[A-Za-z0-9_-]{40,}">Choose a new password<\/a>/);
      expect(mail.html).toContain('This link works once and expires in 1 hour.');
      expect(mail.text).toMatch(LINK);
    });

    it('uses the CMS template as an operator edited it', async () => {
      const account = await createAccount(test.ctx);
      const where = and(eq(cmsTemplates.templateType, 1), eq(cmsTemplates.slug, 'forgot-password'));
      const [original] = await test.ctx.db.select().from(cmsTemplates).where(where);
      await test.ctx.db.update(cmsTemplates).set({ subject: 'Edited {{productName}} subject', content: '<p>Edited for {{name}}: {{link}}</p>' }).where(where);
      try {
        await forgot(account.email);
        const [mail] = await mailsTo(account.email);
        expect(mail?.subject).toBe('Edited Guardian subject');
        expect(mail?.html).toMatch(new RegExp(`^<p>Edited for ${account.fullName}: ${LINK.source}</p>$`));
      } finally {
        await test.ctx.db.update(cmsTemplates).set({ subject: original!.subject, content: original!.content }).where(where);
      }
    });

    it('sends nothing to an app end user or an inactive admin, with the same answer', async () => {
      const appUser = await createAccount(test.ctx, { roleId: 6 });
      const inactive = await createAccount(test.ctx, { status: 0 });
      for (const account of [appUser, inactive]) {
        const response = await forgot(account.email);
        expect(response.statusCode).toBe(200);
        expect(response.json().message).toBe(SENT);
        expect(await mailsTo(account.email)).toHaveLength(0);
      }
    });

    it('cleans spaces, emoji and capitals from the e-mail', async () => {
      const account = await createAccount(test.ctx);
      expect((await forgot(`  ${account.email.toUpperCase()} 📧 `)).statusCode).toBe(200);
      expect(await mailsTo(account.email)).toHaveLength(1);
    });

    it.each([
      ['', 'Email is Required.'],
      ['🙂', 'Email is Required.'],
      ['not-an-email', 'Enter Valid Email.'],
    ])('answers 400 for %j', async (email, message) => {
      const response = await forgot(email);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, errors: { email: message } });
    });

    it('refuses the 6th request in 15 minutes with 429, then allows it again', async () => {
      const start = new Date();
      test.setNow(start);
      const account = await createAccount(test.ctx);
      for (let i = 0; i < 5; i += 1) expect((await forgot(account.email)).statusCode).toBe(200);
      const sixth = await forgot(account.email);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toEqual({ message: 'Too many attempts. Please try again in 15 minutes.' });
      expect(await mailsTo(account.email)).toHaveLength(5);
      // Another address is counted apart.
      expect((await forgot(account.email, '10.1.1.1')).statusCode).toBe(200);

      test.setNow(new Date(start.getTime() + 16 * MINUTE));
      expect((await forgot(account.email)).statusCode).toBe(200);
      expect(await mailsTo(account.email)).toHaveLength(7);
    });

    it('limits unknown e-mails the same way', async () => {
      for (let i = 0; i < 5; i += 1) expect((await forgot('unknown.limit@example.com')).statusCode).toBe(200);
      expect((await forgot('unknown.limit@example.com')).statusCode).toBe(429);
    });
  });

  describe('POST /v1/auth/admin-reset-password/{token}', () => {
    it('sets the new password with the token from the mail, once', async () => {
      const account = await createAccount(test.ctx);
      const token = await resetTokenFor(account.email);

      const response = await reset(token, 'N3wPass!');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: RESET_DONE });

      const again = await reset(token, 'Other1!x');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: RESET_INVALID });

      expect((await signIn(account.email, 'N3wPass!')).statusCode).toBe(200);
      const old = await signIn(account.email, account.password);
      expect(old.statusCode).toBe(401);
      expect(old.json()).toEqual({ message: 'Invalid email or password.' });
    });

    it('ends every session of the account', async () => {
      const account = await createAccount(test.ctx);
      const sessionA = await signInAs(test.app, account.email, account.password);
      const sessionB = await signInAs(test.app, account.email, account.password);
      await reset(await resetTokenFor(account.email), 'N3wPass!');
      for (const token of [sessionA, sessionB]) {
        const response = await request(test.app, profileEndpoints.getMyProfile, { headers: { authorization: `Bearer ${token}` } });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: 'Your session has expired. Please sign in again.' });
      }
    });

    it('works for an hour and not after', async () => {
      const start = new Date();
      const account = await createAccount(test.ctx);
      // A second account's link: a newer link of the same account would end the first (issue 14, point 3).
      const other = await createAccount(test.ctx);
      test.setNow(start);
      const fresh = await resetTokenFor(account.email);
      const stale = await resetTokenFor(other.email);

      test.setNow(new Date(start.getTime() + 59 * MINUTE));
      expect((await reset(fresh, 'N3wPass!')).statusCode).toBe(200);

      test.setNow(new Date(start.getTime() + 61 * MINUTE));
      const expired = await reset(stale, 'Other1!x');
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual({ message: RESET_INVALID });
      expect((await signIn(account.email, 'N3wPass!')).statusCode).toBe(200);
    });

    it('refuses an unknown token', async () => {
      const response = await reset('not-a-token-we-issued', 'N3wPass!');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: RESET_INVALID });
    });

    it.each([
      ['', '', 'New Password Is Required.', { new_password: 'New Password Is Required.', confirm_password: 'Confirm Password Is Required.' }],
      ['N3wPass!', 'N3wPass?', "Passwords aren't matching", { confirm_password: "Passwords aren't matching" }],
      ['short1!', 'short1!', 'Password Should Contain Minimum 8 Character', { new_password: 'Password Should Contain Minimum 8 Character' }],
      ['NoDigits!', 'NoDigits!', 'Please Enter Your Valid Password.', { new_password: 'Please Enter Your Valid Password.' }],
    ])('answers 400 for %j / %j and leaves the token usable', async (newPassword, confirmPassword, message, errors) => {
      const account = await createAccount(test.ctx);
      const token = await resetTokenFor(account.email);
      const response = await reset(token, newPassword, confirmPassword);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, errors });
      expect((await signIn(account.email, account.password)).statusCode).toBe(200);
      expect((await reset(token, 'N3wPass!')).statusCode).toBe(200);
    });

    it('audits the request and the reset', async () => {
      const account = await createAccount(test.ctx);
      await reset(await resetTokenFor(account.email), 'N3wPass!');
      const rows = await test.ctx.db.select().from(auditLog).where(eq(auditLog.actorId, account.id)).orderBy(auditLog.id);
      expect(rows.map((row) => row.action)).toEqual(['auth.reset.requested', 'auth.reset.completed']);
    });
  });
});
