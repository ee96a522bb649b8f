import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInDirectly } from '../support/auth';
import { DEMO_ADMIN } from '../support/environment';
import { choose, columnTexts } from '../support/table';
import { shot } from '../support/foundation';

test.describe('emergency contacts', () => {
  test.beforeEach(async ({ page }) => {
    await signInDirectly(page, DEMO_ADMIN);
    await page.goto('/admin/emergency-contact');
    await expect(page.getByRole('heading', { name: 'Emergency Contacts' })).toBeVisible();
    await expect(page.locator('table tbody tr')).toHaveCount(10);
  });

  test('shows consent, owner and flags; filters Active (3) / Inactive (2) / All (1) through the URL', async ({ page }) => {
    for (const consent of await columnTexts(page, 'Consent Status')) expect(['Pending', 'Approved', 'Declined', 'N/A']).toContain(consent);
    // Each number is a link that dials it whole, whatever its country.
    await expect(page.locator('table tbody a[href^="tel:+"]')).toHaveCount(10);
    await shot(page, 'emergency-contacts');
    const allTotal = (await page.getByText(/^1–10 \/ \d+$/).textContent())!;

    const activeRequest = page.waitForRequest((request) => request.url().includes('active_status=3'));
    await choose(page, 'Status', 'Active');
    await activeRequest;
    await expect(page).toHaveURL(/active_status=3/);
    await expect.poll(async () => new Set(await columnTexts(page, 'Active'))).toEqual(new Set(['Yes']));

    await choose(page, 'Status', 'Inactive');
    await expect(page).toHaveURL(/active_status=2/);
    await expect.poll(async () => new Set(await columnTexts(page, 'Active'))).toEqual(new Set(['No']));

    await choose(page, 'Status', 'All');
    await expect(page).not.toHaveURL(/active_status=/);
    await expect(page.getByText(/^1–10 \/ \d+$/)).toHaveText(allTotal);
    // All is sent as active_status=1 (the list above came from the cache; a reload asks the server again).
    const allRequest = page.waitForRequest((request) => request.url().includes('active_status=1'));
    await page.reload();
    await allRequest;
  });

  test('searches by contact name and by the owner, clears, and exports EmergencyContact.csv', async ({ page }) => {
    const contactName = (await columnTexts(page, 'Contact Name'))[0]!;
    const search = page.getByRole('textbox', { name: 'Search by contact or user name' });
    await search.fill(contactName);
    await expect(page).toHaveURL(/search=/);
    await expect.poll(async () => (await columnTexts(page, 'Contact Name')).every((name) => name === contactName)).toBe(true);

    const owner = (await columnTexts(page, 'User Name'))[0]!;
    await search.fill(owner);
    await expect(page).toHaveURL(new RegExp(`search=${owner}`));
    await expect.poll(async () => (await columnTexts(page, 'User Name')).every((name) => name === owner)).toBe(true);

    await choose(page, 'Status', 'Inactive');
    const exported = page.waitForRequest((request) => request.url().includes('/v1/admin/export-emergency-contact-data'));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const url = new URL((await exported).url());
    expect(url.searchParams.get('active_status')).toBe('2');
    expect(url.searchParams.get('keyword')).toBe(owner);
    const file = await download;
    expect(file.suggestedFilename()).toBe('EmergencyContact.csv');
    const lines = fs
      .readFileSync(await file.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Contact Name,Contact Email,Phone Number,Consent Status,User Name,Active,Deleted');

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/\/admin\/emergency-contact$/);
    await expect(search).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Status', exact: true })).toHaveValue('All');
    await expect(page.locator('table tbody tr')).toHaveCount(10);
  });
});
