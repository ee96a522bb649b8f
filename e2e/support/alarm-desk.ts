import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { signInDirectly } from './auth';

/** An operator's browser on /admin/alarms with sound turned on, as the operator would do it. */
export type Desk = { context: BrowserContext; page: Page; close: () => Promise<void> };

/**
 * The desk's own test hook: the page root carries the stream's state (data-connection) and when a tone last
 * started (data-sound-last-played, epoch ms). No role or name can say "a sound is playing".
 */
const hook = (page: Page) => page.getByTestId('alarm-desk');

/**
 * A signed-in desk with its sound on. `clock`: the page's timers run on Playwright's clock (flowing as usual until
 * the test moves it on with `page.clock.runFor`), so a test of something that repeats need not wait for it.
 */
export async function openDesk(
  browser: Browser,
  account: { email: string; password: string },
  options: { baseURL?: string; clock?: boolean } = {},
): Promise<Desk> {
  const context = await browser.newContext(options.baseURL ? { baseURL: options.baseURL } : {});
  const page = await context.newPage();
  if (options.clock) await page.clock.install();
  await signInDirectly(page, account);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: /^Alarm Desk/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Alarm Desk' })).toBeVisible();
  // The notice says sound is off until the operator turns it on (browsers block audio without a gesture).
  await expect(page.getByRole('status').filter({ hasText: 'Sound is off' })).toBeVisible();
  await page.getByRole('button', { name: 'Turn sound on' }).click();
  await expect(page.getByRole('button', { name: 'Turn sound off' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Sound is off' })).toHaveCount(0);
  await waitLive(page);
  return { context, page, close: () => context.close() };
}

/** The stream is connected (an alert sent now is measured from the send, not from the desk's start). */
export const waitLive = (page: Page, timeout = 20_000) => expect(hook(page)).toHaveAttribute('data-connection', 'live', { timeout });

/** When the desk last started a tone (epoch ms of the browser, the same machine's clock); 0 before the first. */
export async function lastSound(page: Page): Promise<number> {
  return Number((await hook(page).getAttribute('data-sound-last-played')) || 0);
}

/** An alarm's card: an article named by the person it is about. */
export const alarmCard = (page: Page, fullName: string): Locator => page.getByRole('article', { name: fullName, exact: true });

/** Every card on the desk (the list is a region named after the page). */
export const alarmCards = (page: Page) => page.getByRole('region', { name: 'Alarm Desk', exact: true }).getByRole('article');

/** The sidebar's Alarm Desk link, whose name ends with the open alarms' count ("Alarm Desk 2 open alarms") when there are any. */
export const deskLink = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /^Alarm Desk/ });

/** The badge, and the tab title: "(2) " before the page's own title ("(2) Dashboard · Guardian"), nothing with none open. */
export async function expectOpenCount(page: Page, open: number) {
  await expect(deskLink(page)).toHaveAccessibleName(open === 0 ? 'Alarm Desk' : `Alarm Desk ${open} open ${open === 1 ? 'alarm' : 'alarms'}`);
  // The heading is read again on each try: right after a navigation it can still be the previous page's.
  await expect(async () => {
    const pageTitle = (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim() ?? '';
    expect(await page.title()).toBe(open === 0 ? `${pageTitle} · Guardian` : `(${open}) ${pageTitle} · Guardian`);
  }).toPass({ timeout: 10_000 });
}

/** Waits for the card and answers how long after `since` (epoch ms) it was seen. */
export async function seenAfter(page: Page, fullName: string, since: number, timeout = 10_000): Promise<number> {
  await alarmCard(page, fullName).waitFor({ state: 'visible', timeout });
  return Date.now() - since;
}

/** Resolves an alarm from its card: the modal asks for an outcome and a note. */
export async function resolveFromCard(page: Page, fullName: string, outcome: string, note: string) {
  await alarmCard(page, fullName).getByRole('button', { name: 'Resolve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resolve alarm' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Outcome' }).click();
  await page.getByRole('option', { name: outcome, exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Note' }).fill(note);
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await expect(dialog).toBeHidden();
}
