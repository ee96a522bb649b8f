import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';
import { CHANGE_ADMIN, RESET_ADMIN, expectErrorToast, profileStatusWith, storedSession, submitLogin, toast } from '../support/foundation';
import { latestMailTo, resetLinkIn } from '../support/mail';

/*
 * These tests change passwords, so they use two of the seed's spare role-3 admins (see support/foundation.ts)
 * and nobody else relies on them. Each spare account sees at most one wrong-password sign-in here.
 */

test('forgot password → mail → reset → sign in with the new password; the link works once', async ({ page, browser }) => {
  const newPassword = 'Reset@2468';
  // A session open elsewhere before the reset ends with it.
  const other = await browser.newPage();
  await signIn(other, RESET_ADMIN);
  const otherToken = (await storedSession(other)).token as string;
  await other.close();

  await page.goto('/auth/forgotpassword');
  await page.getByLabel('Email').fill(RESET_ADMIN.email.toUpperCase());
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'If an account exists for this email, a password reset link has been sent.')).toBeVisible();

  const mail = await latestMailTo(RESET_ADMIN.email);
  const link = resetLinkIn(mail);
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password', { exact: true }).fill('Reset@2469');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText("Passwords aren't matching")).toBeVisible();

  await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
  const started = Date.now();
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(toast(page, 'Your password has been reset. You can now sign in.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  expect(await profileStatusWith(page, otherToken)).toBe(401);

  // The same link a second time: the server's own message.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Again@13579');
  await page.getByLabel('Confirm password', { exact: true }).fill('Again@13579');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expectErrorToast(page, 'This reset link is invalid or has expired. Please request a new one.');
  await expect(page).toHaveURL(/\/auth\/reset-password\//);

  // The old password is refused (RESET_ADMIN's one failure), the new one signs in.
  await page.goto('/auth/login');
  await submitLogin(page, RESET_ADMIN.email, RESET_ADMIN.password);
  await expectErrorToast(page, 'Invalid email or password.');
  await signIn(page, { email: RESET_ADMIN.email, password: newPassword });
  expect((await storedSession(page)).fullName).toBe(RESET_ADMIN.fullName);
});

test('change password: server message for a wrong old password, then success, old refused, new accepted', async ({ page }) => {
  const newPassword = 'Chang3d@pass';
  await signIn(page, CHANGE_ADMIN);
  const { token } = await storedSession(page);
  await page.goto('/admin/myprofile');
  await page.getByRole('link', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/admin\/changepassword$/);

  const old = page.getByLabel('Old password', { exact: true });
  const fresh = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm password', { exact: true });
  const update = page.getByRole('button', { name: 'Update' });

  await old.fill('Not@mine123');
  await fresh.fill(newPassword);
  await confirm.fill(newPassword);
  await update.click();
  await expectErrorToast(page, 'Old password is incorrect.');
  // A wrong old password is not a lost session.
  await expect(page).toHaveURL(/\/admin\/changepassword$/);
  expect((await storedSession(page)).token).toBe(token);

  await old.fill(CHANGE_ADMIN.password);
  const started = Date.now();
  await update.click();
  await expect(toast(page, 'Password changed successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  expect((await storedSession(page)).token).toBeNull();
  expect(await profileStatusWith(page, token as string)).toBe(401);

  // CHANGE_ADMIN's one failure.
  await submitLogin(page, CHANGE_ADMIN.email, CHANGE_ADMIN.password);
  await expectErrorToast(page, 'Invalid email or password.');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signIn(page, { email: CHANGE_ADMIN.email, password: newPassword });
  expect((await storedSession(page)).email).toBe(CHANGE_ADMIN.email);
});
