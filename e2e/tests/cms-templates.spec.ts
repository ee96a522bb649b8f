import { expect, test, type Page } from '@playwright/test';
import { signInDirectly } from '../support/auth';
import { apiAs, findTemplate, type ContentApi } from '../support/content-api';
import { BASE_URL, DEMO_ADMIN, SUPER_ADMIN } from '../support/environment';
import { recordApiCalls, toast, shot } from '../support/foundation';
import { latestMailTo } from '../support/mail';
import { attachShot } from '../support/layout';
import { animationsDone } from '../support/axe';

const editor = (page: Page) => page.getByRole('dialog').getByRole('textbox', { name: 'Template content' });

/** Update, then: the modal closes, 'Updated Successfully' shows for 2 s, and the list reloads 1 s later. */
async function updateAndExpectReload(page: Page, listType: number) {
  const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.ok());
  await page.getByRole('dialog').getByRole('button', { name: 'Update' }).click();
  await saved;
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const shown = toast(page, 'Updated Successfully');
  await expect(shown).toBeVisible();
  await page.waitForResponse((r) => r.url().includes(`/v1/cms/list-templates?template_type=${listType}`));
  // Timed with the page's own clock (resource timing), not the test runner's, which sees events late. The
  // reload's entry is written when its body has arrived, a moment after the response the runner saw.
  const reloadDelay = () =>
    page.evaluate((type) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const patch = entries.filter((e) => /update-(email-template|sms-template|static-page)/.test(e.name)).at(-1);
      const reload = entries.filter((e) => e.name.includes(`list-templates?template_type=${type}`) && patch && e.startTime > patch.startTime).at(-1);
      return patch && reload ? reload.startTime - patch.responseEnd : null;
    }, listType);
  await expect.poll(reloadDelay).not.toBeNull();
  expect(await reloadDelay()).toBeGreaterThanOrEqual(950);
  await expect(shown).toBeHidden({ timeout: 4000 });
}

