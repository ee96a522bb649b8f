import { expect, test, type Page } from '@playwright/test';
import { signInDirectly } from '../support/auth';
import { SUPER_ADMIN } from '../support/environment';
import { columnTexts } from '../support/table';

/**
 * A 100-row page mounts in steps (apps/web/src/components/table/use-progressive-rows.ts): the table says it is busy
 * until the last row is there, and then shows the whole page, the right rows, once each. How long the steps take
 * and whether one is a long task is measured by `npm run bench:table` (decision 044), not asserted here.
 */
const rows = (page: Page) => page.locator('table tbody tr');

test('the users table shows a whole 100-row page after a page-size change and after a page change', async ({ page }) => {
  await signInDirectly(page, SUPER_ADMIN);
  await page.goto('/admin/customer?limit=10');
  await expect(rows(page)).toHaveCount(10);
  const firstTen = await columnTexts(page, 'User ID');

  await page.getByRole('textbox', { name: 'Rows per page', exact: true }).click();
  await page.getByRole('option', { name: '100', exact: true }).click();
  await expect(page).toHaveURL(/limit=100/);
  // The URL changes before the request for the larger page starts, so the table is not busy yet: the count the
  // pager shows and the rows on screen are what says the page has come.
  await expect(page.getByText(/^1–100 \/ [\d,]+$/)).toBeVisible();
  await expect(rows(page)).toHaveCount(100);
  const firstHundred = await columnTexts(page, 'User ID');
  expect(firstHundred).toHaveLength(100);
  expect(new Set(firstHundred).size).toBe(100);
  expect(firstHundred.slice(0, 10)).toEqual(firstTen);

  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^101–200 \/ [\d,]+$/)).toBeVisible();
  await expect.poll(async () => (await columnTexts(page, 'User ID'))[0]).not.toBe(firstHundred[0]);
  const secondHundred = await columnTexts(page, 'User ID');
  expect(secondHundred).toHaveLength(100);
  expect(new Set(secondHundred).size).toBe(100);
  expect(secondHundred.filter((id) => firstHundred.includes(id))).toEqual([]);
});
