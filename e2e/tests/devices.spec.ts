import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signInDirectly } from '../support/auth';
import { SUPER_ADMIN } from '../support/environment';
import { expectNoAxeViolations } from '../support/axe';
import { pageToken, shot } from '../support/foundation';

const PAGE = '/admin/device-management';
const BLE_ERRORS = ['Error in Connect BLE', 'Error in Discover Services', 'Error in Discover characteristic', 'Error in fetching updated characteristic value'];

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });
const rows = (page: Page) => page.locator('table').first().locator('tbody tr');
const dialog = (page: Page) => page.getByRole('dialog');

/**
 * Chooses a filter, which applies at once (like every list's, no Apply button): waits for the list call it causes
 * and its rows (the old page stays on screen meanwhile). `sent` is a part of that call's query string: a list
 * call still under way (after Clear, say) could otherwise be taken for the one the choice causes.
 */
async function filterBy(page: Page, label: string, option: string, sent: string) {
  await expect(page.locator('table').first()).toHaveAttribute('aria-busy', 'false');
  const listed = page.waitForResponse((response) => response.url().includes('/v1/device-inventory?') && response.url().includes(sent));
  await choose(page, label, option);
  await listed;
  await expect(page.locator('table').first()).toHaveAttribute('aria-busy', 'false');
}

