import { expect, type Page } from '@playwright/test';

/** Signs in through the login form, as a person would, and waits for the dashboard. */
export async function signIn(page: Page, account: { email: string; password: string }, options: { remember?: boolean } = {}) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  if (options.remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}
