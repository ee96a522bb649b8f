import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInDirectly } from '../support/auth';
import { DEMO_ADMIN } from '../support/environment';
import { choose, columnTexts } from '../support/table';
import { shot } from '../support/foundation';

const US_DATE = /^\d{1,2}\/\d{2}\/\d{4}$/;

test.describe('subscriptions', () => {
  test.beforeEach(async ({ page }) => {
    await signInDirectly(page, DEMO_ADMIN);
    await page.goto('/admin/subscription');
    await expect(page.getByRole('heading', { name: 'Subscriptions' })).toBeVisible();
    await expect(page.locator('table tbody tr')).toHaveCount(10);
  });

  test('shows plan, platform, US dates and status; filters Active / Inactive / All through the URL', async ({ page }) => {
    for (const plan of await columnTexts(page, 'Plan')) expect(['Monthly', 'Yearly']).toContain(plan);
    for (const platform of await columnTexts(page, 'Platform')) expect(['Apple', 'Google']).toContain(platform);
    for (const date of [...(await columnTexts(page, 'Start Date')), ...(await columnTexts(page, 'End Date'))]) expect(date).toMatch(US_DATE);
    await shot(page, 'subscriptions');
    const allTotal = (await page.getByText(/^1–10 \/ \d+$/).textContent())!;

    const statusRequest = page.waitForRequest((request) => request.url().includes('/v1/subscription/admin/users') && request.url().includes('status=true'));
    await choose(page, 'Status', 'Active');
    await statusRequest;
    await expect(page).toHaveURL(/status=true/);
    await expect.poll(async () => new Set(await columnTexts(page, 'Status'))).toEqual(new Set(['Active']));

    await choose(page, 'Status', 'Inactive');
    await expect(page).toHaveURL(/status=false/);
    await expect.poll(async () => new Set(await columnTexts(page, 'Status'))).toEqual(new Set(['Inactive']));

    await choose(page, 'Status', 'All');
    await expect(page).not.toHaveURL(/status=/);
    await expect(page.getByText(/^1–10 \/ \d+$/)).toHaveText(allTotal);
    // All is sent as an empty status (the list above came from the cache; a reload asks the server again).
    const allRequest = page.waitForRequest((request) => /\/v1\/subscription\/admin\/users\?.*status=(&|$)/.test(request.url()));
    await page.reload();
    await allRequest;
  });

  test('searches, clears, and exports SubscriptionDetails.csv with the filters', async ({ page }) => {
    const userName = (await columnTexts(page, 'User Name'))[0]!;
    await page.getByRole('textbox', { name: 'Search by name or email' }).fill(userName);
    await expect(page).toHaveURL(new RegExp(`search=${userName}`));
    await expect.poll(async () => await columnTexts(page, 'User Name')).toContain(userName);
    await expect.poll(async () => (await columnTexts(page, 'User Name')).length).toBeLessThan(10);

    await choose(page, 'Status', 'Active');
    const exported = page.waitForRequest((request) => request.url().includes('/v1/subscription/admin/export-users'));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const url = new URL((await exported).url());
    expect(url.searchParams.get('keyword')).toBe(userName);
    expect(url.searchParams.get('status')).toBe('true');
    const file = await download;
    expect(file.suggestedFilename()).toBe('SubscriptionDetails.csv');
    const lines = fs
      .readFileSync(await file.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('User Name,Email,Plan,Platform,Type,Start Date,End Date,Status');

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/\/admin\/subscription$/);
    await expect(page.getByRole('textbox', { name: 'Status', exact: true })).toHaveValue('All');
    await expect(page.locator('table tbody tr')).toHaveCount(10);
  });

  test("the eye button opens the user's details and transactions", async ({ page }) => {
    const userName = (await columnTexts(page, 'User Name'))[0]!;
    const email = (await columnTexts(page, 'Email'))[0]!;
    await page.getByRole('link', { name: 'View subscription details' }).first().click();
    await expect(page).toHaveURL(/\/admin\/subscription-details\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Subscription Details' })).toBeVisible();
    await expect(page.getByTestId('host-User Name')).toHaveText(userName);
    await expect(page.getByTestId('host-Email')).toHaveText(email);
    // The number in its national form, a link that dials it whole.
    await expect(page.getByTestId('host-Phone Number').getByRole('link')).toHaveAttribute('href', /^tel:\+\d{6,15}$/);
    await expect(page.locator('table tbody tr').first()).not.toContainText('No data found');
    for (const status of await columnTexts(page, 'Status')) expect(['Ongoing', 'Expired']).toContain(status);
    for (const date of await columnTexts(page, 'Start Date')) expect(date).toMatch(US_DATE);
    await shot(page, 'subscription-details');
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/admin\/subscription$/);
  });

  test('an unknown user shows the server message', async ({ page }) => {
    await page.goto('/admin/subscription-details/99999999');
    await expect(page.getByText('User not found.')).toBeVisible();
  });
});