async function openDevices(page: Page, query = '') {
  await signInDirectly(page, SUPER_ADMIN);
  await page.goto(`${PAGE}${query}`);
  await expect(page.getByRole('heading', { name: 'Device Management' })).toBeVisible();
  await expect(rows(page).first()).not.toContainText('Loading');
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The search runs as you type (no Apply): the list call carrying the term comes after the typing pause. */
async function searchFor(page: Page, text: string) {
  await expect(page.locator('table').first()).toHaveAttribute('aria-busy', 'false');
  const listed = page.waitForResponse(
    (response) => response.url().includes('/v1/device-inventory?') && response.url().includes(`keyword=${encodeURIComponent(text)}`),
  );
  await page.getByLabel('Search').fill(text);
  await listed;
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(text)}`));
  await expect(page.locator('table').first()).toHaveAttribute('aria-busy', 'false');
}

async function chooseFile(page: Page, name: string, content: string | Buffer, mimeType = 'text/csv') {
  await dialog(page)
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType, buffer: Buffer.isBuffer(content) ? content : Buffer.from(content) });
}

/** The API as the signed-in page sees it, for facts the test needs to choose its device. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await pageToken(page);
  const response = await page.request.get(`/v1${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return (await response.json()) as T;
}

test('filters apply as they are chosen, and Clear; the list state stays in the URL', async ({ page }) => {
  await openDevices(page);
  await expect(rows(page)).toHaveCount(10);
  await expect(page.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  await shot(page, 'devices-list');

  await filterBy(page, 'Allocation', 'Not Allocated', 'allocation_status=3');
  await expect(page).toHaveURL(/allocation_status=3/);
  await filterBy(page, 'Status', 'Inactive', 'active_status=4');
  await expect(page).toHaveURL(/allocation_status=3/);
  await expect(page).toHaveURL(/active_status=4/);
  await expect(rows(page).first()).toBeVisible();
  for (const row of await rows(page).all()) {
    await expect(row.locator('td').nth(4)).toHaveText('N/A');
    await expect(row.getByRole('switch')).not.toBeChecked();
  }

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Allocation', exact: true })).toHaveValue('Not Allocated');
  await expect(page.getByRole('textbox', { name: 'Status', exact: true })).toHaveValue('Inactive');

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(page.getByRole('textbox', { name: 'Status', exact: true })).toHaveValue('All');
  await searchFor(page, 'GRD-0000011');
  await expect(rows(page).locator('td:nth-child(3)')).toContainText(Array<string>(10).fill('GRD-0000011'));
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByLabel('Search')).toHaveValue('');
});

test('export downloads DeviceManagement.csv with the applied filters', async ({ page }) => {
  // The demo's devices (GRD-…) only: other specs add thousands of their own, which the export would stream too.
  await openDevices(page, '?active_status=3&search=GRD-');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  expect(download.suggestedFilename()).toBe('DeviceManagement.csv');
  const text = await fs.readFile(await download.path(), 'utf8');
  const lines = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe('deviceId,deviceName,macAddress,allocatedTo,status,addedOn');
  expect(lines.length).toBeGreaterThan(50);
  for (const line of lines.slice(1)) {
    expect(line).toMatch(/^GRD-/);
    expect(line).toContain(',Active,');
  }
});

test('the logs modal paints the four BLE error types red', async ({ page }) => {
  await openDevices(page);
  type Details = { data: { deviceLogs: { eventType: string }[] } };
  // The demo devices (GRD-…): the XSS suite's devices, newer, carry only its own log lines.
  const list = await apiGet<{ data: { id: number; deviceId: string }[] }>(page, '/device-inventory?limit=25&keyword=GRD-');
  let chosen: { deviceId: string; logs: string[] } | undefined;
  for (const device of list.data) {
    const logs = (await apiGet<Details>(page, `/device-inventory/${device.id}`)).data.deviceLogs.map((log) => log.eventType);
    if (logs.some((type) => BLE_ERRORS.includes(type)) && logs.some((type) => !BLE_ERRORS.includes(type))) {
      chosen = { deviceId: device.deviceId, logs };
      break;
    }
  }
  expect(chosen, 'a demo device with both BLE errors and other logs').toBeDefined();
  await searchFor(page, chosen!.deviceId);
  await page.getByRole('button', { name: `View logs ${chosen!.deviceId}` }).click();
  const logRows = dialog(page).locator('tbody tr');
  await expect(logRows).toHaveCount(chosen!.logs.length);
  for (const row of await logRows.all()) {
    const type = (await row.locator('td').first().textContent()) ?? '';
    const colour = await row.evaluate((element) => getComputedStyle(element).color);
    if (BLE_ERRORS.includes(type)) {
      await expect(row).toHaveAttribute('data-ble-error', 'true');
      expect(colour).toMatch(/^rgb\((1[5-9]\d|2\d\d), \d{1,2}, \d{1,2}\)$/);
    } else {
      await expect(row).not.toHaveAttribute('data-ble-error');
    }
    await expect(row.locator('td').nth(2)).toHaveText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
  }
  await shot(page, 'devices-logs', { fullPage: false });
});

test('a device is added, edited, toggled and removed', async ({ page }) => {
  await openDevices(page);
  await page.getByRole('button', { name: 'Add +' }).click();
  await expect(dialog(page).getByText('Add Device')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog(page).getByText('Please Enter Device Name.')).toBeVisible();
  await dialog(page).getByLabel('Device Name').fill('E2E Band');
  await dialog(page).getByLabel('Device ID').fill('E2E-0001');
  await dialog(page).getByLabel('MAC Address').fill('aa-bb-cc-dd-ee');
  await dialog(page).getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog(page).getByText('Please Enter a valid MAC Address (AA:BB:CC:DD:EE:FF).')).toBeVisible();
  await dialog(page).getByLabel('MAC Address').fill('aa-bb-cc-dd-ee-99');
  await shot(page, 'devices-add', { fullPage: false });
  await dialog(page).getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, 'Sucessfully Added')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Add +' }).click();
  await dialog(page).getByLabel('Device Name').fill('Copy');
  await dialog(page).getByLabel('Device ID').fill('E2E-0001');
  await dialog(page).getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, 'A device with this Device ID already exists.')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();

  await searchFor(page, 'E2E-0001');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('AA:BB:CC:DD:EE:99');
  await expect(rows(page).first().locator('td').nth(4)).toHaveText('N/A');

  await page.getByRole('button', { name: 'Edit E2E-0001' }).click();
  await expect(dialog(page).getByText('Update Device')).toBeVisible();
  await expect(dialog(page).getByLabel('Device Name')).toHaveValue('E2E Band');
  await dialog(page).getByLabel('Device Name').fill('E2E Band Renamed');
  await dialog(page).getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Device updated successfully.')).toBeVisible();
  await expect(rows(page).first()).toContainText('E2E Band Renamed');

  const toggle = page.getByRole('switch', { name: 'Active status of E2E-0001' });
  await expect(toggle).toBeChecked();
  await toggle.click({ force: true });
  await expect(dialog(page).getByText('You want to deactivate this Device!')).toBeVisible();
  await expect(dialog(page).getByText('Are you sure?')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, 'Device deactivated successfully.')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  // The confirm dialog fades out; a click during the fade lands on its overlay and opens nothing.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await toggle.click({ force: true });
  await expect(dialog(page).getByText('You want to activate this Device!')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, 'Device activated successfully.')).toBeVisible();
  await expect(toggle).toBeChecked();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Remove E2E-0001' }).click();
  await expect(dialog(page).getByText('Are you sure you want to Remove the Device?')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Remove E2E-0001' }).click();
  await dialog(page).getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, 'Device deleted successfully.')).toBeVisible();
  await expect(rows(page).first()).toHaveText('No data found');
});

