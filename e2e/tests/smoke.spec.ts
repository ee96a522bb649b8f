import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';
import { SUPER_ADMIN } from '../support/environment';
import { shot } from '../support/foundation';

test('a super admin signs in and sees six non-zero statistics', { tag: '@core' }, async ({ page }) => {
  await signIn(page, SUPER_ADMIN);
  await expect(page.getByText('Successfully logged in.')).toBeVisible();
  const values = page.getByTestId('stat-value');
  await expect(values).toHaveCount(6);
  for (const value of await values.allTextContents()) expect(Number(value.replace(/\D/g, ''))).toBeGreaterThan(0);
  await expect(page.getByTestId('navbar-full-name')).toHaveText(SUPER_ADMIN.fullName);
  await shot(page, 'dashboard');
});
