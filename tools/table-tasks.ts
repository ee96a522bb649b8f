/**
 * Main-thread work of a large table page (web budget: a 100-row page renders without a long task over 50 ms).
 * Signs in through the API, opens the users list in Chromium at 1366 × 860 and, for `--rounds` rounds, changes the
 * page size from 10 to 100 rows and then moves to the next 100, as a person does with the pager. Each change is
 * measured from the click to the whole page on screen (every row mounted, the table no longer busy): the time, the
 * long tasks the page's PerformanceObserver reported, and, in one traced round, the main-thread CPU of the longest
 * task (a long task's wall time includes waiting for a core on a busy machine; its CPU time does not). The
 * baseline in the same run is a page change at 10 rows, the list's usual size.
 *
 *   tsx tools/table-tasks.ts --url http://127.0.0.1:3000 --email E --password P [--rounds 5] [--path /admin/customer]
 *
 * Headless Chromium with --disable-gpu paints in software, without CPU throttling. Run it on a quiet machine:
 * it prints the load average before and after. Decision 044: these figures were a test's assertion before.
 */
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { loadAverage } from './browser-bench/load-average';
import { openSignedIn, signInThroughApi } from './browser-bench/session';
import { until } from './browser-bench/until';
import { CHROMIUM_FLAGS } from '../e2e/support/chromium-flags';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    email: { type: 'string' },
    password: { type: 'string' },
    rounds: { type: 'string', default: '5' },
    path: { type: 'string', default: '/admin/customer' },
    chromium: { type: 'string', default: '/usr/bin/chromium' },
  },
});
if (!options.email || !options.password) {
  console.error('usage: tsx tools/table-tasks.ts --url URL --email E --password P [--rounds 5] [--path /admin/customer]');
  process.exit(2);
}
const rounds = Number(options.rounds);
const LONG_TASK_MS = 50;

type Change = 'page change at 10 rows (baseline)' | 'page size 10 → 100' | 'page change at 100 rows';
type Measured = { change: Change; ms: number; longTasks: number[]; cpuOfLongest?: number };

const LONG_TASK_RECORDER = `(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: Math.round(entry.duration) });
  }).observe({ type: 'longtask', buffered: true });
})();`;

/** The whole page of `rows` rows is on screen: every row mounted and the table no longer busy. */
const settled = (page: Page, rows: number) =>
  page.evaluate((count) => {
    const table = document.querySelector('table');
    return table?.getAttribute('aria-busy') === 'false' && table.querySelectorAll('tbody tr').length === count;
  }, rows);

const firstUserId = (page: Page) => page.locator('table tbody tr td').first().textContent();

/** Main-thread tasks over 50 ms in a Chromium trace of `action`: the CPU milliseconds of the longest. */
async function tracedLongestCpu(browser: Browser, page: Page, action: () => Promise<void>): Promise<number> {
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  let trace: Buffer;
  try {
    await action();
  } finally {
    trace = await browser.stopTracing();
  }
  type TraceEvent = { name: string; ph: string; pid: number; tid: number; dur?: number; tdur?: number; args?: { name?: string } };
  const events = (JSON.parse(String(trace)) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const cpu = events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && main.has(`${e.pid}:${e.tid}`) && (e.dur ?? 0) > LONG_TASK_MS * 1000)
    .map((e) => (e.tdur ?? e.dur ?? 0) / 1000);
  return Math.round(Math.max(0, ...cpu));
}

/** One change, from the click to the whole page on screen, with the long tasks that started after the click. */
async function measureChange(page: Page, change: Change, rows: number, click: () => Promise<void>): Promise<Measured> {
  const before = String(await firstUserId(page));
  const since = await page.evaluate(() => performance.now());
  const started = Date.now();
  await click();
  await until(async () => (await settled(page, rows)) && (change === 'page size 10 → 100' || (await firstUserId(page)) !== before), change, {
    timeoutMs: 60_000,
    everyMs: 20,
  });
  const ms = Date.now() - started;
  // The observer reports a task after it ends: two frames and a moment.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForTimeout(300);
  const longTasks = await page.evaluate(
    (from) => (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks.filter((t) => t.start >= from).map((t) => t.duration),
    since,
  );
  return { change, ms, longTasks };
}

async function openList(page: Page, limit: number) {
  await page.goto(`${options.path}?limit=${limit}`);
  await until(() => settled(page, limit), `${limit} rows`, { timeoutMs: 60_000 });
  // Every admin page keeps the alarm stream open (never network-idle): let the follow-up calls settle instead.
  await page.waitForTimeout(800);
}

async function round(browser: Browser, page: Page, traced: boolean): Promise<Measured[]> {
  const measured: Measured[] = [];
  const pager = (label: string) => page.getByRole('button', { name: label, exact: true }).click();
  const withTrace = async (run: () => Promise<Measured>) => {
    if (!traced) return run();
    let result: Measured | undefined;
    const cpuOfLongest = await tracedLongestCpu(browser, page, async () => void (result = await run()));
    return { ...result!, cpuOfLongest };
  };

  await openList(page, 10);
  measured.push(await withTrace(() => measureChange(page, 'page change at 10 rows (baseline)', 10, () => pager('2'))));
  await openList(page, 10);
  // The list is opened before the clock starts: the change is measured, not the dropdown.
  await page.getByRole('textbox', { name: 'Rows per page', exact: true }).click();
  await page.getByRole('option', { name: '100', exact: true }).waitFor();
  await page.waitForTimeout(300);
  measured.push(await withTrace(() => measureChange(page, 'page size 10 → 100', 100, () => page.getByRole('option', { name: '100', exact: true }).click())));
  await page.waitForTimeout(500);
  measured.push(await withTrace(() => measureChange(page, 'page change at 100 rows', 100, () => pager('2'))));
  return measured;
}

const loadBefore = loadAverage();
const account = await signInThroughApi(options.url, options.email, options.password);
const browser = await chromium.launch({
  executablePath: options.chromium,
  args: CHROMIUM_FLAGS,
});
const all: Measured[] = [];
try {
  const context = await browser.newContext({ baseURL: options.url, viewport: { width: 1366, height: 860 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.addInitScript({ content: LONG_TASK_RECORDER });
  await openSignedIn(page, account);
  for (let i = 0; i < rounds; i += 1) all.push(...(await round(browser, page, false)));
  // Tracing costs main-thread time itself: the traced round only tells CPU from waiting.
  all.push(...(await round(browser, page, true)));
} finally {
  await browser.close();
}
const loadAfter = loadAverage();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
console.log(`${options.path}: ${rounds} rounds and one traced round; load average before ${loadBefore}, after ${loadAfter}`);
console.log('');
console.log('| change | whole page on screen, p50 / max ms | long tasks (> 50 ms) per change | longest long task, ms | CPU of the longest task (traced), ms |');
console.log('|---|---|---|---|---|');
for (const change of ['page change at 10 rows (baseline)', 'page size 10 → 100', 'page change at 100 rows'] as Change[]) {
  const untraced = all.filter((m) => m.change === change && m.cpuOfLongest === undefined);
  const traced = all.find((m) => m.change === change && m.cpuOfLongest !== undefined);
  const times = untraced.map((m) => m.ms);
  const tasks = untraced.map((m) => m.longTasks.length);
  const longest = Math.max(0, ...untraced.flatMap((m) => m.longTasks));
  console.log(
    `| ${change} | ${median(times)} / ${Math.max(...times)} | ${tasks.join(', ')} | ${longest || 'none'} | ${traced?.cpuOfLongest || 'none over 50 ms'} |`,
  );
}
