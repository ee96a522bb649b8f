import { expect, test, type Page } from '@playwright/test';
import { signIn, signInDirectly } from '../support/auth';
import { DEMO_ADMIN, SUPER_ADMIN, SHOTS_WANTED } from '../support/environment';
import { logOut, pageToken, recordApiCalls, toast } from '../support/foundation';
import { solidPng } from '../../apps/api/test/support/png-fixtures';
import { columnTexts } from '../support/table';
import { attachShot } from '../support/layout';

const stamp = Date.now().toString(36);
const NEW_ADMIN = { firstName: 'Meera', lastName: `Iyer ${stamp}`, email: `meera.${stamp}@guardian.test`, password: 'Meer@2024' };
const fullName = `${NEW_ADMIN.firstName} ${NEW_ADMIN.lastName}`;

/** Required fields' labels end in an aria-hidden '*': find inputs by their accessible name. */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const picker = (page: Page) => page.locator('input[type="file"]');

/**
 * The one uploaded picture on the page has loaded and has real pixels. Found by its address: it is decorative
 * (empty alt), the person's name is written beside it.
 */
async function expectPictureLoaded(page: Page) {
  const image = page.locator('img[src*="/uploads/profiles/"]').first();
  await expect(image).toHaveAttribute('src', /\/uploads\/profiles\/[\w-]+\.png$/);
  await expect.poll(() => image.evaluate((node) => (node as HTMLImageElement).naturalWidth)).toBe(64);
}

