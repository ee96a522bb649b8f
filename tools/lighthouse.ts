/**
 * Lighthouse (desktop preset, its default throttling) on /auth/login and /admin/dashboard of the built web
 * app, served by the real server with demo data. Each page runs several times (3 by default) and the median
 * performance run counts. The scores, with the machine's load, go into docs/benchmarks.md between
 * <!-- web:start --> and <!-- web:end --> (the server benchmark's section is left alone).
 *
 *   tsx tools/lighthouse.ts [distDir] [--runs=3] [--no-write] [--report-only] [--json-dir=DIR]
 *
 * distDir (or WEB_DIST_DIR) defaults to apps/web/dist; build it first. CHROME_PATH (default
 * /usr/bin/chromium) picks the browser. Exits 1 when a page misses performance ≥ 95 or accessibility 100,
 * unless --report-only.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { CHROMIUM_FLAGS } from '../e2e/support/chromium-flags';
import { loadAverage } from './browser-bench/load-average';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { measure, report } from './web-budget';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BENCHMARKS = path.join(ROOT, 'docs/benchmarks.md');
const START = '<!-- web:start -->';
const END = '<!-- web:end -->';
const TARGET = { performance: 95, accessibility: 100 };
const ADMIN = { email: 'lighthouse.super@guardian.test', password: 'L1ghthouse@dm' };
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

type Run = { performance: number; accessibility: number; metrics: Record<string, string>; failed: string[]; lhr: Result };
type PageResult = { path: string; runs: Run[]; median: Run };

const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const RUNS = Number(option('runs') ?? 3);
const WRITE = !args.includes('--no-write');
const REPORT_ONLY = args.includes('--report-only');
const JSON_DIR = option('json-dir');
const distDir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? process.env.WEB_DIST_DIR ?? path.join(ROOT, 'apps/web/dist'));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The real server on a free port, with demo data in a temporary data directory. */
async function startServer(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'guardian-lighthouse-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, 'data'),
    DEMO_DATA: '1',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PUBLIC_URL: baseUrl,
    WEB_DIST_DIR: distDir,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/api/src/main.ts')], {
    env,
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.rmSync(work, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The server exited during start:\n${output}`);
    }
    try {
      if ((await fetch(`${baseUrl}/v1/plans`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not start within 180 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { baseUrl, stop };
}

/** Signs in through the login form, as a person would; the token stays in this profile's localStorage. */
async function signIn(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/auth/login`, { waitUntil: 'networkidle0' });
  await page.locator('input[type="email"]').fill(ADMIN.email);
  await page.locator('input[type="password"]').fill(ADMIN.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForFunction(() => location.pathname === '/admin/dashboard', { timeout: 30_000 });
  // Lighthouse starts from a blank page, as for any other audit.
  await page.goto('about:blank');
}

const ms = (value: number | undefined) => (value === undefined ? '-' : `${Math.round(value)} ms`);

function summarise(lhr: Result): Run {
  const audit = (id: string) => lhr.audits[id]?.numericValue;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failed = Object.values(lhr.categories)
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
    .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => `${audit!.id} (${audit!.score})${audit!.displayValue ? `: ${audit!.displayValue}` : ''}`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    metrics: {
      FCP: ms(audit('first-contentful-paint')),
      LCP: ms(audit('largest-contentful-paint')),
      TBT: ms(audit('total-blocking-time')),
      CLS: (audit('cumulative-layout-shift') ?? 0).toFixed(3),
      SI: ms(audit('speed-index')),
    },
    failed,
    lhr,
  };
}

async function audit(page: Page, url: string, keepStorage: boolean): Promise<Run> {
  const flags: Flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: keepStorage };
  if (keepStorage) {
    // The session must survive, but the cache must not: a first visit after signing in.
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    await session.detach();
  }
  const result = await lighthouse(url, flags, desktopConfig, page);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  return summarise(result.lhr);
}

