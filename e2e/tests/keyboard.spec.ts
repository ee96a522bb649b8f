import { expect, test, type Page } from '@playwright/test';
import { signInDirectly } from '../support/auth';
import { settled } from '../support/axe';
import { apiAs, findTemplate } from '../support/content-api';
import { SUPER_ADMIN } from '../support/environment';
import { focusInDialog, focusedName, tabTo } from '../support/keyboard';
import { demoMarkers } from '../support/map-data';

/**
 * Issue 13 point 6: keyboard-only use of every list, dialog, the heat map's alerts and the rich-text editor.
 * After signing in, nothing here clicks: Tab, Shift+Tab, Enter, Space, Escape and typing only.
 */

/** The rich-text editor's element: tiptap hangs the editor on it, and the editor's state says where its selection is. */
type TiptapElement = HTMLElement & {
  editor?: { state: { selection: { empty: boolean; from: number }; doc: { content: { size: number }; textBetween: (from: number, to: number) => string } } };
};

/** Waits for the list call (path and query parts) that `act` causes. */
async function listCall(page: Page, path: string, parts: string[], act: () => Promise<unknown>) {
  const answered = page.waitForResponse((response) => response.url().includes(path) && parts.every((part) => response.url().includes(part)), {
    timeout: 10_000,
  });
  await act();
  await answered;
  await expect(page.locator('table').first()).toHaveAttribute('aria-busy', 'false');
}

type KeyboardList = {
  url: string;
  api: string;
  search: string;
  term: string;
  /** A sortable column; lists without one (admins) skip that step. */
  sortBy?: string;
  /** The first row's action and what it does: navigate to a URL, or open a dialog. */
  action: RegExp;
  opens: RegExp | 'dialog';
};

const LISTS: KeyboardList[] = [
  {
    url: '/admin/customer',
    api: '/v1/user/admin/list-all-users',
    search: 'Search name, email or user name (3+ characters)',
    term: 'ali',
    sortBy: 'Full Name',
    action: /^Edit: /,
    opens: /\/admin\/customerdetails\/\d+$/,
  },
  { url: '/admin/adminlist', api: '/v1/auth/list-admins', search: 'Search name or email', term: 'ko', action: /^Edit: /, opens: /\/admin\/admindetails\/\d+$/ },
  {
    url: '/admin/subscription',
    api: '/v1/',
    search: 'Search by name or email',
    term: 'ma',
    sortBy: 'End Date',
    action: /^View subscription details$/,
    opens: /\/admin\/subscription-details\/\d+$/,
  },
  {
    url: '/admin/emergency-contact',
    api: '/v1/',
    search: 'Search by contact or user name',
    term: 'an',
    sortBy: 'Contact Name',
    action: /^[a-z]+\.[a-z]+\d+$/,
    opens: /\/admin\/customer\/\d+$/,
  },
  {
    url: '/admin/panic-events',
    api: '/v1/admin/list-panic-events',
    search: 'Search by user name or full name',
    term: 'an',
    sortBy: 'User Name',
    action: /^View logs/,
    opens: 'dialog',
  },
  {
    url: '/admin/device-management',
    api: '/v1/',
    search: 'Search',
    term: 'dev',
    sortBy: 'Device Name',
    action: /^Edit /,
    opens: 'dialog',
  },
];

const sortHeader = (page: Page, name: string) => page.locator('table thead th').filter({ has: page.getByRole('button', { name: `Sort by ${name}` }) });

async function useListByKeyboard(page: Page, list: KeyboardList) {
  await page.goto(list.url);
  await settled(page);
  const table = page.locator('table').first();

  // The search box: typed into, the list asks the server; emptied again, the whole list is back.
  const search = page.getByRole('textbox', { name: list.search, exact: true });
  await tabTo(page, search);
  await listCall(page, list.api, [`${list.term}`], () => page.keyboard.type(list.term));
  await expect(page).toHaveURL(new RegExp(`search=${list.term}`));
  // (The whole list may come from the cache: no call to wait for.)
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await expect(page).not.toHaveURL(/search=/);
  await expect(search).toHaveValue('');
  await expect(table).toHaveAttribute('aria-busy', 'false');

  // A column header: Enter and Space each turn the order, and aria-sort says which way it is.
  if (list.sortBy) {
    const header = sortHeader(page, list.sortBy);
    await tabTo(page, page.getByRole('button', { name: `Sort by ${list.sortBy}` }));
    const before = await header.getAttribute('aria-sort');
    await listCall(page, list.api, ['order'], () => page.keyboard.press('Enter'));
    const first = await header.getAttribute('aria-sort');
    expect(first).not.toBe(before);
    expect(['ascending', 'descending']).toContain(first);
    await listCall(page, list.api, ['order'], () => page.keyboard.press('Space'));
    await expect(header).not.toHaveAttribute('aria-sort', first as string);
  }

  // The pager: the next page, by its button.
  await tabTo(page, page.getByRole('button', { name: 'Next', exact: true }));
  await listCall(page, list.api, [], () => page.keyboard.press('Enter'));
  await expect(page).toHaveURL(/page=2/);

  // Back up to the first row's action, and open it.
  const action = table
    .locator('tbody tr')
    .first()
    .getByRole(list.opens === 'dialog' ? 'button' : 'link', { name: list.action })
    .first();
  await tabTo(page, action, { back: true });
  await page.keyboard.press('Enter');
  if (list.opens === 'dialog') {
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  } else {
    await expect(page).toHaveURL(list.opens);
  }
}

