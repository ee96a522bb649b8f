import { expect, test } from '@playwright/test';
import { signInDirectly } from '../support/auth';
import { DEMO_ADMIN, SUPER_ADMIN } from '../support/environment';
import { shot } from '../support/foundation';
import { animationsDone } from '../support/axe';

// By CSS, not role: a closed sidebar is inert, hence absent from the accessibility tree.
const nav = (page: import('@playwright/test').Page) => page.locator('nav[aria-label="Main navigation"]');

test.describe('redirects', () => {
  test('without a token: root, unknown auth paths and every admin path go to the login page', async ({ page }) => {
    for (const path of [
      '/',
      '/something/else',
      '/auth',
      '/auth/nope',
      '/auth/reset-password',
      '/admin',
      '/admin/dashboard',
      '/admin/myprofile',
      '/admin/not-a-page',
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/auth\/login$/);
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    }
  });

  test('signed in: unknown admin paths go to the dashboard', async ({ page }) => {
    await signInDirectly(page, SUPER_ADMIN);
    for (const path of ['/admin', '/admin/', '/admin/not-a-page', '/admin/dashboard/extra/segments']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/admin\/dashboard$/);
      await expect(page.getByRole('heading', { name: 'App Statistics' })).toBeVisible();
    }
    // Sidebar links are client-side navigations and mark the current page.
    await nav(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(nav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('data-active', 'true');
  });
});

test.describe('chrome', () => {
  test('a role-3 admin sees no Admin Management; the super admin does', async ({ page }) => {
    await signInDirectly(page, DEMO_ADMIN);
    await expect(nav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'User Management' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Admin Management' })).toHaveCount(0);
    await expect(nav(page).getByText('Examples')).toHaveCount(0);
    await expect(page.getByTestId('navbar-full-name')).toHaveText(DEMO_ADMIN.fullName);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());

    await signInDirectly(page, SUPER_ADMIN);
    await expect(nav(page).getByRole('link', { name: 'Admin Management' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Admin Management' })).toHaveAttribute('href', '/admin/adminlist');
    await expect(nav(page).getByText('Examples')).toHaveCount(0);
  });

  test('footer shows the year and the product name', async ({ page }) => {
    await signInDirectly(page, SUPER_ADMIN);
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Guardian`);
  });

  test('the sidebar is open at 1366 px and closed below 1200 px until the burger opens it', async ({ page }) => {
    await signInDirectly(page, SUPER_ADMIN);
    const burger = page.getByRole('button', { name: 'Toggle navigation' });
    await expect(nav(page)).toBeInViewport();
    await shot(page, 'dashboard-1366', { fullPage: false });

    await page.setViewportSize({ width: 1100, height: 800 });
    await expect(nav(page)).not.toBeInViewport();
    await animationsDone(page);
    await shot(page, 'dashboard-1100', { fullPage: false });
    // A closed sidebar is out of the keyboard's way too: Tab from the header does not walk into it.
    await page.getByRole('button', { name: / menu$/ }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('nav')))).toBe(false);
    await burger.click();
    await expect(nav(page)).toBeInViewport();
    await animationsDone(page);
    await shot(page, 'dashboard-1100-open', { fullPage: false });
    // Choosing a page closes it again on a narrow screen.
    await nav(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(nav(page)).not.toBeInViewport();

    await page.setViewportSize({ width: 1366, height: 860 });
    await expect(nav(page)).toBeInViewport();
  });

  test('a narrow window from the start opens with the sidebar closed', async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 800 });
    await signInDirectly(page, SUPER_ADMIN);
    await expect(page.getByRole('heading', { name: 'App Statistics' })).toBeVisible();
    await expect(nav(page)).not.toBeInViewport();
  });
});

test.describe('honest public pages', () => {
  test('register says accounts are made by administrators', async ({ page }) => {
    await page.goto('/auth/register');
    await expect(page.getByRole('heading', { name: 'Accounts are created by administrators' })).toBeVisible();
    await expect(page.getByText(/ask a super administrator/)).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await shot(page, 'register');
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('pricing lists the two plans from the database, with no filler', async ({ page }) => {
    const plans = (await (await page.request.get('/v1/plans')).json()).data as { name: string; priceCents: number; currency: string }[];
    expect(plans.map((plan) => plan.name).sort()).toEqual(['Guardian Plus Monthly', 'Guardian Plus Yearly']);

    await page.goto('/auth/pricing');
    await expect(page.getByRole('heading', { name: 'Subscription plans' })).toBeVisible();
    const cards = page.getByRole('heading', { level: 2 });
    await expect(cards).toHaveText(['Guardian Plus Monthly', 'Guardian Plus Yearly']);
    for (const plan of plans) {
      const price = new Intl.NumberFormat('en-GB', { style: 'currency', currency: plan.currency, currencyDisplay: 'narrowSymbol' }).format(
        plan.priceCents / 100,
      );
      await expect(page.getByText(price, { exact: false })).toBeVisible();
    }
    await expect(page.getByText('per month')).toBeVisible();
    await expect(page.getByText('per year')).toBeVisible();
    const body = await page.locator('body').innerText();
    // The theme's filler ($49, $199, 2GB); a real price such as $49.99 is fine.
    for (const filler of [/\$49(?![.\d])/, /\$199/, /2\s?GB/i, /Lorem/i]) expect(body).not.toMatch(filler);
    await shot(page, 'pricing');
  });
});
