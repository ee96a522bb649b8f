import { expect, test, type Page } from '@playwright/test';
import { signInDirectly } from '../support/auth';
import { expectNoAxeViolations, settled } from '../support/axe';
import { DEMO_ADMIN, SUPER_ADMIN } from '../support/environment';
import { columnTexts } from '../support/table';
import { shot } from '../support/foundation';

const SECTIONS = ['Profile', 'Subscription', 'Transactions', 'Emergency contacts', 'Devices', 'Panic events', 'Audit history'];

/** Each section is a region named by its heading; none may be in its failed state. */
async function expectEverySection(page: Page) {
  for (const name of SECTIONS) await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
  await expect(page.getByText(/the data could not be loaded/)).toHaveCount(0);
}

async function openUsers(page: Page) {
  await page.getByRole('link', { name: 'User Management' }).click();
  await expect(page).toHaveURL(/\/admin\/customer$/);
  await expect(page.locator('table tbody tr')).toHaveCount(10);
}

test.describe('user page', () => {
  test('from the users list to a person: every section, a panic event and its logs, axe, 1366 and 1024 px', async ({ page }) => {
    // An axe run and two full-page screenshots of a long page.
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInDirectly(page, SUPER_ADMIN);
    await openUsers(page);
    // The first person on the page with panic events.
    const counts = await columnTexts(page, 'Panic Events');
    const names = await columnTexts(page, 'Full Name');
    const index = counts.findIndex((count) => Number(count) > 0);
    expect(index, `a user with panic events among ${counts.join(', ')}`).toBeGreaterThanOrEqual(0);
    const name = names[index]!;
    const count = Number(counts[index]);

    await page.locator('table tbody tr').nth(index).getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/customer\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(`${name} · Guardian`);
    await expectEverySection(page);

    const profile = page.getByRole('region', { name: 'Profile' });
    await expect(profile.getByText(name, { exact: true })).toBeVisible();
    await expect(profile.getByTestId('customer-red-alert')).toHaveText(/^(ON|OFF)$/);

    // Her panic events, newest first: the pager counts what the users list counted.
    const events = page.getByRole('region', { name: 'Panic events' });
    await expect(events.locator('table[aria-busy="false"]')).toBeVisible();
    await expect(events.getByText(new RegExp(`^1–${Math.min(count, 10)} / ${count}$`))).toBeVisible();
    const dates = await events.locator('tbody tr td:first-child').allTextContents();
    expect(dates.length).toBe(Math.min(count, 10));

    // The user page is scanned here only (the accessibility walk has no person's id); its Alert Logs dialog is
    // the panic events list's, scanned there, and the narrow layout on the dashboard (dashboard-trends.spec.ts).
    await settled(page);
    await expectNoAxeViolations(page, 'user page');
    await shot(page, 'A-user-page-1366');

    // The first event's logs open in a dialog named by the spec's title.
    await events.getByRole('button', { name: 'View logs' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Alert Logs' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('table tbody tr').or(dialog.getByText('No logs for this event.'))).not.toHaveCount(0);
    await shot(page, 'A-user-page-logs', { fullPage: false });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await page.setViewportSize({ width: 1024, height: 800 });
    await settled(page);
    await shot(page, 'A-user-page-1024');
  });

  test('the panic-event count and the device holder open the same page; a role 3 admin reads it too', async ({ page }) => {
    await signInDirectly(page, DEMO_ADMIN);
    await openUsers(page);
    const countLink = page
      .locator('table tbody')
      .getByRole('link', { name: /^\d+ panic events? of / })
      .first();
    const label = (await countLink.getAttribute('aria-label'))!;
    const name = label.replace(/^\d+ panic events? of /, '');
    await countLink.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expectEverySection(page);
    // Role 3 reads only its own audit entries, and is told so.
    await expect(page.getByRole('region', { name: 'Audit history' })).toContainText('Only the entries you made yourself are shown.');

    // Device Management: a device's holder opens their page, which lists the device with its newest logs.
    // Only allocated devices (spec code 2), so the first row has a holder.
    await page.goto('/admin/device-management?allocation_status=2');
    await expect(page.getByRole('heading', { level: 1, name: 'Device Management' })).toBeVisible();
    const [deviceId] = await columnTexts(page, 'Device ID');
    await page.locator('table tbody tr').first().locator('a[href^="/admin/customer/"]').click();
    await expect(page).toHaveURL(/\/admin\/customer\/\d+$/);
    const devices = page.getByRole('region', { name: 'Devices' });
    await expect(devices.getByTestId('customer-device').filter({ hasText: deviceId })).toBeVisible();
  });

  test('an unknown or malformed id says so', async ({ page }) => {
    await signInDirectly(page, SUPER_ADMIN);
    await page.goto('/admin/customer/999999999');
    await expect(page.getByTestId('customer-refused')).toHaveText('User not found.');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('User');
    await page.goto('/admin/customer/abc');
    await expect(page.getByTestId('customer-refused')).toHaveText('The id must be a positive whole number.');
  });
});
