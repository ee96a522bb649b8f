import { authEndpoints, cmsEndpoints } from '@guardian/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar } from '@guardian/contracts/messages/ar/index';
import { cmsTemplates, mailOutbox } from '../../../src/db/schema';
import { asRole, createAccount, createTestApp, databaseKind, type TestApp } from '../../support/helper';
import { request, requestRaw } from '../../support/request';

/**
 * The e-mail chrome in the right language (issue 17, decision 023): what the server writes into a template
 * follows the template's language; without a CMS template, the built-in one is in the admin's language.
 */
describe(`e-mail chrome in Arabic and English on ${databaseKind}`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  const RESET = and(eq(cmsTemplates.templateType, 1), eq(cmsTemplates.slug, 'forgot-password'));
  const forgot = (email: string) => request(test.app, authEndpoints.requestPasswordReset, { body: { email } });
  const lastMailTo = async (email: string) =>
    (await test.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.id)).limit(1))[0]!;

  /** Runs with the reset template changed (or out of the way: another slug), then puts the seeded one back. */
  async function withResetTemplate(change: { subject: string; content: string } | null, run: () => Promise<void>) {
    const [original] = await test.ctx.db.select().from(cmsTemplates).where(RESET);
    await test.ctx.db
      .update(cmsTemplates)
      .set(change ?? { slug: 'forgot-password-away' })
      .where(eq(cmsTemplates.id, original!.id));
    try {
      await run();
    } finally {
      await test.ctx.db
        .update(cmsTemplates)
        .set({ slug: original!.slug, subject: original!.subject, content: original!.content })
        .where(eq(cmsTemplates.id, original!.id));
    }
  }

  it('an English template stays English for an Arabic admin: the wait in English, no right-to-left', async () => {
    const account = await createAccount(test.ctx, { language: 'ar' });
    expect((await forgot(account.email)).statusCode).toBe(200);
    const mail = await lastMailTo(account.email);
    expect(mail.subject).toBe('Reset your Guardian password');
    expect(mail.html).toContain('expires in 1 hour');
    expect(mail.html).not.toContain('dir="rtl"');
  });

  it('an Arabic template gets the wait in Arabic and is sent right to left', async () => {
    const account = await createAccount(test.ctx);
    await withResetTemplate(
      { subject: 'إعادة تعيين كلمة مرور {{productName}}', content: '<p>مرحبًا {{name}}، ينتهي الرابط بعد {{expiresIn}}: <a href="{{link}}">الرابط</a></p>' },
      async () => {
        expect((await forgot(account.email)).statusCode).toBe(200);
        const mail = await lastMailTo(account.email);
        expect(mail.subject).toBe('إعادة تعيين كلمة مرور Guardian');
        expect(mail.html).toMatch(
          /^<div dir="rtl" lang="ar"><p>مرحبًا Test Person\d+، ينتهي الرابط بعد ساعة واحدة: <a href="http[^"]+">الرابط<\/a><\/p><\/div>$/,
        );
        expect(mail.text).toContain('ساعة واحدة');
      },
    );
  });

  it("without a CMS template: the built-in mail in the admin's language (English unchanged)", async () => {
    const arabic = await createAccount(test.ctx, { language: 'ar' });
    const english = await createAccount(test.ctx);
    await withResetTemplate(null, async () => {
      await forgot(arabic.email);
      await forgot(english.email);
      const inArabic = await lastMailTo(arabic.email);
      expect(inArabic.subject).toBe(ar.mail.resetSubject.replace('{{productName}}', 'Guardian'));
      expect(inArabic.html).toMatch(
        /^<div dir="rtl" lang="ar"><p>مرحبًا Test Person\d+،<\/p><p><a href="http[^"]+">أعد تعيين كلمة المرور<\/a>\. تنتهي صلاحية الرابط بعد ساعة واحدة\.<\/p><\/div>$/,
      );
      const inEnglish = await lastMailTo(english.email);
      expect(inEnglish.subject).toBe('Reset your Guardian password');
      expect(inEnglish.html).toMatch(/^<p>Hello Test Person\d+,<\/p><p><a href="http[^"]+">Reset your password<\/a>\. The link expires in 1 hour\.<\/p>$/);
    });
  });

  it('a preview fills an Arabic draft with Arabic samples, an English one with the English samples', async () => {
    const { call } = await asRole(test, 2);
    const [template] = await test.ctx.db.select().from(cmsTemplates).where(RESET);
    const preview = (content: string) =>
      requestRaw(call, cmsEndpoints.previewTemplate, { params: { id: template!.id }, body: { content, subject: template!.subject } });
    const arabic = (await preview('<p>مرحبًا {{name}}، ينتهي الرابط بعد {{expiresIn}}: {{link}}</p>')).json();
    expect(arabic.data.content).toContain(`مرحبًا ${ar.mail.sampleName}، ينتهي الرابط بعد ساعة واحدة`);
    expect(arabic.data.content).toMatch(/^<div dir="rtl" lang="ar">/);
    const english = (await preview('<p>Hello {{name}}, it expires in {{expiresIn}}: {{link}}</p>')).json();
    expect(english.data.content).toContain('Hello Jane Doe, it expires in 1 hour');
  });
});
