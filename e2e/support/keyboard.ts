import { expect, type Locator, type Page } from '@playwright/test';

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));

/**
 * Moves the focus with Tab (or Shift+Tab) alone until it is on `target`, as a keyboard user would; fails
 * when the target cannot be reached that way within `limit` presses (it is not in the tab order).
 */
export async function tabTo(page: Page, target: Locator, options: { back?: boolean; limit?: number } = {}) {
  await expect(target).toBeVisible();
  const key = options.back ? 'Shift+Tab' : 'Tab';
  for (let press = 0; press < (options.limit ?? 150); press++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`could not reach ${target} with ${key}`);
}

/** The name of what has the focus now (its aria-label, else its text), for messages and for checking where focus went. */
export const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element ? (element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName) : null;
  });

/** Whether the focus is inside the open dialog. */
export const focusInDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
