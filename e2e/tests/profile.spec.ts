import { expect, test } from '@playwright/test';
import { signInDirectly } from '../support/auth';
import { SUPER_ADMIN } from '../support/environment';
import { errorOf, field } from '../support/form-fields';
import { EDIT_ADMIN, expectErrorToast, openUserMenu, recordApiCalls, storedSession, toast, shot } from '../support/foundation';

const today = () => new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());

test('My profile is reached from the navbar and shows name, e-mail and joining date', async ({ page }) => {
  await signInDirectly(page, SUPER_ADMIN);
  await shot(page, 'dashboard-super-admin');
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'My profile' }).click();
  await expect(page).toHaveURL(/\/admin\/myprofile$/);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(SUPER_ADMIN.fullName, { exact: true })).toBeVisible();
  await expect(main.getByText(SUPER_ADMIN.email, { exact: true })).toBeVisible();
  // The accounts were created when global setup started the server, today.
  await expect(main.getByText(today(), { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Edit Profile' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Change Password' })).toBeVisible();
  await shot(page, 'my-profile');

  await page.goto('/admin/profile');
  await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();
  await expect(main.getByText('Super admin', { exact: true })).toBeVisible();
  await expect(main.getByText(SUPER_ADMIN.email, { exact: true })).toBeVisible();
  await shot(page, 'profile');
});

test('Edit profile: the name changes everywhere, the e-mail cannot, an empty name is refused', async ({ page }) => {
  const newName = 'Rahul K Mehta';
  await signInDirectly(page, EDIT_ADMIN);
  await page.goto('/admin/myprofile');
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/admin\/editprofile$/);

  const name = field(page, 'Full name');
  await expect(name).toHaveValue(EDIT_ADMIN.fullName);
  await expect(field(page, 'Email')).toHaveValue(EDIT_ADMIN.email);
  await expect(field(page, 'Email')).toBeDisabled();
  await shot(page, 'edit-profile');

  const calls = recordApiCalls(page);
  await name.fill('   ');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(errorOf(page, 'Full name')).toHaveText('Full name may not be empty.');
  expect(calls).toEqual([]);

  try {
    await name.fill(newName);
    await expect(errorOf(page, 'Full name')).toHaveCount(0);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, 'Details updated successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/myprofile$/);
    await expect(page.getByRole('main').getByText(newName, { exact: true })).toBeVisible();
    await expect(page.getByTestId('navbar-full-name')).toHaveText(newName);
    expect((await storedSession(page)).fullName).toBe(newName);

    // After a reload the name comes from storage and the server alike.
    await page.reload();
    await expect(page.getByTestId('navbar-full-name')).toHaveText(newName);
    await expect(page.getByRole('main').getByText(newName, { exact: true })).toBeVisible();

    // Cancel leaves without saving.
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await field(page, 'Full name').fill('Not Saved');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/admin\/myprofile$/);
    await expect(page.getByRole('main').getByText(newName, { exact: true })).toBeVisible();
  } finally {
    // Put the seed's name back for anyone who looks for it later.
    await page.goto('/admin/editprofile');
    await expect(field(page, 'Full name')).toHaveValue(/.+/);
    await field(page, 'Full name').fill(EDIT_ADMIN.fullName);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByTestId('navbar-full-name')).toHaveText(EDIT_ADMIN.fullName);
  }
});

test('Change password form: the spec texts, no call while they show, and a show/hide toggle on each field', async ({ page }) => {
  await signInDirectly(page, SUPER_ADMIN);
  await page.goto('/admin/changepassword');
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  await shot(page, 'change-password');
  const calls = recordApiCalls(page);
  const update = page.getByRole('button', { name: 'Update' });

  await update.click();
  await expect(errorOf(page, 'Old password')).toHaveText('Old Password Is Required.');
  await expect(errorOf(page, 'New password')).toHaveText('New Password Is Required.');
  await expect(errorOf(page, 'Confirm password')).toHaveText('Confirm Password Is Required.');
  await shot(page, 'change-password-errors');

  await field(page, 'Old password').fill(SUPER_ADMIN.password);
  await field(page, 'New password').fill('Another@123');
  await field(page, 'Confirm password').fill('Another@124');
  await expect(errorOf(page, 'Old password')).toHaveCount(0);
  await expect(errorOf(page, 'New password')).toHaveCount(0);
  await expect(errorOf(page, 'Confirm password')).toHaveText("Passwords aren't matching");
  await update.click();
  await expect(errorOf(page, 'Confirm password')).toHaveText("Passwords aren't matching");

  await field(page, 'New password').fill('short');
  await expect(errorOf(page, 'New password')).toHaveText('Password Should Contain Minimum 8 Character');
  expect(calls).toEqual([]);

  await expect(page.getByRole('button', { name: /Show password/ })).toHaveCount(3);
  await page
    .getByRole('button', { name: /Show password/ })
    .first()
    .click();
  await expect(field(page, 'Old password')).toHaveAttribute('type', 'text');

  // The same password again is refused by the server, and the session stays.
  await field(page, 'New password').fill(SUPER_ADMIN.password);
  await field(page, 'Confirm password').fill(SUPER_ADMIN.password);
  await update.click();
  await expectErrorToast(page, 'The new password must differ from the old one.');
  await expect(page).toHaveURL(/\/admin\/changepassword$/);

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/myprofile$/);
});
