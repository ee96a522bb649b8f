import { expect, test, type Page } from '@playwright/test';
import { animationsDone } from '../support/axe';
import { BASE_URL, SUPER_ADMIN } from '../support/environment';
import { englishLeft } from '../support/english-left';
import { shot, toast } from '../support/foundation';
import { resetAccountLanguage } from '../support/language';

/**
 * The back-office in Arabic, right to left (issue 17, decision 023): switched on the sign-in page, kept by
 * the account, switched back from the user menu. Screenshots at 1366 px: arabic-*.png. axe scans every page
 * and dialog in Arabic in arabic-english-left.spec.ts.
 */
const ARABIC = /[\u0600-\u06FF]/;
const nav = (page: Page) => page.locator('nav.mantine-AppShell-navbar, nav[aria-label]').first();

/** The page has settled: nothing loading, transitions over (a text fading in is not yet what a person reads). */
async function settled(page: Page) {
  await expect(page.locator('.mantine-Loader-root:visible, [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await animationsDone(page);
}

test.afterEach(async ({ request }) => {
  await resetAccountLanguage(request);
});

test('Arabic from the sign-in page: right to left, translated pages, lists, dialogs, a validation error and a toast; English again from the user menu', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/auth/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByRole('button', { name: 'العربية' }).click();

  // The sign-in page, in Arabic.
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول إلى Guardian' })).toBeVisible();
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByText('البريد الإلكتروني مطلوب.')).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  await shot(page, 'arabic-sign-in', { fullPage: false });

  await page.getByLabel('البريد الإلكتروني').fill(SUPER_ADMIN.email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(SUPER_ADMIN.password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(toast(page, 'تم تسجيل الدخول بنجاح.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The dashboard: the sidebar on the right, Arabic navigation and title.
  await expect(page.getByRole('heading', { level: 1, name: 'إحصاءات التطبيق' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(nav(page).getByRole('link', { name: 'لوحة المعلومات' })).toBeVisible();
  await expect(page.getByRole('button', { name: `قائمة ${SUPER_ADMIN.fullName}` })).toBeVisible();
  const sidebar = await page.locator('.mantine-AppShell-navbar').boundingBox();
  expect(sidebar!.x).toBeGreaterThan(1366 / 2);
  await expect(page).toHaveTitle(ARABIC);
  await settled(page);
  expect(await englishLeft(page)).toEqual([]);
  await shot(page, 'arabic-dashboard', { fullPage: false });

  // A list: Arabic column heads, the users' own names as they are.
  await nav(page).getByRole('link', { name: 'إدارة المستخدمين' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'إدارة المستخدمين' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'الاسم الكامل' })).toBeVisible();
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await settled(page);
  expect(await englishLeft(page)).toEqual([]);
  await shot(page, 'arabic-users', { fullPage: false });

  // A dialog on the list: the status switch asks first.
  await page.locator('tbody tr').first().getByRole('switch').click({ force: true });
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('هل أنت متأكد؟')).toBeVisible();
  await animationsDone(page);
  expect(await englishLeft(page)).toEqual([]);
  await shot(page, 'arabic-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'إلغاء' }).click();
  await expect(dialog).toHaveCount(0);

  // A form's validation error, from the shared schema, in Arabic.
  await page.goto('/admin/customerdetails/add');
  await expect(page.getByRole('heading', { level: 1, name: 'إضافة مستخدم' })).toBeVisible();
  await page.getByRole('button', { name: 'إرسال' }).click();
  await expect(page.getByText('يرجى إدخال الاسم الكامل.')).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  await shot(page, 'arabic-user-form', { fullPage: false });

  // The alarm desk.
  await nav(page).getByRole('link', { name: 'مكتب الإنذارات' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'مكتب الإنذارات' })).toBeVisible();
  await settled(page);
  expect(await englishLeft(page)).toEqual([]);
  await shot(page, 'arabic-desk', { fullPage: false });

  // A toast with the server's own message, answered in Arabic.
  await page.goto('/admin/editprofile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARABIC);
  await page.getByRole('button', { name: 'تحديث' }).click();
  await expect(toast(page, 'تم تحديث البيانات بنجاح.')).toBeVisible();

  // Back to English from the user menu; the account keeps it.
  await page.getByTestId('navbar-full-name').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'App Statistics' })).toBeVisible();
  const box = await page.locator('.mantine-AppShell-navbar').boundingBox();
  expect(box!.x).toBeLessThan(10);
});

test('the account keeps its language: a new browser signs in and opens in Arabic', async ({ page, browser }) => {
  await page.goto('/auth/login?lang=ar');
  await page.getByLabel('البريد الإلكتروني').fill(SUPER_ADMIN.email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(SUPER_ADMIN.password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'إحصاءات التطبيق' })).toBeVisible();

  // Another browser (English by default) adopts the account's language at sign-in.
  const other = await browser.newContext({ locale: 'en-US' });
  const second = await other.newPage();
  await second.goto(`${BASE_URL}/auth/login`);
  await second.getByLabel('Email').fill(SUPER_ADMIN.email);
  await second.getByLabel('Password', { exact: true }).fill(SUPER_ADMIN.password);
  await second.getByRole('button', { name: 'Sign in' }).click();
  await expect(second.getByRole('heading', { level: 1, name: 'إحصاءات التطبيق' })).toBeVisible();
  await expect(second.locator('html')).toHaveAttribute('dir', 'rtl');
  await other.close();
});

test('public pages follow the browser language, with a switch', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ar-EG' });
  const page = await context.newPage();
  for (const [path, heading] of [
    ['/auth/pricing', 'خطط الاشتراك'],
    ['/auth/register', 'ينشئ المشرفون الحسابات'],
    ['/auth/forgotpassword', 'نسيت كلمة المرور'],
  ]) {
    await page.goto(`${BASE_URL}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await settled(page);
    expect(await englishLeft(page), path).toEqual([]);
  }
  await page.goto(`${BASE_URL}/auth/experiance/no-such-experience`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'التجربة غير موجودة' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: 'Experience not found' })).toBeVisible();
  await context.close();
});

test('the pseudo-locale shows every interface text accented and bracketed', async ({ page }) => {
  await page.goto('/auth/login?lang=pseudo');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\[Ŝ.*·+\]$/);
  await page.getByRole('button', { name: /^\[Ŝíĝñ íñ/ }).click();
  // A validation message of the shared schema, translated on the way to the form.
  await expect(page.getByText(/^\[Éɱàíļ íš Ŕéǫûíŕéð\. ·+\]$/)).toBeVisible();
  await page.goto('/auth/login?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Guardian');
});
