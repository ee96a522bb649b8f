import { expect, test } from '@playwright/test';
import { signInDirectly } from '../support/auth';
import { DEMO_ADMIN, SUPER_ADMIN } from '../support/environment';
import { shot } from '../support/foundation';

test('a super admin sees every admin on the timeline and filters it through the URL', async ({ page, browser }) => {
  // The page runs under the server's CSP (no inline script): nothing on it may be blocked.
  const violations: string[] = [];
  page.on('console', (message) => message.text().includes('Content Security Policy') && violations.push(message.text()));
  // The demo admin signs in first, in a browser of their own, so the trail holds two people.
  const other = await browser.newContext();
  await signInDirectly(await other.newPage(), DEMO_ADMIN);
  await other.close();

  await signInDirectly(page, SUPER_ADMIN);
  await page.getByRole('link', { name: 'Timeline' }).click();
  await expect(page).toHaveURL(/\/admin\/timeline$/);
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  const entries = page.getByTestId('timeline-entry');
  await expect(entries.first()).toContainText('signed in');
  await expect(entries.first()).toContainText(SUPER_ADMIN.fullName);
  await expect(page.getByTestId('audit-timeline')).toContainText(DEMO_ADMIN.fullName);

  await page.getByRole('textbox', { name: 'Admin' }).click();
  await page.getByRole('option', { name: new RegExp(DEMO_ADMIN.fullName) }).click();
  await expect(page).toHaveURL(/actor=\d+/);
  await expect(entries.first()).toContainText(DEMO_ADMIN.fullName);
  // Polled: the filtered page replaces the previous one a moment after the URL changes.
  await expect.poll(async () => (await entries.allTextContents()).every((text) => text.includes(DEMO_ADMIN.fullName))).toBe(true);

  await page.getByRole('textbox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Signed in', exact: true }).click();
  await expect(page).toHaveURL(/action=auth\.signin/);
  // Polled: the filtered page replaces the previous one a moment after the URL changes. The sign-in action holds
  // the failed attempts too ("A sign-in as … failed"), which other specs sharing the server may have made.
  await expect.poll(async () => (await entries.allTextContents()).every((text) => /signed in|A sign-in as .+ failed/.test(text))).toBe(true);

  // The filtered view survives a reload, then Clear shows everything again.
  await page.reload();
  await expect(entries.first()).toContainText(DEMO_ADMIN.fullName);
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/admin\/timeline$/);
  await expect(page.getByTestId('audit-timeline')).toContainText(SUPER_ADMIN.fullName);
  await shot(page, 'timeline');
  expect(violations).toEqual([]);
});

test('an admin sees only their own activity and no admin filter', async ({ page }) => {
  await signInDirectly(page, DEMO_ADMIN);
  await page.goto('/admin/timeline');
  const entries = page.getByTestId('timeline-entry');
  await expect(entries.first()).toContainText('signed in');
  // Polled: the filtered page replaces the previous one a moment after the URL changes.
  await expect.poll(async () => (await entries.allTextContents()).every((text) => text.includes(DEMO_ADMIN.fullName))).toBe(true);
  await expect(page.getByRole('textbox', { name: 'Admin' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Action' })).toBeVisible();
});
