import { expect, test, type Locator, type Page } from '@playwright/test';
import { ar } from '@guardian/contracts/messages/ar/index';
import { signInDirectly } from '../support/auth';
import { apiAs } from '../support/content-api';
import { SUPER_ADMIN } from '../support/environment';
import { shot, toast } from '../support/foundation';

/**
 * A refusal of the server is shown under the field it is about, as that field's error: a screen reader
 * announces it with the field (aria-invalid, the message as its description), and it goes once the field is
 * edited. The toast keeps the server's message too (spec section 8). Nothing here writes: every send is refused.
 */

async function expectFieldError(input: Locator, message: string) {
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(message);
}

async function expectNoFieldError(input: Locator) {
  await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription('');
}

/** The Device ID of a device the demo data has. */
async function existingDeviceId(page: Page): Promise<string> {
  const api = await apiAs(page.request);
  const answer = await api.get('/v1/device-inventory?limit=10');
  expect(answer.ok()).toBe(true);
  const [first] = (await answer.json()).data as { deviceId: string }[];
  expect(first).toBeDefined();
  return first!.deviceId;
}

async function submitTakenDevice(page: Page, labels: { add: string; name: string; id: string; submit: string }) {
  const deviceId = await existingDeviceId(page);
  await page.goto('/admin/device-management');
  await page.getByRole('button', { name: labels.add, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: labels.name }).fill('Second band');
  await dialog.getByRole('textbox', { name: labels.id }).fill(deviceId);
  await dialog.getByRole('button', { name: labels.submit, exact: true }).click();
  return dialog.getByRole('textbox', { name: labels.id });
}

test.describe('a refusal of the server, under its field', () => {
  test.beforeEach(async ({ page }) => {
    await signInDirectly(page, SUPER_ADMIN);
  });

  test('the user form: an e-mail another account has, under the E-mail field until it is edited', async ({ page }) => {
    const taken = 'This email is already used by another account.';
    const stamp = Date.now().toString(36);
    await page.goto('/admin/customerdetails/add');
    const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
    await field('Full Name').fill('Noor Haddad');
    await field('User Name').fill(`noor.${stamp}`);
    await field('Email').fill(SUPER_ADMIN.email.toUpperCase());
    await field('Password').fill('N00r@pass');
    await field('Confirm Password').fill('N00r@pass');
    // The phone's two inputs share one field: its error is the number's description.
    await field('Phone Number').fill('98765');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectFieldError(field('Phone Number'), 'This is not a valid phone number for +91.');
    await field('Phone Number').fill('9876543210');
    await page.getByRole('button', { name: 'Submit' }).click();

    await expectFieldError(field('Email'), taken);
    await expect(toast(page, taken)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/customerdetails\/add$/);
    await expectNoFieldError(field('User Name'));
    await shot(page, 'field-errors-user-email', { fullPage: false });

    await field('Email').fill(`noor.${stamp}@example.com`);
    await expectNoFieldError(field('Email'));
  });

  test('the device form: a Device ID already present, under the Device ID field', async ({ page }) => {
    const input = await submitTakenDevice(page, { add: 'Add +', name: 'Device Name', id: 'Device ID', submit: 'Add' });
    await expectFieldError(input, 'A device with this Device ID already exists.');
    await expect(page.getByRole('dialog')).toBeVisible();
    await input.fill('E2E-NEVER-SENT');
    await expectNoFieldError(input);
  });

  test('change password: a wrong current password, under the Old password field', async ({ page }) => {
    await page.goto('/admin/changepassword');
    const old = page.getByLabel('Old password', { exact: true });
    await old.fill('Not@mine123');
    await page.getByLabel('New password', { exact: true }).fill('Fresh@pass1');
    await page.getByLabel('Confirm password', { exact: true }).fill('Fresh@pass1');
    await page.getByRole('button', { name: 'Update' }).click();
    await expectFieldError(old, 'Old password is incorrect.');
    await expect(page).toHaveURL(/\/admin\/changepassword$/);
  });

  test('in Arabic: the device form names the taken Device ID under its field, in Arabic', async ({ page }) => {
    // This browser's choice only: the account's saved language stays as it is.
    await page.addInitScript(() => localStorage.setItem('language', 'ar'));
    const d = ar.devices;
    const input = await submitTakenDevice(page, { add: d.add, name: d.deviceName, id: d.deviceId, submit: d.submitAdd });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectFieldError(input, d.deviceIdTaken);
    await shot(page, 'field-errors-device-arabic', { fullPage: false });
  });
});