test.describe.serial('admin management', () => {
  test('a super admin adds an admin with a picture, after each form message', async ({ page }) => {
    await signInDirectly(page, SUPER_ADMIN);
    await page.getByRole('link', { name: 'Admin Management' }).click();
    await expect(page).toHaveURL(/\/admin\/adminlist$/);
    await expect(page.getByRole('heading', { name: 'Admin Management' })).toBeVisible();
    // A name cell starts with the avatar: initials where there is no picture.
    // The rows arrive after the heading; poll until both admins are listed.
    for (const name of [SUPER_ADMIN.fullName, DEMO_ADMIN.fullName]) {
      await expect.poll(async () => (await columnTexts(page, 'Name')).some((text) => text.endsWith(name))).toBe(true);
    }
    await attachShot(page, 'admins-list');

    await page.getByRole('link', { name: 'Add Admin' }).click();
    await expect(page).toHaveURL(/\/admin\/admindetails\/add$/);
    const calls = recordApiCalls(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    for (const message of ['Please Enter First Name.', 'Please Enter Last Name.', 'Email is Required.', 'Password is Required.']) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await field(page, 'Password').fill(NEW_ADMIN.password);
    await field(page, 'Confirm Password').fill('Other@2024');
    await expect(page.getByText('Password not match', { exact: true })).toBeVisible();
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);

    await picker(page).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect(page.getByText('The profile image must be a PNG, JPEG or WebP picture.')).toBeVisible();
    await picker(page).setInputFiles({ name: 'meera.png', mimeType: 'image/png', buffer: solidPng(64, 64, [32, 140, 200]) });
    await expect(page.getByText('The profile image must be a PNG, JPEG or WebP picture.')).toBeHidden();
    // Judged by its bytes before upload, with the server's message: a text file renamed .png is no picture.
    await picker(page).setInputFiles({ name: 'renamed.png', mimeType: 'image/png', buffer: Buffer.from('not a picture either') });
    await expect(page.getByText('The profile image must be a PNG, JPEG or WebP picture.')).toBeVisible();
    await expect(page.getByTestId('profile-image-preview').locator('img')).toHaveCount(0);
    await picker(page).setInputFiles({ name: 'meera.png', mimeType: 'image/png', buffer: solidPng(64, 64, [32, 140, 200]) });
    await expect(page.getByText('The profile image must be a PNG, JPEG or WebP picture.')).toBeHidden();
    await expect(page.getByTestId('profile-image-preview').locator('img')).toHaveAttribute('src', /^blob:/);

    await field(page, 'First Name').fill(NEW_ADMIN.firstName);
    await field(page, 'Last Name').fill(NEW_ADMIN.lastName);
    await field(page, 'Email').fill(NEW_ADMIN.email);
    await field(page, 'Confirm Password').fill(NEW_ADMIN.password);
    await attachShot(page, 'admin-add');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Admin created successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/adminlist$/);
    await page.getByRole('textbox', { name: 'Search name or email' }).fill(NEW_ADMIN.email);
    await expect(page.locator('table tbody tr')).toHaveCount(1);
    expect(await columnTexts(page, 'Role')).toEqual(['Admin']);
    await expectPictureLoaded(page);
  });

  test('the new admin signs in and sees their name and picture in the navbar, without Admin Management', async ({ page }) => {
    await signIn(page, { email: NEW_ADMIN.email, password: NEW_ADMIN.password });
    await expect(page.getByTestId('navbar-full-name')).toHaveText(fullName);
    await expectPictureLoaded(page);
    await expect(page.getByRole('link', { name: 'User Management' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin Management' })).toHaveCount(0);
    await expect(toast(page, 'Successfully logged in.')).toBeHidden();
    if (SHOTS_WANTED) await page.screenshot({ path: test.info().outputPath('admin-navbar.png'), clip: { x: 0, y: 0, width: 1366, height: 200 } });

    const token = await pageToken(page);
    const refused = await page.request.get('/v1/auth/list-admins', { headers: { Authorization: `Bearer ${token}` } });
    expect(refused.status()).toBe(403);
    await logOut(page);
  });

  test('a super admin edits the admin: password shown disabled, new name and picture saved', async ({ page }) => {
    await signInDirectly(page, SUPER_ADMIN);
    await page.goto(`/admin/adminlist?search=${encodeURIComponent(NEW_ADMIN.email)}`);
    await page.getByRole('link', { name: `Edit: ${fullName}` }).click();
    await expect(page).toHaveURL(/\/admin\/admindetails\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Edit Admin' })).toBeVisible();
    await expect(field(page, 'First Name')).toHaveValue(NEW_ADMIN.firstName);
    await expect(field(page, 'Email')).toHaveValue(NEW_ADMIN.email);
    for (const label of ['Password', 'Confirm Password']) {
      const input = page.getByLabel(label, { exact: true });
      await expect(input).toBeDisabled();
      await expect(input).toHaveAttribute('type', 'password');
    }
    await expect(page.getByTestId('profile-image-preview').locator('img')).toHaveAttribute('src', /\/uploads\/profiles\//);
    await attachShot(page, 'admin-edit');

    await field(page, 'Last Name').fill(`Iyer-Rao ${stamp}`);
    await picker(page).setInputFiles({ name: 'new.png', mimeType: 'image/png', buffer: solidPng(64, 64, [220, 80, 40]) });
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, 'Admin updated successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/adminlist$/);
    await page.goto(`/admin/adminlist?search=${encodeURIComponent(NEW_ADMIN.email)}`);
    await expect(page.locator('table tbody tr')).toHaveCount(1);
    await expect(page.locator('table tbody tr')).toContainText(`${NEW_ADMIN.firstName} Iyer-Rao ${stamp}`);

    await page.goto('/admin/admindetails/999999999');
    await expect(toast(page, 'Admin not found.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/adminlist$/);
  });

  test('an admin of role 3 has no Admin Management, and the server refuses the calls', async ({ page }) => {
    await signInDirectly(page, DEMO_ADMIN);
    await expect(page.getByRole('link', { name: 'Admin Management' })).toHaveCount(0);
    const token = await pageToken(page);
    const created = await page.request.post('/v1/auth/create-admin', {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { first_name: 'Not', last_name: 'Allowed', email: `no.${stamp}@guardian.test`, password: 'N0t@llowed' },
    });
    expect(created.status()).toBe(403);
  });
});
