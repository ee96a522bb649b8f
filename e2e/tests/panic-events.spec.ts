import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInDirectly } from '../support/auth';
import { apiAs } from '../support/content-api';
import { csvRecords } from '../support/csv';
import { DEMO_ADMIN } from '../support/environment';
import { choose, columnTexts } from '../support/table';
import { shot } from '../support/foundation';

const sortedCopy = (values: string[]) => [...values].sort((a, b) => a.localeCompare(b));

test.describe('panic events', () => {
  test.beforeEach(async ({ page }) => {
    await signInDirectly(page, DEMO_ADMIN);
    await page.goto('/admin/panic-events');
    await expect(page.getByRole('heading', { name: 'Panic Events' })).toBeVisible();
    await expect(page.locator('table tbody tr')).toHaveCount(10);
  });

  test('lists by date, newest first, with dots, sources and event links; order and search live in the URL', async ({ page }) => {
    await expect(page.getByRole('textbox', { name: 'Order by', exact: true })).toHaveValue('Date');
    await expect(page.getByRole('textbox', { name: 'Order', exact: true })).toHaveValue('Descending');
    const dates = await columnTexts(page, 'Date');
    expect(dates[0]).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
    const dots = page.locator('[data-alert-type]');
    await expect(dots).toHaveCount(10);
    for (const colour of await dots.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-alert-type'))))
      expect(['orange', 'red']).toContain(colour);
    for (const source of await columnTexts(page, 'Source')) expect(['Watch', 'Mobile']).toContain(source);
    await shot(page, 'panic-events');

    await choose(page, 'Order by', 'User name');
    await choose(page, 'Order', 'Ascending');
    await expect(page).toHaveURL(/order_by=userName/);
    await expect(page).toHaveURL(/order=ASC/);
    await expect
      .poll(async () => {
        const names = await columnTexts(page, 'User Name');
        return names.join() === sortedCopy(names).join() && names.length === 10;
      })
      .toBe(true);
    const firstName = (await columnTexts(page, 'User Name'))[0]!;

    await choose(page, 'Order by', 'Full name');
    await choose(page, 'Order', 'Descending');
    await expect(page).toHaveURL(/order_by=fullName/);
    await expect(page).not.toHaveURL(/order=/);

    const term = firstName.split('.')[0]!;
    await page.getByRole('textbox', { name: 'Search by user name or full name' }).fill(term);
    await expect(page).toHaveURL(new RegExp(`search=${term}`));
    await expect.poll(async () => (await columnTexts(page, 'User Name')).every((name) => name.includes(term))).toBe(true);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Search by user name or full name' })).toHaveValue(term);
    await expect(page.getByRole('textbox', { name: 'Order by', exact: true })).toHaveValue('Full name');

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/\/admin\/panic-events$/);
    await expect(page.getByRole('textbox', { name: 'Order by', exact: true })).toHaveValue('Date');
    await expect(page.getByRole('textbox', { name: 'Search by user name or full name' })).toHaveValue('');
  });

  test('pages forward with the server cursor and back again, and changes the page size', async ({ page }) => {
    const firstPage = await columnTexts(page, 'Date');
    const cursorRequest = page.waitForRequest((request) => request.url().includes('/v1/admin/list-panic-events') && request.url().includes('page_no=2'));
    await page.getByRole('button', { name: '2', exact: true }).click();
    expect(new URL((await cursorRequest).url()).searchParams.get('cursor')).toBeTruthy();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(async () => (await columnTexts(page, 'Sr No.'))[0]).toBe('11');
    // The page before stays on screen until the new one arrives.
    await expect.poll(async () => (await columnTexts(page, 'Date')).join()).not.toBe(firstPage.join());
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(async () => (await columnTexts(page, 'Sr No.'))[0]).toBe('1');
    await choose(page, 'Rows per page', '25');
    await expect(page.locator('table tbody tr')).toHaveCount(25);
    await expect(page).toHaveURL(/limit=25/);
  });

  test('opens the logs of an event in a modal', async ({ page, request }) => {
    // The newest events may be alerts other suites raised through the ingest API, and the oldest the XSS rows,
    // most without logs: the list of a person who has an event with logs (the seed's people), found by the API.
    const api = await apiAs(request);
    const resolved = (await (await api.get('/v1/admin/list-panic-events?status=resolved&limit=100')).json()) as {
      data: { userAlert: { userName: string }; alertLogs: unknown[] }[];
    };
    const person = resolved.data.find((row) => row.alertLogs.length > 0 && !row.userAlert.userName.startsWith('xss.'))?.userAlert.userName;
    if (!person) throw new Error('no resolved event with logs among the newest 100');
    await page.goto(`/admin/panic-events?search=${encodeURIComponent(person)}`);
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Alert Logs' });
    const buttons = page.getByRole('button', { name: 'View logs' });
    for (let row = 0; ; row += 1) {
      await buttons.nth(row).click();
      await expect(dialog).toBeVisible();
      if ((await dialog.getByRole('table').count()) > 0) break;
      // The footer's Close (the title bar's × is named Close too).
      await dialog.getByRole('button', { name: 'Close' }).last().click();
      await expect(dialog).toBeHidden();
      expect(row, 'an event with logs on the first page').toBeLessThan(9);
    }
    await expect(dialog.getByRole('columnheader')).toHaveText(['Event Type', 'Event Message', 'Time']);
    expect(await dialog.locator('tbody tr').count()).toBeGreaterThan(0);
    await shot(page, 'panic-events-logs', { fullPage: false });
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
  });

  test('links an event with a recording to the public experience viewer', async ({ page }) => {
    // The newest events may be alerts other suites raised through the ingest API, which have no recording:
    // look among a full page of recorded history.
    await page.goto('/admin/panic-events?status=resolved&limit=100');
    const link = page.getByRole('link', { name: 'Open event' }).first();
    await expect(link).toHaveAttribute('href', /\/auth\/experiance\/[\w-]+$/);
    await expect(link).toHaveAttribute('target', '_blank');
    // The whole address shows when the link is pointed at, and "Copy link" beside it copies it.
    const href = (await link.getAttribute('href'))!;
    await expect(link).toHaveAttribute('title', href);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy link' }).first().click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(href);
  });

  test('exports PanicEvent.csv with the current search and order', async ({ page }) => {
    const total = Number((await page.getByText(/^1–10 \/ \d+$/).textContent())!.split('/ ')[1]);
    await choose(page, 'Order by', 'User name');
    const exported = page.waitForRequest((request) => request.url().includes('/v1/admin/export-panic-event-data'));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const url = new URL((await exported).url());
    expect(url.searchParams.get('order_by')).toBe('userName');
    expect(url.searchParams.get('order')).toBe('DESC');
    const file = await download;
    expect(file.suggestedFilename()).toBe('PanicEvent.csv');
    // Every event, the XSS suite's too (their names hold line breaks and quotes: records, not lines).
    const records = csvRecords(fs.readFileSync(await file.path(), 'utf8'));
    expect(records[0]!.join(',')).toBe(
      'Full Name,User Name,Created At (UTC),Alert Type,Source,Event Link,Status,Nearest place,Country,Kind,Outcome,Handled by,Resolution note,Hand-off reference',
    );
    expect(total).toBeGreaterThan(1500);
    expect(records.length).toBe(total + 1);
  });
});
