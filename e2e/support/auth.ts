import { expect, type Page } from '@playwright/test';
import type { SignInData } from '@guardian/contracts';

/** Signs in through the login form, as a person would, and waits for the dashboard. */
export async function signIn(page: Page, account: { email: string; password: string }, options: { remember?: boolean } = {}) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  if (options.remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/**
 * Opens the dashboard already signed in, as the login form leaves the browser: the sign-in call, then the
 * spec's keys (sessionStorage, or localStorage with remember) and the account's saved language, set before the
 * app's first script runs. For the tests of other screens: the form costs the spec's one-second redirect each
 * time, about 130 times a suite (decision 040). The tests of signing in itself use `signIn`.
 */
let directSignIns = 0;

export async function signInDirectly(page: Page, account: { email: string; password: string }, options: { remember?: boolean } = {}) {
  const answer = await page.request.post('/v1/auth/admin-signin', { data: { email: account.email, password: account.password } });
  expect(answer.ok(), `sign-in of ${account.email}`).toBe(true);
  const { data } = (await answer.json()) as { data: SignInData };
  const saved = await page.request.get('/v1/my-language', { headers: { Authorization: `Bearer ${data.token}` } });
  expect(saved.ok()).toBe(true);
  const language = ((await saved.json()) as { data: { language: string | null } }).data.language;
  await page.addInitScript(
    ({ data, remember, language, once }) => {
      // Once per call and tab, like the form: a later logout, or a later sign-in as someone else, stays.
      if (sessionStorage.getItem(once)) return;
      sessionStorage.setItem(once, '1');
      const values = {
        token: data.token,
        fullName: data.full_name,
        email: data.email,
        role: String(data.roleId),
        profile: data.profile_pic ?? '',
        accountId: String(data.id),
      };
      for (const key of Object.keys(values)) {
        localStorage.removeItem(key);
        sessionStorage.removeItem(key);
      }
      localStorage.setItem('remember', String(remember));
      const store = remember ? localStorage : sessionStorage;
      for (const [key, value] of Object.entries(values)) store.setItem(key, value);
      if (language) localStorage.setItem('language', language);
    },
    { data, remember: options.remember === true, language, once: `e2e-signed-in-${++directSignIns}` },
  );
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('navigation').first()).toBeVisible();
}