const median = (runs: Run[]) => [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;

function section(
  results: PageResult[],
  context: { date: string; commit: string; loadBefore: string; loadAfter: string; chrome: string; budget: string },
): string {
  const rows = results.map((result) => {
    const { median: run } = result;
    const perf = result.runs.map((r) => r.performance).join(', ');
    const a11y = result.runs.map((r) => r.accessibility).join(', ');
    return `| ${result.path} | **${run.performance}** (${perf}) | **${run.accessibility}** (${a11y}) | ${run.metrics.FCP} | ${run.metrics.LCP} | ${run.metrics.TBT} | ${run.metrics.CLS} | ${run.metrics.SI} |`;
  });
  return [
    START,
    '## Web',
    '',
    `Measured ${context.date} at commit ${context.commit} by \`npm run lighthouse\` (tools/lighthouse.ts): Lighthouse ${lighthouseVersion()} through its Node API, desktop preset`,
    `(lighthouse/core/config/desktop-config.js, its default simulated throttling), headless ${context.chrome}, against the built app`,
    `served by the real server with demo data. ${RUNS} runs per page; the median performance run is shown (all runs in brackets).`,
    `The dashboard is audited signed in (the session kept, the HTTP cache cleared before each run).`,
    '',
    '| page | performance | accessibility | FCP | LCP | TBT | CLS | Speed Index |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `Targets: performance ≥ ${TARGET.performance}, accessibility ${TARGET.accessibility}.`,
    `Machine: ${os.cpus().length} CPU cores, load average (1, 5, 15 min) ${context.loadBefore} before and ${context.loadAfter} after the runs`,
    '(/proc/loadavg). Other test suites shared the cores, so the performance scores are, if anything, lower than on an idle machine.',
    '',
    'Tables: `npm run bench:table` (tools/table-tasks.ts) measures the users list rendering a 100-row page (page-size change,',
    'then page change): the time to the whole page and its long tasks; rows mount in short steps (use-progressive-rows.ts).',
    '',
    'Bundle budget (`npm run build` prints it; tools/web-budget.ts, gzip level 6):',
    '',
    '```',
    context.budget,
    '```',
    END,
  ].join('\n');
}

/** The commit measured: the scores belong with the code they were taken on. */
const commitMeasured = () => execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();

function lighthouseVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version;
}

/** Replaces the web section, or adds it; the server benchmark's measured section is never touched. */
function writeBenchmarks(text: string) {
  const current = fs.existsSync(BENCHMARKS) ? fs.readFileSync(BENCHMARKS, 'utf8') : '# Benchmarks\n';
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  const next = start >= 0 && end > start ? current.slice(0, start) + text + current.slice(end + END.length) : `${current.trimEnd()}\n\n${text}\n`;
  fs.writeFileSync(BENCHMARKS, next);
}

async function main() {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) throw new Error(`The web app is not built in ${distDir}: run npm run build first.`);
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromePath)) throw new Error(`Chromium not found at ${chromePath}: set CHROME_PATH.`);
  const budget = report(measure(distDir)).text;

  const loadBefore = loadAverage();
  const server = await startServer();
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let browser: Browser | undefined;
  try {
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    const chromeVersion = await browser.version();

    const results: PageResult[] = [];
    for (const target of [
      { path: '/auth/login', signedIn: false },
      { path: '/admin/dashboard', signedIn: true },
    ]) {
      const runs: Run[] = [];
      for (let index = 0; index < RUNS; index += 1) {
        let run: Run | undefined;
        // Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine: try again.
        for (let attempt = 1; !run; attempt += 1) {
          try {
            if (target.signedIn) await signIn(page, server.baseUrl);
            run = await audit(page, `${server.baseUrl}${target.path}`, target.signedIn);
          } catch (error) {
            if (attempt >= 3) throw error;
            console.warn(`${target.path} run ${index + 1}: ${(error as Error).message}; retrying`);
          }
        }
        console.log(
          `${target.path} run ${index + 1}: performance ${run.performance}, accessibility ${run.accessibility}, ${Object.entries(run.metrics)
            .map(([k, v]) => `${k} ${v}`)
            .join(', ')}`,
        );
        runs.push(run);
      }
      results.push({ path: target.path, runs, median: median(runs) });
    }
    const loadAfter = loadAverage();

    let ok = true;
    for (const result of results) {
      const { performance, accessibility, failed } = result.median;
      const pass = performance >= TARGET.performance && accessibility >= TARGET.accessibility;
      if (!pass) ok = false;
      console.log(`\n${result.path}: performance ${performance}, accessibility ${accessibility} ${pass ? 'ok' : 'BELOW TARGET'}`);
      if (failed.length) console.log(`  audits below 1: ${failed.join('; ')}`);
      if (JSON_DIR) {
        fs.mkdirSync(JSON_DIR, { recursive: true });
        fs.writeFileSync(path.join(JSON_DIR, `${result.path.replace(/\W+/g, '-').replace(/^-/, '')}.json`), JSON.stringify(result.median.lhr));
      }
    }
    console.log(`load average before ${loadBefore}, after ${loadAfter}`);
    if (WRITE) {
      writeBenchmarks(
        section(results, { date: new Date().toISOString().slice(0, 10), commit: commitMeasured(), loadBefore, loadAfter, chrome: chromeVersion, budget }),
      );
      console.log(`Wrote ${path.relative(process.cwd(), BENCHMARKS)}`);
    }
    if (!ok && !REPORT_ONLY) process.exitCode = 1;
  } finally {
    await browser?.disconnect();
    chrome?.kill();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
