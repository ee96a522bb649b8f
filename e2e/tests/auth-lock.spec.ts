import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';
import { SUPER_ADMIN } from '../support/environment';
import { expectErrorToast, profileStatusWith, storedSession, shot } from '../support/foundation';

/*
 * The idle lock runs on the browser's clock: Playwright's fake clock, installed before the first page loads,
 * lets 15 minutes pass in a moment. The server's session is untouched by it.
 */
test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test('15 idle minutes lock the admin area; the password resumes the same session on the same page', async ({ page }) => {
  await signIn(page, SUPER_ADMIN);
  const { token } = await storedSession(page);
  await page.goto('/admin/myprofile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();

  // Almost 15 minutes: still open.
  await page.clock.fastForward('14:30');
  await expect(page).toHaveURL(/\/admin\/myprofile$/);
  await page.clock.fastForward('01:30');
  await expect(page).toHaveURL(/\/auth\/lock$/);
  await expect(page.getByRole('heading', { name: 'Session locked' })).toBeVisible();
  await expect(page.getByText(SUPER_ADMIN.fullName)).toBeVisible();
  await shot(page, 'lock');

  // Locked is locked: the admin pages send you back here, and the token is still the same one.
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/auth\/lock$/);
  expect((await storedSession(page)).token).toBe(token);

  const password = page.getByLabel('Password', { exact: true });
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByText('Password is Required.')).toBeVisible();

  await password.fill('Wrong@pass9');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expectErrorToast(page, 'Invalid email or password.');
  await expect(page).toHaveURL(/\/auth\/lock$/);
  expect((await storedSession(page)).token).toBe(token);

  await password.fill(SUPER_ADMIN.password);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page).toHaveURL(/\/admin\/myprofile$/);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  expect((await storedSession(page)).token).toBe(token);
  expect(await profileStatusWith(page, token as string)).toBe(200);
});

test('activity keeps the admin area open, and the lock remembers the query string', async ({ page }) => {
  await signIn(page, SUPER_ADMIN);
  await page.goto('/admin/dashboard?from=lock-test');
  await expect(page.getByRole('heading', { name: 'App Statistics' })).toBeVisible();

  await page.clock.fastForward('10:00');
  await page.mouse.move(300, 300);
  await page.mouse.move(320, 310);
  await page.clock.fastForward('10:00');
  await expect(page).toHaveURL(/\/admin\/dashboard\?from=lock-test$/);

  await page.keyboard.press('Shift');
  await page.clock.fastForward('15:01');
  await expect(page).toHaveURL(/\/auth\/lock$/);
  await page.getByLabel('Password', { exact: true }).fill(SUPER_ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/dashboard\?from=lock-test$/);
});

test('"Not you?" on the lock screen ends the stored session and opens the login form', async ({ page }) => {
  await signIn(page, SUPER_ADMIN);
  // The idle watch starts with the admin area: fast-forwarding before it has mounted would pass no idle time.
  await expect(page.getByRole('heading', { name: 'App Statistics' })).toBeVisible();
  await page.clock.fastForward('16:00');
  await expect(page).toHaveURL(/\/auth\/lock$/);
  const { token } = await storedSession(page);
  await page.getByRole('link', { name: /Not you\?/ }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect((await storedSession(page)).token).toBeNull();
  // Walking away from a locked session ends it on the server too.
  await expect.poll(() => profileStatusWith(page, token as string)).toBe(401);
  await page.goto('/auth/lock');
  await expect(page).toHaveURL(/\/auth\/login$/);
});
