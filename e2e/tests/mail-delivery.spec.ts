import { expect, test } from '@playwright/test';
import { signInDirectly } from '../support/auth';
import { BASE_URL, DEMO_ADMIN, SUPER_ADMIN } from '../support/environment';
import { UNDELIVERABLE_DOMAIN } from '../support/mail-catcher';

/**
 * Mail delivery (issue 14): a reset mail the SMTP server refuses for good shows as failed on the super admin's
 * screen, and Resend sends it again. The mail catcher refuses every address at UNDELIVERABLE_DOMAIN with 550.
 */
const nav = (page: import('@playwright/test').Page) => page.locator('nav[aria-label="Main navigation"]');

test('a super admin sees a reset mail the server refused, and resends it', async ({ page, playwright }) => {
  const api = await playwright.request.newContext({ baseURL: BASE_URL });
  const token = (await (await api.post('/v1/auth/admin-signin', { data: SUPER_ADMIN })).json()).data.token as string;
  const email = `mail.delivery.${Date.now()}@${UNDELIVERABLE_DOMAIN}`;
  const created = await api.post('/v1/auth/create-admin', {
    headers: { authorization: `Bearer ${token}` },
    data: { first_name: 'Mail', last_name: 'Delivery', email, password: 'M@ilDeliv3ry', confirm_password: 'M@ilDeliv3ry' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  expect((await api.post('/v1/auth/admin-forgot-password', { data: { email } })).ok()).toBe(true);

  await signInDirectly(page, SUPER_ADMIN);
  await nav(page).getByRole('link', { name: 'Mail Delivery' }).click();
  await expect(page).toHaveURL(/\/admin\/mail-delivery$/);
  await expect(page.getByRole('heading', { name: 'Mail Delivery' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  // The sender gives it up at the first 550; the list refreshes on its own, or with Refresh.
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row.getByText('Failed')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(row).toContainText('550');
  // The body (with its reset link) is never shown.
  await expect(page.getByText(/reset-password\//)).toHaveCount(0);

  type Row = { to: string; status: string; attempts: number; lastAttemptAt: string | null };
  const mine = async () =>
    ((await (await api.get('/v1/admin/mail-delivery', { headers: { authorization: `Bearer ${token}` } })).json()).data.rows as Row[]).find(
      (r) => r.to === email,
    )!;
  const before = await mine();
  expect(before).toMatchObject({ status: 'failed', attempts: 1 });

  await row.getByRole('button', { name: `Resend "Reset your Guardian password" to ${email}` }).click();
  await expect(page.getByText('The mail will be sent again shortly.')).toBeVisible();
  // Tried again (a later attempt), refused again, so failed again after that one attempt.
  await expect
    .poll(
      async () => {
        const now = await mine();
        return now.status === 'failed' && now.attempts === 1 && Date.parse(now.lastAttemptAt!) > Date.parse(before.lastAttemptAt!);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await api.dispose();
});

test('an admin of role 3 has no Mail Delivery link and the page says it is for super admins', async ({ page }) => {
  await signInDirectly(page, DEMO_ADMIN);
  await expect(nav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Mail Delivery' })).toHaveCount(0);
  await page.goto('/admin/mail-delivery');
  // Super-admin pages share one forbidden state (issue 13): a heading, no list.
  await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
