import { expect, test, type Locator, type Page } from '@playwright/test';
import { BASE_URL } from './environment';
import { tableRecords } from './table';
import { xssIndexOf } from './xss-rows';
import type { watchedPage } from './xss-watch';
import { showsName } from './shown-name';

/**
 * How the names XSS suite looks at the back-office's screens with one signed-in, watched page: it moves
 * through the app as its links do, and reports, as lines of text, what ran and what was not shown as written.
 */
export type Operator = Awaited<ReturnType<typeof watchedPage>>;
export type Mark = NonNullable<ReturnType<typeof xssIndexOf>>;

export const LIST_LIMIT = 100;
/**
 * A 100-row page of payloads mounts in steps (use-progressive-rows.ts): about 5 s on a quiet two-core machine with
 * the corpora, past the usual 10 s of an expectation, and past a minute for the seven user pages, when CI's other
 * suite shares the cores. So a list page gets this long to settle, and its test this much more time per page.
 */
export const LIST_PAGE_SETTLE_MS = 30_000;
const LIST_PAGE_BUDGET_MS = 20_000;

/**
 * In the page: what fields show, by test id (the element's text) or by `label:` and a label's text (the
 * input's value). Given `expected`, only whether every field shows it.
 */
function readFields({ fields, expected }: { fields: string[]; expected: string[] | null }) {
  const shown = fields.map((field) => {
    if (!field.startsWith('label:')) return document.querySelector(`[data-testid="${field}"]`)?.textContent;
    const label = [...document.querySelectorAll('label')].find((element) => element.textContent?.replace(/\*/g, '').trim() === field.slice(6));
    return (label?.control as HTMLInputElement | null | undefined)?.value;
  });
  return expected ? shown.every((text, i) => text === expected[i]) : shown;
}

const firstLine = (error: Error) => error.message.split('\n')[0];

