import { expect, test, type Page } from '@playwright/test';
import { signInDirectly } from '../support/auth';
import { SUPER_ADMIN } from '../support/environment';
import { recordApiCalls, toast } from '../support/foundation';
import { columnTexts } from '../support/table';
import { attachShot } from '../support/layout';

const stamp = Date.now().toString(36);
const NEW_USER = {
  fullName: `Ishaan Verma ${stamp}`,
  userName: `ishaan.${stamp}`,
  email: `ishaan.${stamp}@example.com`,
  phone: '9876543210',
  password: 'Ish@an123',
};

/** Required fields' labels end in an aria-hidden '*': find inputs by their accessible name. */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

const phoneCountry = (page: Page) => page.getByRole('textbox', { name: 'Phone number country' });

/** Types the number key by key, as a person at the keyboard does. */
async function typePhone(page: Page, text: string) {
  const input = field(page, 'Phone Number');
  await input.fill('');
  await input.pressSequentially(text);
}

/** Pastes the number at once, as from a contact card or an e-mail. */
async function pastePhone(page: Page, text: string) {
  const input = field(page, 'Phone Number');
  await input.fill('');
  await input.focus();
  await page.evaluate((pasted) => navigator.clipboard.writeText(pasted), text);
  await input.press('ControlOrMeta+V');
}

async function findUser(page: Page, text: string) {
  await page.goto(`/admin/customer?search=${encodeURIComponent(text)}`);
  await expect(page.locator('table tbody tr')).toHaveCount(1);
}

