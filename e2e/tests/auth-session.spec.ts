import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';
import { DEMO_ADMIN, SUPER_ADMIN } from '../support/environment';
import { expectErrorToast, logOut, openUserMenu, profileStatusWith, storedSession, submitLogin, toast, shot } from '../support/foundation';

test.describe('sign in and out', () => {
  test(
    'sign-in keeps the spec keys (for this tab only without Remember me), toasts and reaches the dashboard after about 1 s',
    { tag: '@core' },
    async ({ page }) => {
      await page.goto('/auth/login');
      await shot(page, 'login');
      const started = Date.now();
      await submitLogin(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
      await expect(toast(page, 'Successfully logged in.')).toBeVisible();
      // The toast shows while the login page is still there: the redirect waits a second, and the button
      // stays busy meanwhile so that a second click does not open a second session.
      expect(new URL(page.url()).pathname).toBe('/auth/login');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1000);

      const stored = await storedSession(page);
      expect(stored.token).toMatch(/^\S{20,}$/);
      expect(stored).toMatchObject({ fullName: SUPER_ADMIN.fullName, email: SUPER_ADMIN.email, role: '2', profile: '', remember: 'false' });
      expect(await profileStatusWith(page, stored.token as string)).toBe(200);
      // Remember me unchecked: the account is in the tab's sessionStorage, nothing of it in localStorage.
      expect(await page.evaluate(() => [sessionStorage.getItem('token'), localStorage.getItem('token'), localStorage.getItem('email')])).toEqual([
        stored.token,
        null,
        null,
      ]);
    },
  );

  test('Remember me: unchecked, a browser restart ends the session; checked, it survives', async ({ browser }) => {
    for (const remember of [false, true]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signIn(page, SUPER_ADMIN, { remember });
      // A restart keeps what the browser persists (cookies, localStorage) and loses every tab's sessionStorage.
      const persisted = await context.storageState();
      await context.close();
      const restarted = await browser.newContext({ storageState: persisted });
      const again = await restarted.newPage();
      await again.goto('/admin/dashboard');
      if (remember) {
        await expect(again.getByRole('heading', { level: 1, name: 'App Statistics' })).toBeVisible();
      } else {
        await expect(again).toHaveURL(/\/auth\/login$/);
        await expect(again.getByLabel('Email')).toHaveValue('');
      }
      await restarted.close();
    }
  });

  test('logout without remember clears every key, and the old token is refused', async ({ page }) => {
    await signIn(page, SUPER_ADMIN);
    const { token } = await storedSession(page);

    await openUserMenu(page);
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Welcome')).toBeVisible();
    // The language section (each language named in itself) sits between the profile and Logout.
    await expect(menu.getByRole('menuitem')).toHaveText(['My profile', 'English', 'العربية', 'Logout']);
    await page.keyboard.press('Escape');

    const started = Date.now();
    await logOut(page);
    await expect(toast(page, 'Successfully logged out.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);

    expect(await storedSession(page)).toEqual({ token: null, fullName: null, email: null, role: null, profile: null, remember: null });
    await expect(page.getByLabel('Email')).toHaveValue('');
    await expect(page.getByLabel('Remember me')).not.toBeChecked();
    expect(await profileStatusWith(page, token as string)).toBe(401);

    // With the token gone the admin area is closed.
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('logout with remember drops the token but keeps the e-mail, which prefills the form', async ({ page }) => {
    await signIn(page, SUPER_ADMIN, { remember: true });
    const before = await storedSession(page);
    expect(before.remember).toBe('true');

    await logOut(page);
    await expect(page).toHaveURL(/\/auth\/login$/);
    const after = await storedSession(page);
    expect(after.token).toBeNull();
    expect(after.email).toBe(SUPER_ADMIN.email);
    expect(after.remember).toBe('true');
    expect(await profileStatusWith(page, before.token as string)).toBe(401);

    await page.reload();
    await expect(page.getByLabel('Email')).toHaveValue(SUPER_ADMIN.email);
    await expect(page.getByLabel('Remember me')).toBeChecked();
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

    // Signing in again without remember leaves nothing behind at the next logout.
    await page.getByLabel('Remember me').uncheck();
    await submitLogin(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    expect((await storedSession(page)).remember).toBe('false');
    await logOut(page);
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect((await storedSession(page)).email).toBeNull();
  });

  test('a session ended on the server sends the admin to login; the next admin sees only their own data', async ({ page }) => {
    await page.clock.install();
    await signIn(page, SUPER_ADMIN);
    await page.getByRole('button', { name: / menu$/ }).click();
    await page.getByRole('menuitem', { name: 'My profile' }).click();
    await expect(page.getByRole('main').getByText(SUPER_ADMIN.email)).toBeVisible();

    // The session ends elsewhere (here: its own token logged out through the API). The page learns it when the
    // server ends its live alarm stream with the session, or at its next call once the cached statistics are
    // stale, whichever comes first.
    const { token } = await storedSession(page);
    const ended = await page.request.post('/v1/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
    expect(ended.status()).toBe(200);
    await page.clock.fastForward('00:30');
    const dashboard = page.getByRole('link', { name: 'Dashboard' });
    await expect(async () => {
      if (await dashboard.isVisible()) await dashboard.click({ timeout: 1000 });
      await expect(page).toHaveURL(/\/auth\/login$/, { timeout: 1000 });
    }).toPass();
    expect((await storedSession(page)).token).toBeNull();

    // Another admin signs in in the same tab, without a reload: the previous profile must never show.
    await submitLogin(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.evaluate((previousEmail) => {
      const seen = { previous: false };
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => {
        if (document.querySelector('main')?.textContent?.includes(previousEmail)) seen.previous = true;
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    }, SUPER_ADMIN.email);
    await page.getByRole('button', { name: / menu$/ }).click();
    await page.getByRole('menuitem', { name: 'My profile' }).click();
    await expect(page.getByRole('main').getByText(DEMO_ADMIN.email)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { seen: { previous: boolean } }).seen.previous)).toBe(false);
  });

  test('e-mail with spaces and emoji around it still signs in, and is sent clean', async ({ page }) => {
    await page.goto('/auth/login');
    const request = page.waitForRequest('**/v1/auth/admin-signin');
    await submitLogin(page, `  🙂 ${SUPER_ADMIN.email} 🚀  `, SUPER_ADMIN.password);
    // Remember me was left unchecked: the server is told, so the session has the short idle limit (decision 027).
    expect((await request).postDataJSON()).toEqual({ email: SUPER_ADMIN.email, password: SUPER_ADMIN.password, remember: false });
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    expect((await storedSession(page)).email).toBe(SUPER_ADMIN.email);
  });

  test('a wrong password shows the server message in a red toast and stores nothing', async ({ page }) => {
    // One failed attempt for DEMO_ADMIN; the successful sign-in below forgives it.
    await page.goto('/auth/login');
    await submitLogin(page, DEMO_ADMIN.email, 'Wrong@pass1');
    await expectErrorToast(page, 'Invalid email or password.');
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect((await storedSession(page)).token).toBeNull();
    await expect(page.getByLabel('Email')).toHaveValue(DEMO_ADMIN.email);

    await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    expect((await storedSession(page)).role).toBe('3');
  });

  test('a 500 from the server shows the generic message, not the server text', async ({ page }) => {
    // The only intercepted route of these suites: a real server does not fail on demand.
    await page.route('**/v1/auth/admin-signin', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'x' }) }),
    );
    await page.goto('/auth/login');
    await submitLogin(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
    await expectErrorToast(page, 'Oops something went wrong...');
    await expect(toast(page, /^x$/)).toHaveCount(0);
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect((await storedSession(page)).token).toBeNull();
  });
});
