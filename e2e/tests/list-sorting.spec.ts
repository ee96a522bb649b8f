import { expect, test, type Page } from '@playwright/test';
import { signInDirectly } from '../support/auth';
import { settled } from '../support/axe';
import { DEMO_ADMIN } from '../support/environment';
import { pageToken, shot } from '../support/foundation';
import { choose, columnTexts } from '../support/table';
import { comparableNames } from '../support/shown-name';

const header = (page: Page, name: string) => page.locator('table thead th').filter({ has: page.getByRole('button', { name: `Sort by ${name}` }) });

/** Waits for the list call whose query string carries `sent`, after `act` (the old page stays on screen meanwhile). */
async function listedAfter(page: Page, api: string, sent: string[], act: () => Promise<unknown>) {
  await expect(page.locator('table').first()).toHaveAttribute('aria-busy', 'false');
  const listed = page.waitForResponse((response) => response.url().includes(api) && sent.every((part) => response.url().includes(part)));
  await act();
  await listed;
  await expect(page.locator('table').first()).toHaveAttribute('aria-busy', 'false');
}

/**
 * One field of the rows the API answers for the same list query: what the table must show, in this order (the
 * API tests prove the server's order against the database's own sort; the demo's hostile names make a
 * JavaScript sort a poor judge of a database collation).
 */
async function apiColumn(page: Page, path: string, field: (row: Record<string, unknown>) => unknown): Promise<string[]> {
  const response = await page.request.get(`/v1${path}`, { headers: { Authorization: `Bearer ${await pageToken(page)}` } });
  return ((await response.json()) as { data: Record<string, unknown>[] }).data.map((row) => String(field(row)));
}
const fullName = (row: Record<string, unknown>) => row.fullName;

