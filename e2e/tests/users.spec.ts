import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signInDirectly } from '../support/auth';
import { SUPER_ADMIN } from '../support/environment';
import { toast } from '../support/foundation';
import { choose, columnTexts } from '../support/table';
import { attachShot } from '../support/layout';

const SEARCH = 'Search name, email or user name (3+ characters)';

/** Requests the page sends to the user list call, with their query. */
function listRequests(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/v1/user/admin/list-all-users') seen.push(url);
  });
  return seen;
}

const footer = (page: Page) => page.getByText(/^\d+–\d+ \/ \d+$|^0 \/ 0$/);

test.describe('user management', () => {
  test.beforeEach(async ({ page }) => {
    // Remembered: a list URL is opened in a second tab below, and only a remembered session reaches other tabs.
    await signInDirectly(page, SUPER_ADMIN, { remember: true });
    await page.getByRole('link', { name: 'User Management' }).click();
    await expect(page).toHaveURL(/\/admin\/customer$/);
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
    await expect(page.locator('table tbody tr')).toHaveCount(10);
  });

  test('lists end users with every column; page size and page live in the URL', async ({ page }) => {
    const headers = (await page.locator('table thead th').allTextContents()).map((text) => text.trim());
    expect(headers).toEqual(['User ID', 'Full Name', 'Email', 'User Name', 'Phone Number', 'Panic Events', 'Red Alert', 'Status', 'Action']);
    // Each number as dialled in its country, with the country named, and a tel: link to the whole international number.
    for (const phone of await columnTexts(page, 'Phone Number')) expect(phone).toMatch(/^[\d ()-]{6,20} [A-Z][A-Za-z .'-]+$/);
    const dialled = await page.locator('table tbody a[href^="tel:"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(dialled).toHaveLength(10);
    for (const href of dialled) expect(href).toMatch(/^tel:\+\d{7,15}$/);
    for (const alert of await columnTexts(page, 'Red Alert')) expect(['ON', 'OFF']).toContain(alert);
    await expect(footer(page)).toHaveText(/^1–10 \/ (2[4-9]\d|[3-9]\d\d)$/);
    await attachShot(page, 'users-list');

    const firstTen = await columnTexts(page, 'User ID');
    await choose(page, 'Rows per page', '25');
    await expect(page).toHaveURL(/limit=25/);
    await expect(page.locator('table tbody tr')).toHaveCount(25);
    expect((await columnTexts(page, 'User ID')).slice(0, 10)).toEqual(firstTen);

    await page.getByRole('button', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/limit=25&page=2|page=2&limit=25/);
    // Newest first: page 2 starts below every id of page 1 (the table keeps page 1 until page 2 arrives).
    await expect.poll(async () => Number((await columnTexts(page, 'User ID'))[0])).toBeLessThan(Number(firstTen[9]));
    const secondPage = await columnTexts(page, 'User ID');
    expect(secondPage).toHaveLength(25);

    await page.reload();
    await expect(page.locator('table tbody tr')).toHaveCount(25);
    expect(await columnTexts(page, 'User ID')).toEqual(secondPage);
    const shared = await page.context().newPage();
    await shared.goto(page.url());
    await expect(shared.locator('table tbody tr')).toHaveCount(25);
    expect(await columnTexts(shared, 'User ID')).toEqual(secondPage);
    await shared.close();

    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect.poll(async () => (await columnTexts(page, 'User ID')).slice(0, 10)).toEqual(firstTen);
  });

  test('searches the server only above 2 characters', { tag: '@core' }, async ({ page }) => {
    const requests = listRequests(page);
    const userName = (await columnTexts(page, 'User Name'))[0]!;
    const term = userName.slice(0, 3);
    const before = await footer(page).textContent();

    await page.getByRole('textbox', { name: SEARCH }).fill(term.slice(0, 2));
    await expect(page).toHaveURL(new RegExp(`search=${term.slice(0, 2)}`));
    await expect(footer(page)).toHaveText(before ?? '');

    // The list asks as soon as the URL holds a search it takes: the third character's call is the first with a
    // search, so none went out for two.
    await page.getByRole('textbox', { name: SEARCH }).fill(term);
    await expect.poll(() => requests.some((url) => url.searchParams.get('search') === term)).toBe(true);
    expect(requests.map((url) => url.searchParams.get('search')).filter((search) => search !== null && search !== term)).toEqual([]);
    await expect(footer(page)).not.toHaveText(before ?? '');
    const rows = await page.locator('table tbody tr').allTextContents();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.toLowerCase()).toContain(term.toLowerCase());

    await page.reload();
    await expect(page.getByRole('textbox', { name: SEARCH })).toHaveValue(term);
    await expect
      .poll(async () => (await page.locator('table tbody tr').allTextContents()).every((row) => row.toLowerCase().includes(term.toLowerCase())))
      .toBe(true);
  });

  test('toggles a status after confirmation, and not after Cancel', async ({ page }) => {
    const name = (await columnTexts(page, 'Full Name'))[0]!;
    const toggle = page.getByRole('switch', { name: `Active status of ${name}` });
    const wasActive = await toggle.isChecked();
    const patches: string[] = [];
    page.on('request', (request) => request.method() === 'PATCH' && patches.push(request.postData() ?? ''));

    await toggle.click({ force: true });
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Are you sure?')).toBeVisible();
    await expect(dialog.getByText(wasActive ? 'You want to deactivate this User!' : 'You want to activate this User!')).toBeVisible();
    // Deactivating says what it does not stop: the person's alarms.
    await expect(dialog.getByText('Their alarms will still arrive on the Alarm Desk, marked "Account inactive".')).toHaveCount(wasActive ? 1 : 0);
    await attachShot(page, 'users-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(patches).toEqual([]);
    expect(await toggle.isChecked()).toBe(wasActive);

    for (const active of [!wasActive, wasActive]) {
      await toggle.click({ force: true });
      const reload = page.waitForRequest((request) => request.url().includes('/v1/user/admin/list-all-users'), { timeout: 5000 });
      await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
      await expect(toast(page, active ? 'User activated successfully.' : 'User deactivated successfully.')).toBeVisible();
      await expect(toggle).toBeChecked({ checked: active });
      await reload; // the list reloads 2 s later
      await expect(toggle).toBeChecked({ checked: active });
    }
    expect(patches.map((body) => JSON.parse(body).status)).toEqual([wasActive ? 0 : 1, wasActive ? 1 : 0]);
  });

  test('exports CustomerList.csv with the current search', { tag: '@core' }, async ({ page }) => {
    const term = (await columnTexts(page, 'User Name'))[0]!.slice(0, 4);
    await page.getByRole('textbox', { name: SEARCH }).fill(term);
    await expect(page).toHaveURL(new RegExp(`search=${term}`));
    await expect.poll(async () => (await page.locator('table tbody tr').allTextContents()).every((row) => row.toLowerCase().includes(term))).toBe(true);
    const total = Number((await footer(page).textContent())?.split('/ ')[1]);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('CustomerList.csv');
    const lines = fs
      .readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('User ID,Full Name,Email,User Name,Phone Number,Panic Events,Red Alert,Status');
    expect(lines).toHaveLength(total + 1);
    const firstRow = await page.locator('table tbody tr').first().locator('td').allTextContents();
    expect(lines[1]!.split(',').slice(0, 4)).toEqual(firstRow.slice(0, 4));
    for (const line of lines.slice(1)) expect(line.toLowerCase()).toContain(term);
  });
});