/** A dialog opened with Enter: focus inside, Tab kept inside, Escape closes, focus back on the opener. */
async function checkDialog(page: Page, opener: ReturnType<Page['getByRole']>) {
  await tabTo(page, opener);
  const openerName = await focusedName(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(() => focusInDialog(page)).toBe(true);
  for (let press = 0; press < 25; press++) {
    await page.keyboard.press('Tab');
    expect(await focusInDialog(page), `Tab ${press + 1} left the dialog`).toBe(true);
  }
  for (let press = 0; press < 5; press++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInDialog(page), `Shift+Tab ${press + 1} left the dialog`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => focusedName(page)).toBe(openerName);
}

test.describe('keyboard only', () => {
  test.beforeEach(async ({ page }) => {
    await signInDirectly(page, SUPER_ADMIN);
  });

  test('every list: search, sort, next page and a row action', async ({ page }) => {
    test.setTimeout(120_000);
    for (const list of LISTS) await test.step(list.url, () => useListByKeyboard(page, list));
  });

  test('dialogs keep the focus inside and give it back on Escape', async ({ page }) => {
    await page.goto('/admin/panic-events');
    await settled(page);
    await checkDialog(page, page.getByRole('button', { name: /^View logs/ }).first());
    await page.goto('/admin/integrations');
    await settled(page);
    await checkDialog(page, page.getByRole('button', { name: 'Create key' }));
    await page.goto('/admin/device-management');
    await settled(page);
    await checkDialog(page, page.getByRole('button', { name: /^Edit / }).first());
  });

  test('the heat map: reach an alert, open its details, follow the link to the person', async ({ page, request }) => {
    const marker = (await demoMarkers(request)).find((item) => item.eventUrl);
    if (!marker) throw new Error('no demo event with a recording near the demo cities');
    await page.goto(`/admin/heat-map?lat=${marker.alarm_latitude}&lng=${marker.alarm_longitude}&zoom=17`);
    await settled(page);
    await tabTo(page, page.getByTestId('heat-map').locator(`.heat-marker[title="${marker.user_full_name}"]`).first());
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Alert Details' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => focusInDialog(page)).toBe(true);
    // The event's recording is a link in the tab order (it opens a new tab, so it is only reached here).
    const eventLink = dialog.getByRole('link', { name: 'Open the recording' }).first();
    await tabTo(page, eventLink);
    await expect(eventLink).toHaveAttribute('href', marker.eventUrl as string);
    await tabTo(page, dialog.getByRole('link', { name: marker.user_full_name, exact: true }).first(), { back: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/admin/customer/${marker.userId}$`));
  });

  test('the rich-text editor: type, bold and italic from the keyboard and the toolbar, save', async ({ page, request }) => {
    const api = await apiAs(request);
    const original = await findTemplate(api, 3, 'Terms and Conditions');
    try {
      await page.goto('/admin/static');
      await settled(page);
      await tabTo(page, page.getByRole('button', { name: 'Edit: Terms and Conditions' }));
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      const editor = dialog.getByRole('textbox', { name: 'Template content', exact: true });
      // The dialog's opening transition first: Mantine moves the focus into it when the transition ends.
      await expect(dialog).toBeVisible();
      await expect.poll(() => focusInDialog(page)).toBe(true);
      await tabTo(page, editor);
      // The caret at the end of the text: the browser's, then the editor's own (it reads the browser's selection
      // when that changes, an event later), with no text after it.
      await page.keyboard.press('ControlOrMeta+End');
      await expect.poll(() => editor.evaluate((element) => Boolean(element.lastElementChild?.contains(getSelection()?.anchorNode ?? null)))).toBe(true);
      await expect
        .poll(() =>
          editor.evaluate((element) => {
            const state = (element as TiptapElement).editor?.state;
            return state ? state.selection.empty && state.doc.textBetween(state.selection.from, state.doc.content.size) === '' : false;
          }),
        )
        .toBe(true);
      await page.keyboard.press('Enter');
      // Bold by its shortcut, on for the typing and off after it.
      await page.keyboard.press('ControlOrMeta+b');
      await page.keyboard.type('Typed by keyboard');
      await page.keyboard.press('ControlOrMeta+b');
      await expect(editor.locator('strong', { hasText: 'Typed by keyboard' })).toBeVisible();
      // Select the line; the editor takes the browser's selection on its next selectionchange, so wait for it
      // (tiptap hangs the editor on its element) before a toolbar button acts on it.
      await page.keyboard.press('Shift+Home');
      await expect.poll(() => editor.evaluate((element) => (element as TiptapElement).editor?.state.selection.empty)).toBe(false);
      // The toolbar is in the tab order before the text: Italic, by Shift+Tab and Space.
      const italic = dialog.getByRole('button', { name: 'Italic' });
      await tabTo(page, italic, { back: true });
      await page.keyboard.press('Space');
      await expect(editor.locator('em', { hasText: 'Typed by keyboard' })).toBeVisible();
      const saved = page.waitForResponse((response) => response.url().includes('/v1/update-static-page/') && response.request().method() === 'PATCH');
      await tabTo(page, dialog.getByRole('button', { name: 'Update' }));
      await page.keyboard.press('Enter');
      expect((await saved).ok()).toBe(true);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const stored = await findTemplate(api, 3, 'Terms and Conditions');
      expect(stored.content).toMatch(/<(strong|em)><(em|strong)>Typed by keyboard<\/(em|strong)><\/(strong|em)>/);
    } finally {
      await api.patch(`/v1/update-static-page/${original.id}`, { content: original.content });
    }
  });
});