test.describe('CMS templates', () => {
  let api: ContentApi;
  const restore: (() => Promise<unknown>)[] = [];
  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: BASE_URL });
    api = await apiAs(request);
  });
  test.afterAll(async () => {
    for (const undo of restore) await undo();
  });

  test('e-mail templates: view read-only, edit with placeholders and preview, and the forgot-password mail uses the edit', async ({ page }) => {
    const original = await findTemplate(api, 1, 'Forgot Password');
    restore.push(() => api.patch(`/v1/cms/update-email-template/${original.id}`, { content: original.content, subject: original.subject }));

    await signInDirectly(page, SUPER_ADMIN);
    await page.goto('/admin/email');
    await expect(page.getByRole('heading', { name: 'Email Templates' })).toBeVisible();
    for (const header of ['Sr No.', 'Template Name', 'Action']) await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(5);
    await shot(page, 'content-email-list');

    await page.getByRole('button', { name: 'View: Forgot Password' }).click();
    const view = page.getByRole('dialog');
    await expect(view.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(view.getByText('Subject: Reset your {{productName}} password')).toBeVisible();
    await expect(view.getByRole('textbox')).toHaveCount(0);
    await view.getByRole('button', { name: 'Close' }).last().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: 'Edit: Forgot Password' }).click();
    const dialog = page.getByRole('dialog');
    const placeholders = dialog.getByTestId('placeholder-list');
    for (const name of ['{{name}}', '{{link}}', '{{expiresIn}}', '{{productName}}']) await expect(placeholders.getByText(name, { exact: true })).toBeVisible();
    await expect(dialog.getByTestId('template-preview')).toContainText('Hello Jane Doe');
    await expect(dialog.getByTestId('template-preview')).toContainText('Subject: Reset your Guardian password');

    // A template without its reset link would send a useless mail: refused before any call.
    const calls = recordApiCalls(page);
    await editor(page).click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Hello {{name}}');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog.getByText('The template must contain {{link}}.', { exact: true })).toBeVisible();
    // The preview says why it shows nothing, and a subject's problem shows under the subject, not the content.
    await expect(dialog.getByTestId('template-preview')).toContainText('No preview until this is fixed: The template must contain {{link}}.');
    await dialog.getByLabel('Subject').fill('Reset {{token}}');
    await expect(dialog.getByLabel('Subject')).toHaveAccessibleDescription(
      '{{token}} is not a placeholder of this template. Use {{name}}, {{link}}, {{expiresIn}}, {{productName}}.',
    );
    await expect(dialog.getByText('The template must contain {{link}}.', { exact: true })).toBeVisible();
    expect(calls.filter((c) => c.startsWith('PATCH'))).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Edit: Forgot Password' }).click();
    await dialog.getByLabel('Subject').fill('Your {{productName}} reset link');
    await editor(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Edited in the back-office for {{name}}.');
    await expect(dialog.getByTestId('template-preview')).toContainText('Edited in the back-office for Jane Doe.');
    await animationsDone(page);
    await shot(page, 'content-email-edit');
    await updateAndExpectReload(page, 1);

    await page.getByRole('button', { name: 'View: Forgot Password' }).click();
    await expect(page.getByRole('dialog').getByText('Edited in the back-office for {{name}}.')).toBeVisible();

    // Templates are real: the forgot-password mail is rendered from the edited template.
    await page.request.post('/v1/auth/admin-forgot-password', { data: { email: DEMO_ADMIN.email } });
    const mail = await latestMailTo(DEMO_ADMIN.email);
    expect(mail).toContain('Subject: Your Guardian reset link');
    expect(mail).toContain(`Edited in the back-office for ${DEMO_ADMIN.fullName}.`);
    expect(mail).toMatch(/href="http:\/\/127\.0\.0\.1:\d+\/auth\/reset-password\/[A-Za-z0-9_-]+"/);

    // /admin/emailtemplate is the same page.
    await page.goto('/admin/emailtemplate');
    await expect(page.getByRole('heading', { name: 'Email Templates' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit: Forgot Password' })).toBeVisible();
  });

  test('SMS templates: view shows the text, edit in a plain textarea with placeholders and preview', async ({ page }) => {
    const original = await findTemplate(api, 2, 'Alert Stopped');
    restore.push(() => api.patch(`/v1/cms/update-sms-template/${original.id}`, { content: original.content }));

    await signInDirectly(page, SUPER_ADMIN);
    await page.goto('/admin/sms');
    await expect(page.getByRole('heading', { name: 'SMS Templates' })).toBeVisible();
    await page.getByRole('button', { name: 'View: Alert Stopped' }).click();
    await expect(page.getByRole('dialog').getByText(original.content)).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();

    await page.getByRole('button', { name: 'Edit: Alert Stopped' }).click();
    const dialog = page.getByRole('dialog');
    const textarea = dialog.getByRole('textbox', { name: 'Template content' });
    await expect(textarea).toHaveJSProperty('tagName', 'TEXTAREA');
    await expect(dialog.getByTestId('placeholder-list').getByText('{{name}}', { exact: true })).toBeVisible();

    await textarea.fill('{{name}} used {{pin}}');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog.getByText('{{pin}} is not a placeholder of this template. Use {{name}}, {{productName}}.', { exact: true })).toBeVisible();

    // The counter counts as the carrier does: GSM-7 parts of 160, then 153; UCS-2 (Arabic) 70, then 67.
    const count = dialog.getByTestId('sms-count');
    await expect(textarea).toHaveAccessibleDescription(/Characters: 29 · Parts: 1 \(160 characters each\)/);
    await expect(count).not.toContainText('Longer than one SMS');
    await textarea.fill('x'.repeat(200));
    await expect(count).toContainText('Characters: 200 · Parts: 2 (153 characters each) · GSM-7: standard characters');
    await expect(count).toContainText('Longer than one SMS: it is sent as several parts, and each part is billed.');
    await textarea.fill('أنت بأمان الآن');
    await expect(count).toContainText('Characters: 14 · Parts: 1 (70 characters each) · UCS-2: a character outside');

    await textarea.fill('{{name}} is safe now. <b>Thank you</b>');
    await expect(dialog.getByTestId('template-preview')).toContainText('Jane Doe is safe now. <b>Thank you</b>');
    await shot(page, 'content-sms-edit');
    await updateAndExpectReload(page, 2);

    await page.getByRole('button', { name: 'View: Alert Stopped' }).click();
    await expect(page.getByRole('dialog').getByText('{{name}} is safe now. <b>Thank you</b>')).toBeVisible();
  });

  test('static pages: view the HTML, edit it, and anyone can open its public page', async ({ page, browser }) => {
    const original = await findTemplate(api, 3, 'About Us');
    restore.push(() => api.patch(`/v1/update-static-page/${original.id}`, { content: original.content }));

    await signInDirectly(page, SUPER_ADMIN);
    await page.goto('/admin/static');
    await expect(page.getByRole('heading', { name: 'Static Pages' })).toBeVisible();
    for (const header of ['Sr No.', 'Page Title', 'Page Id', 'Public link', 'Content', 'Action']) {
      await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await shot(page, 'content-static-list');
    // Sr No. counts the rows; the public address carries the page's own id, shown beside it and copied whole.
    const row = page.getByRole('row').filter({ hasText: 'About Us' });
    await expect(row.getByRole('cell').nth(2)).toHaveText(String(original.id));
    const publicLink = `${BASE_URL}/auth/staticpage/${original.id}`;
    await expect(row.getByRole('link', { name: publicLink })).toHaveAttribute('href', publicLink);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await row.getByRole('button', { name: 'Copy link' }).click();
    await expect(toast(page, 'Link copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(publicLink);

    await page.getByRole('button', { name: 'View Content: About Us' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'About Guardian' })).toBeVisible();
    await shot(page, 'content-static-view');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();

    await page.getByRole('button', { name: 'Edit: About Us' }).click();
    await editor(page).click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Who we are');
    await page.getByRole('dialog').getByRole('button', { name: 'Heading 2' }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Guardian alerts the people you trust.');
    await expect(editor(page).getByRole('heading', { level: 2, name: 'Who we are' })).toBeVisible();
    await expect(editor(page)).toContainText('Guardian alerts the people you trust.');
    await shot(page, 'content-static-edit');
    await updateAndExpectReload(page, 3);

    // Public: a visitor with no session.
    const visitor = await browser.newContext();
    const publicPage = await visitor.newPage();
    const response = await publicPage.goto(publicLink);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(publicPage.getByRole('heading', { name: 'Who we are' })).toBeVisible();
    await expect(publicPage.getByText('Guardian alerts the people you trust.')).toBeVisible();
    await attachShot(publicPage, 'content-static-public');
    await publicPage.goto('/auth/staticpage/999999');
    await expect(publicPage.getByText('This page does not exist.')).toBeVisible();
    await visitor.close();
  });
});
