import { expect, type Page } from '@playwright/test';
import { animationsDone } from './axe';
import { DEMO_ADMIN, SHOTS_WANTED, shotPath } from './environment';

/**
 * The demo seed creates three more role-3 admins with the demo admin's password. The tests that change a
 * password or a name use these, so that DEMO_ADMIN and SUPER_ADMIN, which other suites sign in with, keep
 * theirs.
 */
export const RESET_ADMIN = { email: 'chiara.conti@guardian.local', password: DEMO_ADMIN.password, fullName: 'Chiara Conti' };
export const CHANGE_ADMIN = { email: 'kofi.mensah@guardian.local', password: DEMO_ADMIN.password, fullName: 'Kofi Mensah' };
export const EDIT_ADMIN = { email: 'rahul.mehta@guardian.local', password: DEMO_ADMIN.password, fullName: 'Rahul Mehta' };

export const SESSION_KEYS = ['token', 'fullName', 'email', 'role', 'profile', 'remember'] as const;

/**
 * What the app keeps under the spec's keys (null when a key is absent): in sessionStorage for this tab when
 * "Remember me" was unchecked, in localStorage when it was checked (the tab's own value first, as the app reads).
 */
export async function storedSession(page: Page): Promise<Record<(typeof SESSION_KEYS)[number], string | null>> {
  return page.evaluate(
    (keys) => Object.fromEntries(keys.map((key) => [key, sessionStorage.getItem(key) ?? localStorage.getItem(key)])),
    [...SESSION_KEYS],
  ) as never;
}

/** The signed-in page's token, wherever "Remember me" put it. */
export const pageToken = (page: Page) => page.evaluate(() => sessionStorage.getItem('token') ?? localStorage.getItem('token'));

/** A toast (Mantine notification) with this text. */
export const toast = (page: Page, text: string | RegExp) => page.locator('.mantine-Notification-root').filter({ hasText: text });

export async function expectErrorToast(page: Page, text: string) {
  const item = toast(page, text);
  await expect(item).toBeVisible();
  await expect(item).toHaveAttribute('style', /--notification-color:\s*var\(--mantine-color-red/);
}

/** Records every request the page sends to the API, to prove that a form with errors sends none. */
export function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // The live alarm stream is the app's own background connection, opened (and reopened) whenever it needs.
    if (pathname.startsWith('/v1/') && pathname !== '/v1/admin/alarms/stream') calls.push(`${request.method()} ${pathname}`);
  });
  return calls;
}

/** The navbar dropdown: Welcome, My profile, Logout. */
export async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: / menu$/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

export async function logOut(page: Page) {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}

/** Fills and submits the login form without waiting for a result. */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Calls get-my-profile with a given token, as any API client would. */
export async function profileStatusWith(page: Page, token: string): Promise<number> {
  const response = await page.request.get('/v1/user/get-my-profile', { headers: { Authorization: `Bearer ${token}` } });
  return response.status();
}

/**
 * A full-page screenshot to look at: <name>.png in the run's screenshot folder (environment.ts), when the run
 * asks for screenshots (E2E_SHOTS=1), once the page's transitions have ended (a dialog half faded in is not
 * what a person sees). A failing test gets one anyway (playwright.config.ts).
 */
export async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (!SHOTS_WANTED) return;
  await animationsDone(page);
  await page.screenshot({ path: shotPath(`${name}.png`), fullPage: options.fullPage ?? true });
}
