import { expect, test } from '@playwright/test';
import { signInDirectly } from '../support/auth';
import { DEMO_ADMIN, SUPER_ADMIN } from '../support/environment';
import { shot } from '../support/foundation';

/**
 * Issue 13 point 4: a failed load is not an empty page, a page the admin's role may not use says so, and a
 * page whose code cannot be downloaded offers Reload instead of a developer's error screen.
 */
const nav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('a role-3 admin on a super admin URL is told "You do not have access to this page": no list, no form', async ({ page }) => {
  await signInDirectly(page, DEMO_ADMIN);
  for (const url of [
    '/admin/adminlist',
    '/admin/admindetails/add',
    '/admin/admindetails/1',
    '/admin/admindetails',
    '/admin/integrations',
    '/admin/mail-delivery',
    '/admin/alarm-settings',
    '/admin/wallboard',
  ]) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: 'You do not have access to this page' }), url).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(/^(\(\d+\) )?You do not have access to this page · Guardian$/);
    await expect(page.getByRole('table'), url).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('textbox'), url).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Admin' }), url).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add Admin' }), url).toHaveCount(0);
  }
  await shot(page, 'forbidden-role-3');
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('the super admin still gets those pages', async ({ page }) => {
  await signInDirectly(page, SUPER_ADMIN);
  for (const [url, heading] of [
    ['/admin/adminlist', 'Admin Management'],
    ['/admin/admindetails/add', 'Add Admin'],
    ['/admin/integrations', 'Integrations'],
    ['/admin/mail-delivery', 'Mail Delivery'],
    ['/admin/alarm-settings', 'Alarm settings'],
    ['/admin/wallboard', 'Wallboard'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: heading }), url).toBeVisible();
    await expect(page.getByText('You do not have access to this page')).toHaveCount(0);
  }
});

test('a failed load says what failed with Retry, and Retry loads it (the cards stay empty meanwhile)', async ({ page }) => {
  await signInDirectly(page, SUPER_ADMIN);
  const statistics = '**/v1/user/admin/app-statistics';
  await page.route(statistics, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal Server Error"}' }));
  await page.reload();
  const failed = page.getByTestId('dashboard-load-failed');
  await expect(failed).toContainText('App Statistics: the data could not be loaded.');
  await expect(page.getByRole('alert').filter({ hasText: 'App Statistics: the data could not be loaded.' })).toBeVisible();
  await expect(page.getByTestId('stat-totalUsers').getByTestId('stat-value')).toHaveText('');
  await shot(page, 'dashboard-load-failed');
  await page.unroute(statistics);
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(failed).toHaveCount(0);
  await expect(page.getByTestId('stat-totalUsers').getByTestId('stat-value')).toHaveText(/\d/);
});

test('a page whose code cannot be downloaded says so inside the frame and offers Reload', async ({ page }) => {
  await signInDirectly(page, SUPER_ADMIN);
  const chunk = '**/assets/admins-page-*.js';
  await page.route(chunk, (route) => route.abort('connectionreset'));
  await nav(page).getByRole('link', { name: 'Admin Management' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  // The sidebar is still there: the operator can go elsewhere.
  await expect(nav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await shot(page, 'route-error-in-frame');
  await page.unroute(chunk);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Management' })).toBeVisible();
});

test('a list that fails to load says so above its empty table, with Retry', async ({ page }) => {
  await signInDirectly(page, SUPER_ADMIN);
  const users = '**/v1/user/admin/list-all-users**';
  await page.route(users, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"The service is temporarily unavailable."}' }),
  );
  await nav(page).getByRole('link', { name: 'User Management' }).click();
  const failed = page.getByTestId('list-load-failed');
  await expect(failed).toContainText('User Management: the data could not be loaded.');
  await shot(page, 'list-load-failed');
  await page.unroute(users);
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(failed).toHaveCount(0);
  await expect(page.locator('table tbody tr').first()).not.toContainText('No data found');
});
