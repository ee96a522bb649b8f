import { authEndpoints, cmsEndpoints } from '@guardian/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cmsTemplates, mailOutbox } from '../../../src/db/schema';
import { asRole, createAccount, createTestApp, databaseKind, type TestApp } from '../../support/helper';
import { request } from '../../support/request';

type Call = Awaited<ReturnType<typeof asRole>>['call'];

describe(`CMS templates and static pages on ${databaseKind}`, () => {
  let test: TestApp;
  let call: Call;
  /** The reset template carries a secret link: only super admins edit it. */
  let superAdminCall: Call;
  const idOf = async (type: number, slug: string) => {
    const [row] = await test.ctx.db
      .select()
      .from(cmsTemplates)
      .where(and(eq(cmsTemplates.templateType, type), eq(cmsTemplates.slug, slug)));
    if (!row) throw new Error(`no template ${type}:${slug}`);
    return row.id;
  };
  beforeAll(async () => {
    test = await createTestApp();
    ({ call } = await asRole(test, 3));
    ({ call: superAdminCall } = await asRole(test, 2));
  });
  afterAll(() => test.close());

  describe('GET /v1/cms/list-templates', () => {
    it('needs a session', async () => {
      const response = await request(test.app, cmsEndpoints.listTemplates, { query: { template_type: 1 } });
      expect(response.statusCode).toBe(401);
    });

    it('lists e-mail templates (1) with eTempId, eTempName, content and their placeholders', async () => {
      const response = await request(call, cmsEndpoints.listTemplates, { query: { template_type: 1 } });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.TotalResult).toBe(4);
      expect(body.data.map((row: { eTempName: string }) => row.eTempName)).toEqual([
        'Forgot Password',
        'Welcome',
        'Emergency Alert',
        'Emergency Contact Consent',
      ]);
      expect(body.data[0]).toEqual({
        eTempId: expect.any(Number),
        eTempName: 'Forgot Password',
        subject: 'Reset your {{productName}} password',
        content: expect.stringContaining('<a href="{{link}}">'),
        placeholders: ['name', 'link', 'expiresIn', 'productName'],
        requiredPlaceholders: ['link'],
        secretPlaceholders: ['link'],
        updatedAt: expect.any(String),
      });
    });

    it('lists SMS templates (2) with sTempId, sTempName and content', async () => {
      const body = (await request(call, cmsEndpoints.listTemplates, { query: { template_type: 2 } })).json();
      expect(body.TotalResult).toBe(4);
      expect(Object.keys(body.data[0]).sort()).toEqual([
        'content',
        'placeholders',
        'requiredPlaceholders',
        'sTempId',
        'sTempName',
        'secretPlaceholders',
        'updatedAt',
      ]);
    });

    it('lists static pages (3) with pageId, pageTitle and content, and never a warning audio', async () => {
      const body = (await request(call, cmsEndpoints.listTemplates, { query: { template_type: 3 } })).json();
      expect(body.TotalResult).toBe(4);
      expect(body.data.map((row: { pageTitle: string }) => row.pageTitle)).toEqual(['Terms and Conditions', 'Privacy Policy', 'About Us', 'FAQ']);
      expect(Object.keys(body.data[0]).sort()).toEqual(['content', 'pageId', 'pageTitle', 'updatedAt']);
      const emails = (await request(call, cmsEndpoints.listTemplates, { query: { template_type: 1 } })).body;
      expect(emails).not.toMatch(/Loud Siren|audioFile|triggerTime/);
    });

    it('pages with limit and page_no', async () => {
      const body = (await request(call, cmsEndpoints.listTemplates, { query: { template_type: 3, limit: 10, page_no: 2 } })).json();
      expect(body).toMatchObject({ data: [], TotalResult: 4 });
    });

    it.each(['', '0', '4', 'email', '1.5'])('refuses template_type=%j with a clear message', async (value) => {
      const response = await request(call, cmsEndpoints.listTemplates, { query: { template_type: value } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('template_type must be 1 (e-mail), 2 (SMS) or 3 (static page).');
    });

    it('refuses a page size outside 10, 25, 50, 75, 100', async () => {
      const response = await request(call, cmsEndpoints.listTemplates, { query: { template_type: 1, limit: 7 } });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('PATCH /v1/cms/update-email-template/{id}', () => {
    it('saves sanitised HTML, keeps formatting, headings, lists, links and images, and audits the change', async () => {
      const id = await idOf(1, 'welcome');
      const content =
        '<h2>Hi {{name}}</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
        '<p><a href="https://guardian.example/help" target="_blank">help</a> <a href="mailto:help@guardian.example">mail</a></p>' +
        '<p><img src="https://guardian.example/logo.png" alt="logo"></p>' +
        '<script>alert(1)</script><p onclick="alert(2)">x</p><a href="javascript:alert(3)">bad</a><iframe src="https://evil.example"></iframe>';
      const response = await request(call, cmsEndpoints.updateEmailTemplate, { params: { id }, body: { content } });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe('Updated Successfully');
      const saved = response.json().data.content as string;
      expect(saved).toBe(
        '<h2>Hi {{name}}</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
          '<p><a href="https://guardian.example/help" target="_blank" rel="noopener noreferrer">help</a> <a href="mailto:help@guardian.example">mail</a></p>' +
          '<p><img src="https://guardian.example/logo.png" alt="logo" /></p><p>x</p><a>bad</a>',
      );
      const [audit] = await test.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'cms.template.updated')).orderBy(desc(auditLog.id)).limit(1);
      expect(audit).toMatchObject({ entityType: 'cms_template', entityId: String(id) });
    });

    it('renders the forgot-password mail from the edited template, subject included', async () => {
      const id = await idOf(1, 'forgot-password');
      const response = await request(superAdminCall, cmsEndpoints.updateEmailTemplate, {
        params: { id },
        body: {
          subject: 'New {{productName}} password for {{name}}',
          content: '<p>Dear {{name}}, <a href="{{link}}">reset it here</a> within {{expiresIn}}.</p>',
        },
      });
      expect(response.statusCode).toBe(200);
      const account = await createAccount(test.ctx, { firstName: 'Ada', lastName: 'Lovelace' });
      await request(test.app, authEndpoints.requestPasswordReset, { body: { email: account.email } });
      const [mail] = await test.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, account.email));
      expect(mail?.subject).toBe('New Guardian password for Ada Lovelace');
      expect(mail?.html).toMatch(
        /^<p>Dear Ada Lovelace, <a href="http:\/\/guardian\.test\/auth\/reset-password\/[A-Za-z0-9_-]+">reset it here<\/a> within 1 hour\.<\/p>$/,
      );
    });

    it('refuses a placeholder the template does not have, and a template without its link', async () => {
      const id = await idOf(1, 'forgot-password');
      const unknown = await request(superAdminCall, cmsEndpoints.updateEmailTemplate, { params: { id }, body: { content: '<p>{{link}} {{password}}</p>' } });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe('{{password}} is not a placeholder of this template. Use {{name}}, {{link}}, {{expiresIn}}, {{productName}}.');
      const missing = await request(superAdminCall, cmsEndpoints.updateEmailTemplate, { params: { id }, body: { content: '<p>Hello {{name}}</p>' } });
      expect(missing.json()).toMatchObject({ message: 'The template must contain {{link}}.', errors: { content: 'The template must contain {{link}}.' } });
      // Each problem under the field that has it: the subject's own under subject, not under the content.
      const inSubject = await request(superAdminCall, cmsEndpoints.updateEmailTemplate, {
        params: { id },
        body: { subject: 'Reset {{token}}', content: '<p>Hello {{name}}</p>' },
      });
      expect(inSubject.statusCode).toBe(400);
      expect(inSubject.json().errors).toEqual({
        subject: '{{token}} is not a placeholder of this template. Use {{name}}, {{link}}, {{expiresIn}}, {{productName}}.',
        content: 'The template must contain {{link}}.',
      });
    });

    it.each(['', '<p></p>', '<p>&nbsp; </p>', '<script>alert(1)</script>'])('refuses empty content %j', async (content) => {
      const response = await request(call, cmsEndpoints.updateEmailTemplate, { params: { id: await idOf(1, 'welcome') }, body: { content } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please enter the content.');
    });

    it('answers 404 for an SMS template id, a static page id and an unknown id', async () => {
      for (const id of [await idOf(2, 'alert-stopped'), await idOf(3, 'faq'), 999999]) {
        const response = await request(call, cmsEndpoints.updateEmailTemplate, { params: { id }, body: { content: '<p>x</p>' } });
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('This template does not exist.');
      }
    });

    it('needs a session', async () => {
      const response = await request(test.app, cmsEndpoints.updateEmailTemplate, { params: { id: await idOf(1, 'welcome') }, body: { content: '<p>x</p>' } });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('PATCH /v1/cms/update-sms-template/{id}', () => {
    it('stores plain text as typed (markup is text here, not HTML)', async () => {
      const id = await idOf(2, 'alert-stopped');
      const response = await request(call, cmsEndpoints.updateSmsTemplate, { params: { id }, body: { content: '  {{name}} is safe <b>now</b> & ok ' } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ message: 'Updated Successfully', data: { sTempId: id, content: '{{name}} is safe <b>now</b> & ok' } });
    });

    it('refuses empty text, text over ten SMS parts (GSM-7 or UCS-2) and a dropped verification code, changing nothing', async () => {
      const alert = await idOf(2, 'alert-stopped');
      expect((await request(call, cmsEndpoints.updateSmsTemplate, { params: { id: alert }, body: { content: '   ' } })).json().message).toBe(
        'Please enter the content.',
      );
      const before = (await request(call, cmsEndpoints.listTemplates, { query: { template_type: 2, limit: 100 } })).body;
      // Ten parts of 153 GSM-7 characters; one more makes eleven. In Arabic (UCS-2) a part holds 67.
      for (const [content, parts] of [
        ['x'.repeat(1531), 11],
        ['م'.repeat(671), 11],
      ] as const) {
        const response = await request(call, cmsEndpoints.updateSmsTemplate, { params: { id: alert }, body: { content } });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          message: `An SMS may have at most 10 parts; this one has ${parts}.`,
          errors: { content: `An SMS may have at most 10 parts; this one has ${parts}.` },
        });
      }
      expect((await request(call, cmsEndpoints.listTemplates, { query: { template_type: 2, limit: 100 } })).body).toBe(before);
      const tenParts = await request(call, cmsEndpoints.updateSmsTemplate, { params: { id: alert }, body: { content: 'x'.repeat(1530) } });
      expect(tenParts.statusCode, tenParts.body).toBe(200);
      const code = await idOf(2, 'verification-code');
      const response = await request(call, cmsEndpoints.updateSmsTemplate, { params: { id: code }, body: { content: 'Your code is ready.' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('The template must contain {{code}}.');
    });

    it('answers 404 for an e-mail template id', async () => {
      const response = await request(call, cmsEndpoints.updateSmsTemplate, { params: { id: await idOf(1, 'welcome') }, body: { content: 'x' } });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('POST /v1/cms/preview-template/{id}', () => {
    it('fills an e-mail draft with sample values, escaped and sanitised, as the mail would carry it (no picture loaded from elsewhere)', async () => {
      const id = await idOf(1, 'forgot-password');
      const response = await request(call, cmsEndpoints.previewTemplate, {
        params: { id },
        body: { subject: 'For {{name}}', content: '<p>Hi {{name}} <a href="{{link}}">go</a> {{unknown}}</p><img src=x onerror=alert(1)>' },
      });
      expect(response.json().data).toEqual({
        subject: 'For Jane Doe',
        content: '<p>Hi Jane Doe <a href="https://guardian.example/sample-link">go</a> {{unknown}}</p><img />',
      });
    });

    it('fills an SMS draft as text', async () => {
      const response = await request(call, cmsEndpoints.previewTemplate, {
        params: { id: await idOf(2, 'verification-code') },
        body: { content: '{{productName}}: {{code}}' },
      });
      expect(response.json().data).toEqual({ subject: null, content: 'Guardian: 482913' });
    });
  });

  describe('static pages', () => {
    it('PATCH /v1/update-static-page/{pageId} sanitises and the public GET returns it without a session', async () => {
      const pageId = await idOf(3, 'about');
      const update = await request(call, cmsEndpoints.updateStaticPage, {
        params: { pageId },
        body: { content: '<h1>About</h1><p style="text-align: center; background: url(https://evil.example)">We help.</p><svg onload=alert(1)></svg>' },
      });
      expect(update.statusCode).toBe(200);
      expect(update.json()).toMatchObject({ message: 'Updated Successfully', data: { pageId, pageTitle: 'About Us' } });

      const page = await request(test.app, cmsEndpoints.getStaticPage, { params: { pageId } });
      expect(page.statusCode).toBe(200);
      expect(page.json()).toEqual({
        message: 'Page fetched successfully.',
        data: { pageId, pageTitle: 'About Us', content: '<h1>About</h1><p style="text-align:center">We help.</p>' },
      });
    });

    it('keeps pasted pictures (raster data: URLs) and drops any other data: URL from an image', async () => {
      const pageId = await idOf(3, 'about');
      const picture = 'data:image/png;base64,iVBORw0KGgo=';
      const content = `<p><img src="${picture}" alt="map"><img src="data:text/html,<script>alert(1)</script>" alt="a"><img src="data:image/svg+xml;base64,PHN2Zz4=" alt="b"></p>`;
      const update = await request(call, cmsEndpoints.updateStaticPage, { params: { pageId }, body: { content } });
      expect(update.statusCode).toBe(200);
      const page = await request(test.app, cmsEndpoints.getStaticPage, { params: { pageId } });
      expect(page.json().data.content).toBe(`<p><img src="${picture}" alt="map" /><img alt="a" /><img alt="b" /></p>`);
    });

    it('keeps a static page that shows {{braces}} as it is (no placeholders there)', async () => {
      const pageId = await idOf(3, 'faq');
      const response = await request(call, cmsEndpoints.updateStaticPage, { params: { pageId }, body: { content: '<p>Type {{name}} literally.</p>' } });
      expect(response.statusCode).toBe(200);
    });

    it('never serves an e-mail or SMS template as a public page', async () => {
      for (const id of [await idOf(1, 'forgot-password'), await idOf(2, 'verification-code'), 424242]) {
        const response = await request(test.app, cmsEndpoints.getStaticPage, { params: { pageId: id } });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'This page does not exist.' });
      }
      expect((await request(test.app, cmsEndpoints.getStaticPage, { params: { pageId: 'abc' } })).statusCode).toBe(400);
    });

    it('needs a session to edit and refuses an empty page', async () => {
      const pageId = await idOf(3, 'terms');
      expect((await request(test.app, cmsEndpoints.updateStaticPage, { params: { pageId }, body: { content: '<p>x</p>' } })).statusCode).toBe(401);
      const empty = await request(call, cmsEndpoints.updateStaticPage, { params: { pageId }, body: { content: '<p><br></p>' } });
      expect(empty.json()).toEqual({ message: 'Please enter the content.', errors: { content: 'Please enter the content.' } });
    });

    it('sends its CSP (no inline script) with the public data too', async () => {
      const response = await request(test.app, cmsEndpoints.getStaticPage, { params: { pageId: await idOf(3, 'terms') } });
      const directives = String(response.headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim());
      expect(directives).toContain("script-src 'self'");
      expect(directives).toContain("object-src 'none'");
    });
  });
});