/** The lists in these states are the pages the accessibility walk scans with axe; here only their order and filters are checked. */
test.describe('sortable columns and the new filters', () => {
  test.beforeEach(async ({ page }) => {
    await signInDirectly(page, DEMO_ADMIN);
  });

  test('a column header sorts on the server, says so with aria-sort, and the URL keeps it after a reload', async ({ page }) => {
    await page.goto('/admin/customer');
    await settled(page);
    // The default order is newest first by user id: its header says so, the others are sortable but not sorted.
    await expect(header(page, 'User ID')).toHaveAttribute('aria-sort', 'descending');
    await expect(header(page, 'Full Name')).toHaveAttribute('aria-sort', 'none');

    await listedAfter(page, '/v1/user/admin/list-all-users', ['order_by=fullName', 'order=ASC'], () =>
      page.getByRole('button', { name: 'Sort by Full Name' }).click(),
    );
    await expect(page).toHaveURL(/order_by=fullName/);
    await expect(page).toHaveURL(/order=ASC/);
    await expect(header(page, 'Full Name')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header(page, 'User ID')).toHaveAttribute('aria-sort', 'none');
    // The table shows the server's order (the API tests prove that order against the database's own sort).
    const ascending = await apiColumn(page, '/user/admin/list-all-users?limit=10&order_by=fullName&order=ASC', fullName);
    expect(ascending).toHaveLength(10);
    await expect.poll(async () => comparableNames(await columnTexts(page, 'Full Name'))).toEqual(comparableNames(ascending));
    await shot(page, 'b-users-sorted');

    // Again: the other way, from the other end of the list.
    await listedAfter(page, '/v1/user/admin/list-all-users', ['order_by=fullName', 'order=DESC'], () =>
      page.getByRole('button', { name: 'Sort by Full Name' }).click(),
    );
    await expect(header(page, 'Full Name')).toHaveAttribute('aria-sort', 'descending');
    const descending = await apiColumn(page, '/user/admin/list-all-users?limit=10&order_by=fullName&order=DESC', fullName);
    await expect.poll(async () => comparableNames(await columnTexts(page, 'Full Name'))).toEqual(comparableNames(descending));
    expect(descending).not.toEqual(ascending);

    // The next page continues the same order (by the server's cursor), and a reload keeps order and page.
    await listedAfter(page, '/v1/user/admin/list-all-users', ['order_by=fullName', 'page_no=2'], () =>
      page.getByRole('button', { name: '2', exact: true }).click(),
    );
    const secondPage = await apiColumn(page, '/user/admin/list-all-users?limit=10&page_no=2&order_by=fullName&order=DESC', fullName);
    await expect.poll(async () => comparableNames(await columnTexts(page, 'Full Name'))).toEqual(comparableNames(secondPage));
    await page.reload();
    await settled(page);
    await expect(page).toHaveURL(/page=2/);
    await expect(header(page, 'Full Name')).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(async () => comparableNames(await columnTexts(page, 'Full Name'))).toEqual(comparableNames(secondPage));

    // Back to the default: the order leaves the URL.
    await listedAfter(page, '/v1/user/admin/list-all-users', ['order_by=userId'], () => page.getByRole('button', { name: 'Sort by User ID' }).click());
    await expect(page).not.toHaveURL(/order_by/);
    await expect(header(page, 'User ID')).toHaveAttribute('aria-sort', 'descending');
  });

  test('panic events: the headers and the Order by select are one order; alert type, source and dates filter', async ({ page }) => {
    await page.goto('/admin/panic-events');
    await settled(page);
    await expect(header(page, 'Date')).toHaveAttribute('aria-sort', 'descending');
    await listedAfter(page, '/v1/admin/list-panic-events', ['order_by=userName', 'order=ASC'], () =>
      page.getByRole('button', { name: 'Sort by User Name' }).click(),
    );
    await expect(page.getByRole('textbox', { name: 'Order by', exact: true })).toHaveValue('User name');
    await expect(page.getByRole('textbox', { name: 'Order', exact: true })).toHaveValue('Ascending');
    await expect(header(page, 'User Name')).toHaveAttribute('aria-sort', 'ascending');

    await listedAfter(page, '/v1/admin/list-panic-events', ['alertType=1'], () => choose(page, 'Alert type', 'Warning'));
    await listedAfter(page, '/v1/admin/list-panic-events', ['alertType=1', 'source=2'], () => choose(page, 'Source', 'Watch'));
    await expect(page).toHaveURL(/alertType=1/);
    await expect(page).toHaveURL(/source=2/);
    // Polled: the rows of the page before stay on screen until the new ones have mounted.
    await expect.poll(async () => new Set(await columnTexts(page, 'Source'))).toEqual(new Set(['Watch']));
    const dots = await page.locator('table tbody [data-alert-type]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-alert-type')));
    expect(dots.length).toBeGreaterThan(0);
    expect(new Set(dots)).toEqual(new Set(['orange']));
    // Still in the header's order under the filters.
    const byUserName = (row: Record<string, unknown>) => (row.userAlert as { userName: string }).userName;
    const expectedNames = await apiColumn(page, '/admin/list-panic-events?limit=10&order_by=userName&order=ASC&alertType=1&source=2', byUserName);
    await expect.poll(() => columnTexts(page, 'User Name')).toEqual(expectedNames);

    // A date range from the URL (a bookmarked list): the picker shows it and every row is inside it.
    const latest = await page.request.get('/v1/admin/list-panic-events?limit=10', { headers: { Authorization: `Bearer ${await pageToken(page)}` } });
    const newest = ((await latest.json()) as { data: { createdAt: string }[] }).data[0]!.createdAt;
    const lastDay = new Date(newest);
    const firstDay = new Date(lastDay.getTime() - 6 * 86_400_000);
    const day = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    await page.goto(`/admin/panic-events?from=${day(firstDay)}&to=${day(lastDay)}`);
    await settled(page);
    const shown = (date: Date) => `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
    await expect(page.getByRole('button', { name: 'Date range', exact: true })).toContainText(`${shown(firstDay)} – ${shown(lastDay)}`);
    const dates = await columnTexts(page, 'Date');
    expect(dates.length).toBeGreaterThan(0);
    for (const text of dates) {
      const [d, m, y] = text.split(',')[0]!.split('/').map(Number);
      const at = new Date(y!, m! - 1, d!);
      expect(at >= new Date(firstDay.getFullYear(), firstDay.getMonth(), firstDay.getDate())).toBe(true);
      expect(at <= new Date(lastDay.getFullYear(), lastDay.getMonth(), lastDay.getDate())).toBe(true);
    }
    await listedAfter(page, '/v1/admin/list-panic-events', ['alertType=2'], () => choose(page, 'Alert type', 'Emergency'));
    await expect
      .poll(() => page.locator('table tbody [data-alert-type]').evaluateAll((nodes) => [...new Set(nodes.map((node) => node.getAttribute('data-alert-type')))]))
      .toEqual(['red']);
    await shot(page, 'b-panic-events-filtered');

    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/panic-events$/);
    await expect(page.getByRole('textbox', { name: 'Alert type', exact: true })).toHaveValue('All alert types');
  });

  test('the date-range picker filters subscriptions when both ends are chosen', async ({ page }) => {
    await page.goto('/admin/subscription');
    await settled(page);
    await page.getByRole('button', { name: 'Start date range', exact: true }).click();
    const days = page.getByRole('dialog').locator('table button:not([data-outside])');
    await days.first().click();
    await listedAfter(page, '/v1/subscription/admin/users', ['from=', 'to='], () => days.last().click());
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-01/);
    await expect(page).toHaveURL(/to=\d{4}-\d{2}-\d{2}/);
    await page.keyboard.press('Escape');
    await shot(page, 'b-subscriptions-date-range');
  });

  test('devices search as you type, without Apply; sort by name; contacts sorted by name from the URL', async ({ page }) => {
    await page.goto('/admin/device-management');
    await settled(page);
    await listedAfter(page, '/v1/device-inventory?', ['keyword=GRD-00000'], () => page.getByLabel('Search').pressSequentially('GRD-00000', { delay: 30 }));
    await expect(page).toHaveURL(/search=GRD-00000/);
    await expect.poll(async () => (await columnTexts(page, 'Device ID')).every((id) => id.includes('GRD-00000'))).toBe(true);
    await listedAfter(page, '/v1/device-inventory?', ['order_by=deviceName', 'keyword=GRD-00000'], () =>
      page.getByRole('button', { name: 'Sort by Device Name' }).click(),
    );
    await expect(header(page, 'Device Name')).toHaveAttribute('aria-sort', 'ascending');
    const expectedDevices = await apiColumn(page, '/device-inventory?limit=10&keyword=GRD-00000&order_by=deviceName&order=ASC', (row) => row.deviceName);
    await expect.poll(() => columnTexts(page, 'Device Name')).toEqual(expectedDevices);
    await shot(page, 'b-devices-search-sort');

    await page.goto('/admin/emergency-contact?order_by=contactName&order=ASC');
    await settled(page);
    await expect(header(page, 'Contact Name')).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.getByRole('button', { name: 'Date added', exact: true })).toBeVisible();
  });
});
