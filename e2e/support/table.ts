import { expect, type Page } from '@playwright/test';

/**
 * The texts of one column of the page's data table, found by its header, for the rows on screen. It waits
 * for the table to settle first (aria-busy is set while a page loads or its rows mount), so a slow machine
 * does not read an empty or half-filled table.
 */
export async function columnTexts(page: Page, header: string): Promise<string[]> {
  await expect(page.locator('table thead th').first()).toBeVisible();
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
  const headers = await page.locator('table thead th').allTextContents();
  const index = headers.findIndex((text) => text.trim() === header);
  if (index < 0) throw new Error(`no column "${header}" in ${headers.join(', ')}`);
  return page.locator(`table tbody tr td:nth-child(${index + 1})`).allTextContents();
}

/** Picks an option of a Mantine select found by its label. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Every row of the page's (first) data table, once it has settled (within `timeout` ms, the expectations' own by
 * default): each cell's text by its column header.
 */
export async function tableRecords(page: Page, timeout?: number): Promise<Record<string, string>[]> {
  const table = page.locator('table').first();
  await expect(table.locator('thead th').first()).toBeVisible({ timeout });
  await expect(table).toHaveAttribute('aria-busy', 'false', { timeout });
  return table.evaluate((element) => {
    const headers = [...element.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
    return [...element.querySelectorAll('tbody tr')].map((tr) =>
      Object.fromEntries([...tr.querySelectorAll(':scope > td')].map((td, index) => [headers[index] ?? String(index), td.textContent ?? ''])),
    );
  });
}
