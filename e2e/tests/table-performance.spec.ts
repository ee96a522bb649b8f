import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInDirectly } from '../support/auth';
import { SUPER_ADMIN } from '../support/environment';
import { columnTexts } from '../support/table';

/**
 * Web budget: a table renders a 100-row page without a long task (a main-thread task over 50 ms, as the
 * browser's PerformanceObserver reports them). Measured from the page-size change (10 to 100 rows) and
 * then a page change (100 new rows) to the rows on screen, after the page has loaded: the bundle's first
 * parse is not part of it.
 *
 * A long task is wall-clock time, so a machine busy with other work (parallel test suites on two cores)
 * stretches short tasks past 50 ms while the page waits for a core. So the measurement is repeated (up to
 * ATTEMPTS runs) and passes as soon as one run has no long task at all. If every run had some, one more
 * run is traced (Chromium trace, which reports each task's CPU time) and decides: no task may have used
 * over 50 ms of main-thread CPU, that is, any time over 50 ms was spent waiting for a core, not working.
 * Every run is in the report's annotations.
 */
const ATTEMPTS = 3;

type LongTask = { start: number; duration: number };
/** A main-thread task of the trace over 50 ms of wall time, with its CPU time (ms). */
type TracedTask = { wall: number; cpu: number };
type TraceEvent = { name: string; ph: string; pid: number; tid: number; dur?: number; tdur?: number; args?: { name?: string } };
declare global {
  interface Window {
    __longTasks: LongTask[];
  }
}

const rows = (page: Page) => page.locator('table tbody tr');
const now = (page: Page) => page.evaluate(() => performance.now());

/** Long tasks that started at or after `from` (performance.now()), once two more frames have been drawn. */
async function longTasksSince(page: Page, from: number): Promise<LongTask[]> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // The observer reports a task after it ends: give it a moment.
  await page.waitForTimeout(300);
  return page.evaluate((since) => window.__longTasks.filter((task) => task.start >= since), from);
}

/** Records a Chromium trace around `action` (when a browser is given) and returns its main-thread tasks over 50 ms. */
async function traced(browser: Browser | undefined, page: Page, action: () => Promise<void>): Promise<TracedTask[]> {
  if (!browser) {
    await action();
    return [];
  }
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  let trace: Buffer | undefined;
  try {
    await action();
  } finally {
    trace = await browser.stopTracing();
  }
  const events = (JSON.parse(String(trace)) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = new Set(
    events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`),
  );
  // A trace without the page's main thread would find no long task by finding nothing at all.
  expect(main.size, 'the trace names no renderer main thread').toBeGreaterThan(0);
  return (
    events
      .filter((event) => event.name === 'RunTask' && event.ph === 'X' && main.has(`${event.pid}:${event.tid}`) && (event.dur ?? 0) > 50_000)
      // A long task without its thread time is counted as all CPU, never as waiting.
      .map((event) => ({ wall: Math.round((event.dur ?? 0) / 1000), cpu: Math.round((event.tdur ?? event.dur ?? 0) / 1000) }))
  );
}

/** One run: 10 rows, then 100 rows (page-size change), then the next 100 (page change); traced if a browser is given. */
async function measure(page: Page, browser?: Browser) {
  await page.goto('/admin/customer?limit=10');
  await expect(rows(page)).toHaveCount(10);
  // Not 'networkidle': every admin page keeps the live alarm stream open, so the network is never idle.
  // The rows are there; let the page's follow-up requests (the desk, the sidebar count) settle first.
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  const firstPage = await columnTexts(page, 'User ID');

  // Open the page-size list first: the measurement is the change itself, not the dropdown.
  await page.getByRole('textbox', { name: 'Rows per page', exact: true }).click();
  const option = page.getByRole('option', { name: '100', exact: true });
  await expect(option).toBeVisible();
  await page.waitForTimeout(300);
  let sizeChange: LongTask[] = [];
  const sizeChangeTrace = await traced(browser, page, async () => {
    const before = await now(page);
    await option.click();
    await expect(page).toHaveURL(/limit=100/);
    await expect(rows(page)).toHaveCount(100);
    sizeChange = await longTasksSince(page, before);
  });
  expect((await columnTexts(page, 'User ID')).slice(0, 10)).toEqual(firstPage);

  let pageChange: LongTask[] = [];
  const pageChangeTrace = await traced(browser, page, async () => {
    const before = await now(page);
    await page.getByRole('button', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(async () => (await columnTexts(page, 'User ID'))[0]).not.toBe(firstPage[0]);
    await expect(rows(page)).toHaveCount(100);
    pageChange = await longTasksSince(page, before);
  });
  const ids = await columnTexts(page, 'User ID');
  expect(new Set(ids).size).toBe(100);
  expect(ids).not.toContain(firstPage[0]);
  return { sizeChange, pageChange, traced: [...sizeChangeTrace, ...pageChangeTrace] };
}

test('the users table renders a 100-row page without a long task over 50 ms', async ({ browser, page }) => {
  // Up to four measured runs of two 100-row renders each: on a machine loaded by CI's other suite, where each
  // run takes 15-20 s, that is past the usual minute (it timed out there in the fourth run).
  test.setTimeout(180_000);
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: Math.round(entry.duration) });
    }).observe({ type: 'longtask', buffered: true });
  });
  await signInDirectly(page, SUPER_ADMIN);

  const runs: Awaited<ReturnType<typeof measure>>[] = [];
  const durations = (tasks: LongTask[]) => JSON.stringify(tasks.map((task) => task.duration));
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const run = await measure(page);
    runs.push(run);
    test.info().annotations.push({
      type: `run ${attempt}`,
      description: `long tasks (ms): 10→100 rows ${durations(run.sizeChange)}, page 1→2 ${durations(run.pageChange)}`,
    });
    if (run.sizeChange.length === 0 && run.pageChange.length === 0) return;
  }
  // Every run had a long task. A traced run tells work from waiting: no task may use over 50 ms of CPU.
  const run = await measure(page, browser);
  test.info().annotations.push({
    type: 'traced run',
    description: `long tasks (ms): 10→100 rows ${durations(run.sizeChange)}, page 1→2 ${durations(run.pageChange)}; tasks over 50 ms (wall/CPU ms): ${run.traced.map((task) => `${task.wall}/${task.cpu}`).join(' ') || 'none'}`,
  });
  const working = run.traced.filter((task) => task.cpu > 50);
  expect(working, `tasks over 50 ms of main-thread CPU (wall/CPU ms); untraced runs: ${JSON.stringify(runs)}`).toEqual([]);
});
