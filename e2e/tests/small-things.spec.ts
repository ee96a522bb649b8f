import { expect, test, type Page } from '@playwright/test';
import { signInDirectly } from '../support/auth';
import { expectNoAxeViolations, settled } from '../support/axe';
import { SUPER_ADMIN } from '../support/environment';
import { pageToken, toast, shot } from '../support/foundation';
import { resetAccountLanguage } from '../support/language';

/** Issue 13's small things seen in the browser: the timeline's sentences, real phone numbers. */

async function setUserStatus(page: Page, userId: number, status: 0 | 1) {
  const token = await pageToken(page);
  const response = await page.request.patch(`/v1/user/admin/active-deactive-user/${userId}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { status },
  });
  expect(response.status()).toBe(200);
}

test('the timeline says what an admin did in a sentence, with a link to the record', async ({ page, request }) => {
  await signInDirectly(page, SUPER_ADMIN);
  await page.goto('/admin/customer');
  // The first active user of the list; its switch is named after the user.
  const toggle = page.locator('table tbody').getByRole('switch', { checked: true }).first();
  const name = ((await toggle.getAttribute('aria-label')) ?? '').replace('Active status of ', '');
  expect(name).not.toBe('');
  await toggle.click({ force: true });
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, 'User deactivated successfully.')).toBeVisible();

  await page.goto('/admin/timeline?action=user.status.changed');
  await settled(page);
  const entry = page.getByTestId('timeline-entry').first();
  await expect(entry).toContainText(`${SUPER_ADMIN.fullName} deactivated user ${name}`);
  await expect(entry).toContainText('Status: Active → Inactive');
  await expect(entry).not.toContainText(/true|false|"from"|user\.status\.changed/);
  const link = entry.getByRole('link', { name });
  await expect(link).toHaveAttribute('href', /^\/admin\/customer\/\d+$/);
  // The action filter shows labels, never action codes.
  await page.getByRole('textbox', { name: 'Action' }).click();
  const options = await page.getByRole('option').allTextContents();
  expect(options.length).toBeGreaterThan(0);
  for (const option of options) expect(option).not.toMatch(/^[a-z_]+(\.[a-z_]+)+$/);
  await page.keyboard.press('Escape');
  // The timeline is scanned by axe in the accessibility walks, in English and in Arabic.
  await shot(page, 'timeline-sentence');

  const userId = Number(/(\d+)$/.exec((await link.getAttribute('href')) ?? '')?.[1]);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/admin/customer/${userId}$`));

  // The same entry in Arabic: the sentence in Arabic word order, the names as written, right to left.
  await page.goto('/admin/timeline?action=user.status.changed&lang=ar');
  await settled(page);
  const arabic = page.getByTestId('timeline-entry').first();
  await expect(arabic).toContainText(`عطّل ${SUPER_ADMIN.fullName} المستخدم ${name}`);
  await expect(arabic).toContainText('الحالة: نشط ← غير نشط');
  await shot(page, 'timeline-sentence-ar');
  await page.goto('/admin/timeline?lang=en');
  await resetAccountLanguage(request);
  await setUserStatus(page, userId, 1);
});

test('the user form refuses a number its country does not issue, and the server does too', async ({ page }) => {
  await signInDirectly(page, SUPER_ADMIN);
  await page.goto('/admin/customerdetails/add');
  const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
  const stamp = Date.now().toString(36);
  await field('Full Name').fill(`Phone Check ${stamp}`);
  await field('User Name').fill(`phone.${stamp}`);
  await field('Email').fill(`phone.${stamp}@example.com`);
  const phone = field('Phone Number');
  await phone.click();
  await phone.press('End');
  await phone.pressSequentially('98765');
  await field('Password').fill('Ph0ne@check');
  await field('Confirm Password').fill('Ph0ne@check');
  const sent: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && request.url().includes('/create-user') && sent.push(request.url()));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('This is not a valid phone number for +91.')).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toEqual([]);
  await shot(page, 'phone-refused');
  await expectNoAxeViolations(page, 'user form with a refused phone number');

  const token = await pageToken(page);
  const response = await page.request.post('/v1/user/admin/create-user', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      full_name: 'Phone Check',
      user_name: `phone2.${stamp}`,
      email: `phone2.${stamp}@example.com`,
      phone_no: '98765',
      country_code: '+91',
      password: 'Ph0ne@check',
      confirm_password: 'Ph0ne@check',
    },
  });
  expect(response.status()).toBe(400);
  expect((await response.json()).errors).toEqual({ phone_no: 'This is not a valid phone number for +91.' });
});