test.describe.serial('add and edit a user', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
  test.beforeEach(async ({ page }) => {
    await signInDirectly(page, SUPER_ADMIN);
  });

  test('the add form shows each validation message and sends nothing until they are fixed', async ({ page }) => {
    await page.goto('/admin/customer');
    await page.getByRole('link', { name: 'Add User' }).click();
    await expect(page).toHaveURL(/\/admin\/customerdetails\/add$/);
    await expect(page.getByRole('heading', { name: 'Add User' })).toBeVisible();
    await expect(field(page, 'Phone Number')).toHaveValue('');
    await expect(phoneCountry(page)).toHaveValue('India +91');
    const calls = recordApiCalls(page);

    await page.getByRole('button', { name: 'Submit' }).click();
    for (const message of [
      'Please Enter Full Name.',
      'Please choose a username.',
      'Please Enter valid Email Id.',
      'Please Enter Phone Number.',
      'Password is Required.',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await attachShot(page, 'user-add-errors');

    await field(page, 'Email').fill('not-an-email');
    await expect(page.getByText('Please Enter valid Email Id.', { exact: true })).toBeVisible();
    await field(page, 'Password').fill('Ab1!');
    await expect(page.getByText('Password Should Contain Minimum 8 Character', { exact: true })).toBeVisible();
    await field(page, 'Password').fill('longenough');
    await expect(page.getByText('Please Enter Your Valid Password.', { exact: true })).toBeVisible();
    await field(page, 'Password').fill(NEW_USER.password);
    await field(page, 'Confirm Password').fill(`${NEW_USER.password}x`);
    await expect(page.getByText('Password not match', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);

    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/admin\/customer$/);
  });

  test('adds a user, and refuses the same e-mail again', async ({ page }) => {
    await page.goto('/admin/customerdetails/add');
    await field(page, 'Full Name').fill(NEW_USER.fullName);
    await field(page, 'User Name').fill(NEW_USER.userName);
    await field(page, 'Email').fill(NEW_USER.email);
    await typePhone(page, NEW_USER.phone);
    await field(page, 'Password').fill(NEW_USER.password);
    await field(page, 'Confirm Password').fill(NEW_USER.password);
    await attachShot(page, 'user-add-filled');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'User created successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/customer$/);

    await findUser(page, NEW_USER.userName);
    expect(await columnTexts(page, 'Full Name')).toEqual([NEW_USER.fullName]);
    expect(await columnTexts(page, 'Phone Number')).toEqual(['098765 43210 India']);
    await expect(page.getByRole('link', { name: '098765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    await expect(page.getByRole('switch', { name: `Active status of ${NEW_USER.fullName}` })).toBeChecked();

    await page.goto('/admin/customerdetails/add');
    await field(page, 'Full Name').fill('Someone Else');
    await field(page, 'User Name').fill(`other.${stamp}`);
    await field(page, 'Email').fill(NEW_USER.email.toUpperCase());
    await typePhone(page, '9123456780');
    await field(page, 'Password').fill(NEW_USER.password);
    await field(page, 'Confirm Password').fill(NEW_USER.password);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'This email is already used by another account.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/customerdetails\/add$/);
  });

  test('edits a user: user name read-only, new name and phone saved', async ({ page }) => {
    await findUser(page, NEW_USER.userName);
    await page.getByRole('link', { name: `Edit: ${NEW_USER.fullName}` }).click();
    await expect(page).toHaveURL(/\/admin\/customerdetails\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Edit User' })).toBeVisible();
    await expect(field(page, 'User Name')).toHaveValue(NEW_USER.userName);
    await expect(field(page, 'User Name')).toHaveAttribute('readonly', '');
    await expect(field(page, 'Full Name')).toHaveValue(NEW_USER.fullName);
    await expect(field(page, 'Phone Number')).toHaveValue('098765 43210');
    await expect(phoneCountry(page)).toHaveValue('India +91');
    await attachShot(page, 'user-edit');

    await field(page, 'Full Name').fill(`${NEW_USER.fullName} Jr`);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, 'User updated successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/customer$/);
    await findUser(page, NEW_USER.userName);
    expect(await columnTexts(page, 'Full Name')).toEqual([`${NEW_USER.fullName} Jr`]);

    await page.getByRole('link', { name: `Edit: ${NEW_USER.fullName} Jr` }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/admin\/customer$/);
  });

  test('keeps a number typed or pasted with its own country code, and reads it back unchanged', async ({ page }) => {
    const numbers = [
      { enter: pastePhone, text: '+44 7400 123456', country: 'United Kingdom +44', shown: '07400 123456', tel: 'tel:+447400123456' },
      { enter: typePhone, text: '0049 1512-3456789', country: 'Germany +49', shown: '01512 3456789', tel: 'tel:+4915123456789' },
      { enter: pastePhone, text: '+1 (202) 555-0143', country: 'United States +1', shown: '(202) 555-0143', tel: 'tel:+12025550143' },
    ];
    for (const [index, number] of numbers.entries()) {
      const userName = `abroad${index}.${stamp}`;
      await page.goto('/admin/customerdetails/add');
      await field(page, 'Full Name').fill(`Abroad ${index} ${stamp}`);
      await field(page, 'User Name').fill(userName);
      await field(page, 'Email').fill(`${userName}@example.com`);
      await number.enter(page, number.text);
      // The text stays as entered; the picker (India by default) follows the number's own code.
      await expect(field(page, 'Phone Number')).toHaveValue(number.text);
      await expect(phoneCountry(page)).toHaveValue(number.country);
      await field(page, 'Password').fill(NEW_USER.password);
      await field(page, 'Confirm Password').fill(NEW_USER.password);
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(toast(page, 'User created successfully.')).toBeVisible();

      await findUser(page, userName);
      const country = number.country.replace(/ \+\d+$/, '');
      expect(await columnTexts(page, 'Phone Number')).toEqual([`${number.shown} ${country}`]);
      await expect(page.getByRole('link', { name: number.shown })).toHaveAttribute('href', number.tel);
      await page.getByRole('link', { name: `Edit: Abroad ${index} ${stamp}` }).click();
      await expect(field(page, 'Phone Number')).toHaveValue(number.shown);
      await expect(phoneCountry(page)).toHaveValue(number.country);
    }
    await attachShot(page, 'user-edit-abroad');
  });

  test('a user that cannot be loaded shows the server message and goes back to the list', async ({ page }) => {
    await page.goto('/admin/customerdetails/999999999');
    await expect(toast(page, 'User not found.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/customer$/);
  });
});