test.describe('import', () => {
  test('the template downloads with the header row and one example', async ({ page }) => {
    await openDevices(page);
    await page.getByRole('button', { name: 'Import Device' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), dialog(page).getByText('Download template').click()]);
    expect(download.suggestedFilename()).toBe('DeviceImportTemplate.csv');
    const lines = (await fs.readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('deviceId,deviceName,macAddress');
  });

  test('a good file is previewed, uploaded and stored', async ({ page }) => {
    await openDevices(page);
    await page.getByRole('button', { name: 'Import Device' }).click();
    await dialog(page).getByRole('button', { name: 'Upload' }).click();
    await expect(dialog(page).getByText('Please select CSV file.')).toBeVisible();
    await chooseFile(
      page,
      'good.csv',
      'deviceId,deviceName,macAddress\nE2E-IMP-1,Imported One,aa:bb:cc:00:00:01\nE2E-IMP-2,Imported Two,\nE2E-IMP-3,"Imported, Three",AA-BB-CC-00-00-03\n',
    );
    await expect(dialog(page).getByText('Preview: 3 rows')).toBeVisible();
    await expect(dialog(page).getByRole('table', { name: 'Preview: 3 rows' }).locator('tbody tr')).toHaveCount(3);
    await shot(page, 'devices-import-preview', { fullPage: false });
    await dialog(page).getByRole('button', { name: 'Upload' }).click();
    await expect(toast(page, 'File uploaded successfully.')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    await searchFor(page, 'E2E-IMP-');
    await expect(rows(page)).toHaveCount(3);
    await expect(page.getByRole('cell', { name: 'AA:BB:CC:00:00:03' })).toBeVisible();
  });

  test('a file with bad rows shows the report and stores nothing', async ({ page }) => {
    await openDevices(page);
    await page.getByRole('button', { name: 'Import Device' }).click();
    await chooseFile(
      page,
      'bad.csv',
      'deviceId,deviceName,macAddress\nE2E-BAD-1,Fine,\nE2E-BAD-2,,\nE2E-BAD-3,Bad mac,12:34\nE2E-BAD-1,Again,\nGRD-00000001,Clash,\n',
    );
    await expect(dialog(page).getByText('Preview: 5 rows')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Upload' }).click();
    await expect(dialog(page).getByText('4 problems found in the file. Nothing was imported.')).toBeVisible();
    const report = dialog(page).getByRole('table', { name: 'Rows with errors (nothing was imported)' }).locator('tbody tr');
    await expect(report).toHaveCount(4);
    await expect(report.nth(0)).toContainText('Please Enter Device Name.');
    await expect(report.nth(1)).toContainText('Please Enter a valid MAC Address');
    await expect(report.nth(2)).toContainText('Duplicate Device ID in this file (first on row 2).');
    await expect(report.nth(3)).toContainText('A device with this Device ID already exists.');
    await shot(page, 'devices-import-report', { fullPage: false });
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await searchFor(page, 'E2E-BAD-');
    await expect(rows(page).first()).toHaveText('No data found');
  });

  test('a file that is not CSV is refused, whatever its name', async ({ page }) => {
    await openDevices(page);
    await page.getByRole('button', { name: 'Import Device' }).click();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0xff, 0xfe]);
    await chooseFile(page, 'photo.png', png, 'image/png');
    await expect(dialog(page).getByText('Only CSV files are allowed')).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'Upload' })).toBeDisabled();
    await chooseFile(page, 'renamed.csv', png);
    await expect(dialog(page).getByText('Only CSV files are allowed')).toBeVisible();
    await shot(page, 'devices-import-not-csv', { fullPage: false });
  });

  test('one problem, one message: a wrong header names its columns, a one-row file reads "1 row"', async ({ page }) => {
    // A list narrowed to nothing: axe then judges the dialog, not whatever rows the list shows behind it.
    await openDevices(page, '?search=E2E-ONE-');
    await page.getByRole('button', { name: 'Import Device' }).click();
    // Text that is CSV by content, under any name: its problem is the header, said once.
    await chooseFile(page, 'notes.txt', 'deviceId,devicename ,mac\nE2E-ONE-1,Band,\n', 'text/plain');
    const header = 'The header row must name deviceId, deviceName and macAddress: macAddress is missing (the header has: deviceId, devicename , mac).';
    await expect(dialog(page).getByText(header)).toBeVisible();
    await expect(dialog(page).getByText('Only CSV files are allowed')).toHaveCount(0);
    await expect(dialog(page).getByRole('button', { name: 'Upload' })).toBeDisabled();
    await shot(page, 'devices-import-header', { fullPage: false });

    await chooseFile(page, 'one.csv', 'deviceId,deviceName,macAddress\nE2E-ONE-1,,\n');
    await expect(dialog(page).getByText('Preview: 1 row', { exact: true })).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Upload' }).click();
    await expect(dialog(page).getByText('1 problem found in the file. Nothing was imported.')).toBeVisible();
    await shot(page, 'devices-import-one-row', { fullPage: false });
    // The import dialog's one scan in English, in its fullest state: a message and the report's table.
    await expectNoAxeViolations(page, 'import dialog with a one-row report');
  });
});
