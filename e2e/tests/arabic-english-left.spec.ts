import { expect, test, type Locator, type Page } from '@playwright/test';
import { ar } from '@guardian/contracts/messages/ar/index';
import { expectNoAxeViolations, settled } from '../support/axe';
import { apiAs } from '../support/content-api';
import { BASE_URL, SUPER_ADMIN } from '../support/environment';
import { cutOffTexts, englishLeft } from '../support/english-left';
import { shot } from '../support/foundation';
import { resetAccountLanguage } from '../support/language';
import { demoExperienceId } from '../support/map-data';

/**
 * Issue 17's proof, in Arabic at 1366 px: every page of the sidebar (read from the sidebar itself, so a page
 * added later is walked too), the pages behind them, a dialog of each list and the public pages are right to
 * left, titled in Arabic, axe clean, and show no English outside users' own data (support/english-left.ts).
 * Each state is checked softly, so one run names every miss. Screenshots: arabic-left-*.png.
 */
const ARABIC = /[\u0600-\u06FF]/;

type Check = {
  /** Texts of users' data the page shows outside its DOM (a tab title that is an operator's page title). */
  userData?: string[];
  /**
   * axe on this state (default). Off for a select's open options: Mantine portals them outside the page's
   * landmarks, which axe's best-practice "region" rule reports in any language; the page itself is checked.
   * Off too for a page already scanned in this run in another state.
   */
  axe?: boolean;
};

/** The state as it is now: right to left, an Arabic title, no English left, axe clean, a screenshot. */
async function expectArabic(page: Page, state: string, { userData = [], axe = true }: Check = {}) {
  await expect.soft(page.locator('html'), state).toHaveAttribute('dir', 'rtl');
  await expect.soft(page.locator('html'), state).toHaveAttribute('lang', 'ar');
  if (!userData.length) expect.soft(await page.title(), `title of ${state}`).toMatch(ARABIC);
  expect.soft(await englishLeft(page, userData), `English left on ${state}`).toEqual([]);
  if (axe) await expectNoAxeViolations(page, `${state} in Arabic`);
  await shot(page, `arabic-left-${state.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}`, { fullPage: false });
}

/** A dialog (or a dropdown) opened by `open`, checked, then closed with Escape. */
async function expectArabicDialog(page: Page, state: string, open: () => Promise<unknown>, opened: Locator = page.getByRole('dialog').last()) {
  await open();
  await expect(opened).toBeVisible();
  await settled(page);
  await expectArabic(page, state, { axe: (await opened.getAttribute('role')) !== 'listbox' });
  await page.keyboard.press('Escape');
  await expect(opened).toBeHidden();
}

test.afterEach(async ({ request }) => {
  await resetAccountLanguage(request);
});

const firstRow = (page: Page) => page.locator('tbody tr').first();

/** One dialog (or the list's own dropdown, where it has no dialog) of each list, by the list's address. */
const LIST_DIALOGS: Record<string, (page: Page) => Promise<void>> = {
  '/admin/customer': (page) => expectArabicDialog(page, 'user status confirm', () => firstRow(page).getByRole('switch').click({ force: true })),
  '/admin/adminlist': (page) =>
    expectArabicDialog(page, 'admin status confirm', () => page.locator('tbody tr').nth(1).getByRole('switch').click({ force: true })),
  '/admin/subscription': (page) =>
    expectArabicDialog(
      page,
      'subscription status filter',
      () => page.getByRole('textbox', { name: ar.subscriptions.status }).click(),
      page.getByRole('listbox'),
    ),
  '/admin/emergency-contact': (page) =>
    expectArabicDialog(
      page,
      'contact status filter',
      () => page.getByRole('textbox', { name: ar.emergencyContacts.status }).click(),
      page.getByRole('listbox'),
    ),
  '/admin/panic-events': async (page) => {
    await expectArabicDialog(page, 'panic event logs', () => firstRow(page).getByRole('button', { name: ar.panicEvents.viewLogs }).click());
    // The date picker: Arabic month and day names, its buttons named in Arabic.
    await expectArabicDialog(
      page,
      'panic events date picker',
      () => page.getByRole('button', { name: ar.lists.dateRange }).click(),
      page.locator('.mantine-DatePickerInput-dropdown, .mantine-Popover-dropdown').last(),
    );
  },
  '/admin/device-management': async (page) => {
    await expectArabicDialog(page, 'device add', () => page.getByRole('button', { name: ar.devices.add }).click());
    await expectArabicDialog(page, 'device import', () => page.getByRole('button', { name: ar.devices.importDevice }).click());
  },
  '/admin/email': async (page) => {
    await expectArabicDialog(page, 'email template view', () =>
      firstRow(page)
        .getByRole('button', { name: new RegExp(`^${ar.cms.view}:`) })
        .click(),
    );
    await expectArabicDialog(page, 'email template editor', () =>
      firstRow(page)
        .getByRole('button', { name: new RegExp(`^${ar.cms.edit}:`) })
        .click(),
    );
  },
  '/admin/sms': (page) =>
    expectArabicDialog(page, 'sms template editor', () =>
      firstRow(page)
        .getByRole('button', { name: new RegExp(`^${ar.cms.edit}:`) })
        .click(),
    ),
  '/admin/static': (page) =>
    expectArabicDialog(page, 'static page content', () =>
      firstRow(page)
        .getByRole('button', { name: new RegExp(`^${ar.cms.viewContent}:`) })
        .click(),
    ),
  '/admin/recording': async (page) => {
    await expectArabicDialog(page, 'warning audio player', () =>
      firstRow(page)
        .getByRole('button', { name: new RegExp(`^${ar.warningAudio.play}:`) })
        .click(),
    );
    await expectArabicDialog(page, 'warning audio delete confirm', () =>
      firstRow(page)
        .getByRole('button', { name: new RegExp(`^${ar.warningAudio.delete}:`) })
        .click(),
    );
  },
  // A form's validation error from the shared schema, in Arabic.
  '/admin/integrations': (page) =>
    expectArabicDialog(page, 'create service key with an error', async () => {
      await page.getByRole('button', { name: ar.integrations.createKey }).click();
      await page.getByRole('dialog').getByRole('button', { name: ar.integrations.create }).click();
      await expect(page.getByRole('dialog').getByText(ar.integrations.nameRequired)).toBeVisible();
    }),
};

