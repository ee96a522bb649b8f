import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { BASE_URL, SUPER_ADMIN } from '../support/environment';
import { shot, toast } from '../support/foundation';

/**
 * Issue 13 point 5: a super admin shuts out an admin who leaves (inactive: signed out at once, no sign-in) and
 * ends an admin's sessions; the server refuses to deactivate the caller's own account with the reason.
 */
const stamp = Date.now().toString(36);
const LEAVER = { first_name: 'Lena', last_name: `Vogt ${stamp}`, email: `lena.${stamp}@guardian.test`, password: 'Leav3r@pass' };
const leaverName = `${LEAVER.first_name} ${LEAVER.last_name}`;

let request: APIRequestContext;
let leaverId: number;

test.beforeAll(async ({ playwright }) => {
  request = await playwright.request.newContext({ baseURL: BASE_URL });
  const signedIn = await request.post('/v1/auth/admin-signin', { data: { email: SUPER_ADMIN.email, password: SUPER_ADMIN.password } });
  const headers = { Authorization: `Bearer ${(await signedIn.json()).data.token}` };
  const created = await request.post('/v1/auth/create-admin', { headers, data: { ...LEAVER, confirm_password: LEAVER.password } });
  expect(created.status(), await created.text()).toBe(201);
  leaverId = (await created.json()).data.id;
});
test.afterAll(() => request.dispose());

async function confirm(page: Page, text: string | RegExp) {
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog).toBeHidden();
}

test('deactivating an admin signs them out at once and keeps them out; activating lets them back; End sessions signs them out', async ({ browser, page }) => {
  // The leaver is signed in elsewhere.
  const elsewhere = await browser.newContext();
  const leaverPage = await elsewhere.newPage();
  await signIn(leaverPage, LEAVER);

  await signIn(page, SUPER_ADMIN);
  await page.goto(`/admin/admindetails/${leaverId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Admin' })).toBeVisible();
  const status = page.getByRole('switch', { name: `Active: ${leaverName}` });
  await expect(status).toBeChecked();

  // Cancel changes nothing.
  await status.click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(status).toBeChecked();

  await status.click();
  await confirm(page, `Deactivate ${leaverName}? They are signed out everywhere at once`);
  await expect(toast(page, 'Admin deactivated successfully.')).toBeVisible();
  await expect(status).not.toBeChecked();
  await shot(page, 'admin-deactivated');

  // Their next call finds the session over: back to the login page, and the sign-in is refused.
  await leaverPage.reload();
  await expect(leaverPage).toHaveURL(/\/auth\/login$/);
  await leaverPage.getByLabel('Email').fill(LEAVER.email);
  await leaverPage.getByLabel('Password', { exact: true }).fill(LEAVER.password);
  await leaverPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(toast(leaverPage, 'Invalid email or password.')).toBeVisible();

  await status.click();
  await confirm(page, `Activate ${leaverName}? They can sign in again.`);
  await expect(toast(page, 'Admin activated successfully.')).toBeVisible();
  await expect(status).toBeChecked();
  await signIn(leaverPage, LEAVER);

  await page.getByRole('button', { name: 'End sessions' }).click();
  await confirm(page, `End every session of ${leaverName}?`);
  await expect(toast(page, /^1 session ended\.$|^\d+ sessions ended\.$/)).toBeVisible();
  await leaverPage.reload();
  await expect(leaverPage).toHaveURL(/\/auth\/login$/);
  await elsewhere.close();
});

test("a super admin cannot deactivate their own account: the server's reason is shown and nothing changes", async ({ page }) => {
  await signIn(page, SUPER_ADMIN);
  const me = await request.get('/v1/auth/list-admins', {
    params: { search: SUPER_ADMIN.email, limit: 10, page_no: 1 },
    headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'))}` },
  });
  const myId = ((await me.json()).data as { id: number; email: string }[]).find((row) => row.email === SUPER_ADMIN.email)!.id;
  await page.goto(`/admin/admindetails/${myId}`);
  const status = page.getByRole('switch', { name: `Active: ${SUPER_ADMIN.fullName}` });
  await status.click();
  await confirm(page, `Deactivate ${SUPER_ADMIN.fullName}?`);
  await expect(toast(page, /^(You cannot deactivate your own account\.|This is the last active super admin: .*)$/)).toBeVisible();
  await expect(status).toBeChecked();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Admin' })).toBeVisible();
});

test('the admin list: each row has its Active switch (confirmed) and End sessions', async ({ page }) => {
  await signIn(page, SUPER_ADMIN);
  await page.goto(`/admin/adminlist?search=${encodeURIComponent(LEAVER.email)}`);
  const row = page.getByRole('row').filter({ hasText: LEAVER.email });
  const status = row.getByRole('switch', { name: `Active: ${leaverName}` });
  await expect(status).toBeChecked();
  await status.click();
  await confirm(page, `Deactivate ${leaverName}?`);
  await expect(toast(page, 'Admin deactivated successfully.')).toBeVisible();
  await expect(status).not.toBeChecked();
  await status.click();
  await confirm(page, `Activate ${leaverName}?`);
  await expect(status).toBeChecked();
  await row.getByRole('button', { name: `End sessions of ${leaverName}` }).click();
  await confirm(page, `End every session of ${leaverName}?`);
  await expect(toast(page, /session(s)? (was open|ended)/)).toBeVisible();
  await shot(page, 'admin-list-status');
});
