import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInDirectly } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';
import { csvRecords } from '../support/csv';
import { DEMO_ADMIN } from '../support/environment';
import { shot } from '../support/foundation';

/**
 * An export on a slow line (decision 028): the button shows how many rows have come, and a percentage of the
 * server's estimate, while the file streams, then saves the whole file. The line is slowed in Chromium itself
 * (DevTools network emulation), so the server streams as it always does.
 */
test('an export shows its progress while the file streams, then saves every row', async ({ page }) => {
  test.setTimeout(180_000);
  await signInDirectly(page, DEMO_ADMIN);
  await page.goto('/admin/panic-events');
  await expect(page.getByRole('heading', { name: 'Panic Events' })).toBeVisible();
  await expect(page.locator('table tbody tr')).toHaveCount(10);
  const total = Number((await page.getByText(/^1–10 \/ \d+$/).textContent())!.split('/ ')[1]);
  expect(total).toBeGreaterThan(1500);

  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: 12_000, uploadThroughput: -1 });

  const download = page.waitForEvent('download', { timeout: 150_000 });
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const bar = page.getByRole('progressbar', { name: 'Export progress' });
  await expect(bar).toBeVisible();
  const announced = page.getByTestId('export-progress').locator('[aria-live="polite"]');
  // Rows counted as they arrive, of about the list's total; refreshed about once a second.
  await expect(announced).toHaveText(new RegExp(`^[\\d,]+ of about ${total.toLocaleString('en-GB')} rows \\(\\d+%\\)$`));
  await expect(announced).not.toHaveText(/^0 of about/, { timeout: 15_000 });
  const firstPercent = Number((await bar.getAttribute('aria-valuenow')) ?? 'NaN');
  expect(firstPercent).toBeGreaterThanOrEqual(0);
  expect(firstPercent).toBeLessThan(100);
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 30_000 }).toBeGreaterThan(firstPercent);
  await shot(page, 'E-export-progress', { fullPage: false });
  await expectNoAxeViolations(page, 'panic events while an export streams');

  const file = await download;
  await devtools.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  expect(file.suggestedFilename()).toBe('PanicEvent.csv');
  const records = csvRecords(fs.readFileSync(await file.path(), 'utf8'));
  expect(records.length).toBe(total + 1);
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  await expect(announced).toHaveText('');
});
