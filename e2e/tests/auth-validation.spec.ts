import { expect, test } from '@playwright/test';
import { errorOf, field } from '../support/form-fields';
import { expectErrorToast, recordApiCalls, toast, shot } from '../support/foundation';

test.describe('validation texts, with no call while an error shows', () => {
  test('login form', async ({ page }) => {
    await page.goto('/auth/login');
    const calls = recordApiCalls(page);
    const submit = page.getByRole('button', { name: 'Sign in' });

    await submit.click();
    await expect(errorOf(page, 'Email')).toHaveText('Email is Required.');
    await expect(errorOf(page, 'Password')).toHaveText('Password is Required.');
    await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true');
    await shot(page, 'login-errors');

    // Blank (spaces and emoji only) counts as empty.
    await field(page, 'Email').fill('   🙂 ');
    await submit.click();
    await expect(errorOf(page, 'Email')).toHaveText('Email is Required.');

    await field(page, 'Email').fill('admin@guardian');
    await expect(errorOf(page, 'Email')).toHaveText('Enter Valid Email.');
    await field(page, 'Email').fill('not an email');
    await submit.click();
    await expect(errorOf(page, 'Email')).toHaveText('Enter Valid Email.');

    await field(page, 'Email').fill('someone@guardian.test');
    await field(page, 'Password').fill('Ab1!');
    await submit.click();
    await expect(errorOf(page, 'Email')).toHaveCount(0);
    await expect(errorOf(page, 'Password')).toHaveText('Password Should Contain Minimum 8 Character');

    for (const invalid of ['abcdefghij', 'abcdefg1h', 'abcdefg!h', 'Abcdefg1!Abcdefg1!', 'Abc def1!']) {
      await field(page, 'Password').fill(invalid);
      await submit.click();
      await expect(errorOf(page, 'Password'), invalid).toHaveText('Please Enter Your Valid Password.');
    }
    expect(calls).toEqual([]);
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('forgot-password form: texts, no call, then the neutral answer and Back', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/auth\/forgotpassword$/);
    await shot(page, 'forgot');
    const calls = recordApiCalls(page);
    const submit = page.getByRole('button', { name: 'Submit' });

    await submit.click();
    await expect(errorOf(page, 'Email')).toHaveText('Email is Required.');
    await field(page, 'Email').fill('nobody@');
    await submit.click();
    await expect(errorOf(page, 'Email')).toHaveText('Enter Valid Email.');
    expect(calls).toEqual([]);

    // An address without an account gets the same answer as a real one.
    await field(page, 'Email').fill(' 🙂 nobody@guardian.test ');
    const request = page.waitForRequest('**/v1/auth/admin-forgot-password');
    await submit.click();
    expect((await request).postDataJSON()).toEqual({ email: 'nobody@guardian.test' });
    await expect(toast(page, 'If an account exists for this email, a password reset link has been sent.')).toBeVisible();
    await expect(field(page, 'Email')).toHaveValue('');

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('reset-password form: texts, no call, then the server refuses an unknown link', async ({ page }) => {
    await page.goto('/auth/reset-password/not-a-real-token');
    await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
    await shot(page, 'reset');
    const calls = recordApiCalls(page);
    const submit = page.getByRole('button', { name: 'Reset password' });

    await submit.click();
    await expect(errorOf(page, 'New password')).toHaveText('New Password Is Required.');
    await expect(errorOf(page, 'Confirm password')).toHaveText('Confirm Password Is Required.');

    await field(page, 'New password').fill('short1!');
    await expect(errorOf(page, 'New password')).toHaveText('Password Should Contain Minimum 8 Character');
    await field(page, 'New password').fill('longenough');
    await expect(errorOf(page, 'New password')).toHaveText('Please Enter Your Valid Password.');

    await field(page, 'New password').fill('Brand@new1');
    await field(page, 'Confirm password').fill('Brand@new2');
    await submit.click();
    await expect(errorOf(page, 'New password')).toHaveCount(0);
    await expect(errorOf(page, 'Confirm password')).toHaveText("Passwords aren't matching");
    expect(calls).toEqual([]);

    await field(page, 'Confirm password').fill('Brand@new1');
    await expect(errorOf(page, 'Confirm password')).toHaveCount(0);
    await submit.click();
    await expectErrorToast(page, 'This reset link is invalid or has expired. Please request a new one.');
    expect(calls).toEqual(['POST /v1/auth/admin-reset-password/not-a-real-token']);
    await expect(page).toHaveURL(/\/auth\/reset-password\/not-a-real-token$/);

    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('the password fields have a show/hide toggle', async ({ page }) => {
    await page.goto('/auth/login');
    const password = field(page, 'Password');
    await password.fill('Secret@123');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: /Show password/ }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: /Hide password/ }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });
});