test("every sidebar page, the pages behind them and a dialog of each list, in Arabic: no English outside users' data", async ({ page, request }) => {
  test.setTimeout(900_000);
  const api = await apiAs(request);
  const userId = (await (await api.get('/v1/user/admin/list-all-users?limit=10')).json()).data[0].userId as number;
  const adminId = (await (await api.get('/v1/auth/list-admins?limit=10')).json()).data[0].id as number;

  await page.goto('/auth/login?lang=ar');
  await page.getByLabel(ar.auth.email).fill(SUPER_ADMIN.email);
  await page.getByLabel(ar.auth.password, { exact: true }).fill(SUPER_ADMIN.password);
  await page.getByRole('button', { name: ar.auth.signIn }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // The sign-in toast is part of this state.
  await expect(page.locator('.mantine-Notification-root')).toBeVisible();
  await settled(page);
  await expectArabic(page, 'dashboard with the sign-in toast');

  const sidebar = page.locator('nav.mantine-AppShell-navbar');
  const links = await sidebar.getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname));
  expect(links.length).toBeGreaterThanOrEqual(16);
  const behind = [
    '/admin/customerdetails/add',
    `/admin/customerdetails/${userId}`,
    `/admin/subscription-details/${userId}`,
    '/admin/admindetails/add',
    `/admin/admindetails/${adminId}`,
    '/admin/addrecording',
    '/admin/myprofile',
    '/admin/editprofile',
    '/admin/changepassword',
  ];
  for (const path of [...links, ...behind]) {
    await page.goto(path);
    await settled(page);
    await expect.soft(page.getByRole('heading', { level: 1 }), `h1 of ${path}`).toHaveText(ARABIC);
    // The dashboard had its axe scan above, with the sign-in toast.
    await expectArabic(page, path, { axe: path !== '/admin/dashboard' });
    await LIST_DIALOGS[path]?.(page);
  }
  expect(
    Object.keys(LIST_DIALOGS).filter((path) => !links.includes(path)),
    'lists with a dialog that the sidebar no longer has',
  ).toEqual([]);
});

test('the public pages and the sign-in pages, for a visitor whose browser is in Arabic', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const api = await apiAs(request);
  const staticPage = (await (await api.get('/v1/cms/list-templates?template_type=3&limit=10')).json()).data[0] as { pageId: number; pageTitle: string };
  const experienceId = await demoExperienceId(request, 1);
  const context = await browser.newContext({ locale: 'ar-EG', viewport: { width: 1366, height: 860 } });
  const page = await context.newPage();
  for (const path of ['/auth/login', '/auth/forgotpassword', '/auth/reset-password/no-such-token', '/auth/register', '/auth/pricing']) {
    await page.goto(`${BASE_URL}${path}`);
    await settled(page);
    await expectArabic(page, path);
  }
  // The static page is the operators' own: its content and its tab title (the page's title) are data.
  await page.goto(`${BASE_URL}/auth/staticpage/${staticPage.pageId}`);
  await expect(page.getByTestId('static-page')).toBeVisible();
  await expect(page).toHaveTitle(`${staticPage.pageTitle} · Guardian`);
  await expectArabic(page, 'static page', { userData: [staticPage.pageTitle] });
  await page.goto(`${BASE_URL}/auth/experiance/${experienceId}`);
  await expect(page.getByTestId('owner-name')).toBeVisible();
  await expectArabic(page, 'experience');
  // The app prompt opens by itself after about 2 s.
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 10_000 });
  await settled(page);
  await expectArabic(page, 'experience with the app prompt');
  await context.close();
});

test('the pseudo-locale on every sidebar page: no text left out of the catalogue, none cut off', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/auth/login?lang=pseudo');
  await page.locator('input[type="email"], input[name="email"]').first().fill(SUPER_ADMIN.email);
  await page.locator('input[type="password"]').first().fill(SUPER_ADMIN.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const links = await page
    .locator('nav.mantine-AppShell-navbar')
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname));
  for (const path of links) {
    // Asked for in the address: signing in adopted the account's own language.
    await page.goto(`${path}?lang=pseudo`);
    await settled(page);
    await expect.soft(page.locator('html'), path).toHaveAttribute('lang', 'en-XA');
    // Plain English in the pseudo-locale did not come from the catalogue (the same check as in Arabic).
    expect.soft(await englishLeft(page), `untranslated on ${path}`).toEqual([]);
    expect.soft(await cutOffTexts(page), `cut off on ${path}`).toEqual([]);
  }
  await shot(page, 'pseudo-left-last-page', { fullPage: false });
});