export function xssScreens(operator: Operator) {
  const { page, watch } = operator;
  /** Set when a screen did not show what it should: the app may be broken, so the next visit reloads it. */
  let reload = false;

  /** What the watcher saw since it was last cleared (each entry says the path it happened at). */
  async function watched(label: string): Promise<string[]> {
    const problems = (await watch.ran()).map((entry) => `${label}: ${entry}`);
    for (const dialog of watch.dialogs) problems.push(`${label}: dialog ${dialog}`);
    for (const request of watch.foreign) problems.push(`${label}: request to ${request}`);
    return problems;
  }

  /** Whether the page is still where it was opened (the app's own changes of the query aside). */
  function moved(url: string): string[] {
    const now = new URL(page.url());
    const opened = new URL(url, BASE_URL);
    return now.origin === opened.origin && now.pathname === opened.pathname ? [] : [`${url}: navigated to ${page.url()}`];
  }

  const problemsAt = async (url: string) => [...(await watched(url)), ...moved(url)];

  /** Goes to `url` as a link inside the app would (the router follows the history): only the first visit loads the app. */
  async function navigate(url: string) {
    if (reload || !page.url().startsWith(BASE_URL)) {
      reload = false;
      await page.goto(url);
      return;
    }
    await page.evaluate((target) => {
      history.pushState(null, '', target);
      dispatchEvent(new PopStateEvent('popstate'));
    }, url);
  }

  /** What is still loading once the page should have settled (watch.settled), with the path it happened at. */
  const unsettled = async (url: string) => (await watch.settled()).map((problem) => `${url}: ${problem}`);

  /** Opens `url`, waits until `ready`, gives handlers their chance to fire (watch.settled), and returns the problems seen there. */
  async function open(url: string, ready: (page: Page) => Promise<unknown>): Promise<string[]> {
    await watch.clear();
    await navigate(url);
    const notReady = await ready(page).then(
      () => [],
      (error: Error) => [`${url}: not shown as expected: ${firstLine(error)}`],
    );
    reload ||= notReady.length > 0;
    return [...notReady, ...(await unsettled(url)), ...(await problemsAt(url))];
  }

  /** Does `action` on the page at `url` (opens a modal, types in a search) and returns the problems seen until `ready` and settled. */
  async function act(url: string, action: () => Promise<void>, ready: () => Promise<unknown>): Promise<string[]> {
    await watch.clear();
    await action();
    await ready();
    return [...(await unsettled(url)), ...(await problemsAt(url))];
  }

  /**
   * Pages of a list at 100 rows: each row marked in its `marker` column must show, as text, what `expected`
   * says (compared exactly, or as `same` says). Returns the problems and the marks seen, so that the caller
   * can check that every payload was on screen.
   */
  async function checkListPages(list: {
    path: string;
    total: number;
    pages: number[];
    marker: string;
    expected: (mark: Mark) => Record<string, string> | undefined;
    same?: (shown: string, written: string) => boolean;
  }) {
    const problems: string[] = [];
    const seen = new Set<string>();
    const same = list.same ?? showsName;
    test.info().setTimeout(test.info().timeout + list.pages.length * LIST_PAGE_BUDGET_MS);
    for (const pageNo of list.pages) {
      const url = `${list.path}${list.path.includes('?') ? '&' : '?'}limit=${LIST_LIMIT}&page=${pageNo}`;
      const from = (pageNo - 1) * LIST_LIMIT + 1;
      const to = Math.min(pageNo * LIST_LIMIT, list.total);
      // Ready once every row has mounted (aria-busy ends): a payload's handler in the last rows has its chance too.
      const ready = async () => {
        await expect(page.getByText(`${from}–${to} / ${list.total}`, { exact: true })).toBeVisible({ timeout: LIST_PAGE_SETTLE_MS });
        await expect(page.locator('table').first()).toHaveAttribute('aria-busy', 'false', { timeout: LIST_PAGE_SETTLE_MS });
      };
      problems.push(...(await open(url, ready)));
      // Markup let through can break the table apart: that is reported with what the watcher saw, not thrown.
      const rows = await tableRecords(page, LIST_PAGE_SETTLE_MS).catch((error: Error) => {
        problems.push(`${url}: the table did not settle: ${firstLine(error)}`);
        reload = true;
        return [];
      });
      if (rows.length !== to - from + 1) problems.push(`${url}: ${rows.length} rows on screen, not ${to - from + 1}`);
      for (const row of rows) {
        const mark = xssIndexOf(row[list.marker] ?? '');
        const cells = mark && list.expected(mark);
        if (!mark || !cells) continue;
        seen.add(`${mark.kind}:${mark.index}`);
        for (const [header, written] of Object.entries(cells)) {
          if (!same(row[header] ?? '', written))
            problems.push(`${url} ${row[list.marker]}: ${header} shows ${JSON.stringify(row[header])}, not ${JSON.stringify(written)}`);
        }
      }
    }
    return { problems, seen };
  }

  /**
   * What `fields` show once they show `expected` (the record before stays on screen until the next one
   * arrives), or after a while, to report what they show instead; as problems.
   */
  async function fieldProblems(url: string, fields: string[], expected: string[]): Promise<string[]> {
    await page.waitForFunction(readFields, { fields, expected }, { timeout: 3000 }).catch(() => undefined);
    const shown = (await page.evaluate(readFields, { fields, expected: null })) as unknown[];
    const problems = fields.flatMap((field, i) =>
      shown[i] === expected[i] ? [] : [`${url}: ${field} shows ${JSON.stringify(shown[i])}, not ${JSON.stringify(expected[i])}`],
    );
    reload ||= problems.length > 0;
    return problems;
  }

  /**
   * Many small views in a row, one record each (a details page, a public page): each is checked as soon as
   * its record is on screen, and what the watcher saw is collected once at the end, once the last view has
   * settled, so that 223 views do not each wait. Each finding names the path it happened at.
   */
  async function sweep(label: string, views: { url: string; fields: string[]; expected: string[] }[]) {
    const problems: string[] = [];
    await watch.clear();
    for (const { url, fields, expected } of views) {
      await navigate(url);
      problems.push(...(await fieldProblems(url, fields, expected)), ...moved(url));
      // Each view that does not show its record waits for it a while: a broken screen is reported, not timed out.
      if (problems.length >= 20) {
        problems.push(`${label}: stopped after 20 problems`);
        break;
      }
    }
    problems.push(...(await unsettled(label)), ...(await watched(label)));
    return problems;
  }

  return { navigate, open, act, problemsAt, checkListPages, sweep };
}

/** The rows of a log table (type, message) in a modal: each type names the payload its message must be. */
export async function checkLogRows(dialog: Locator, label: string, payloads: string[]) {
  const problems: string[] = [];
  const seen = new Set<string>();
  const rows = await dialog.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
  for (const [type = '', message = ''] of rows) {
    const mark = xssIndexOf(type);
    if (mark?.kind !== 'log') continue;
    seen.add(`log:${mark.index}`);
    if (message !== payloads[mark.index]) problems.push(`${label} ${type}: the message shows ${JSON.stringify(message)}`);
  }
  return { problems, seen };
}
