/**
 * Where a test run's time went, from the machine-readable reports the runners write: Vitest's JSON report
 * (`--reporter=json`) and Playwright's (e2e/playwright.config.ts). Prints the slowest test files and specs, so
 * the next slow one is seen coming; with --durations, also writes each spec's time to e2e/durations.json, which
 * splits the browser specs between CI's two runs (e2e/support/share.ts). With --head-start A.json,B.json (Vitest
 * reports in share order), also writes how long each run's unit and API tests took before its browser share.
 *
 *   tsx tools/test-times.ts [--top 15] [--durations [--head-start A.json,B.json]] REPORT.json...
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { DURATIONS_FILE, readDurations, type Durations } from '../e2e/support/share';

type Timing = { name: string; seconds: number; report: string };

type VitestAssertion = { fullName: string; status: string; failureMessages?: string[] };
type VitestReport = {
  testResults: { name: string; startTime: number; endTime: number; status?: string; message?: string; assertionResults?: VitestAssertion[] }[];
};
type PlaywrightTest = { status?: string; results: { duration: number; error?: { message?: string } }[] };
type PlaywrightSuite = { file: string; specs?: { title: string; tests: PlaywrightTest[] }[]; suites?: PlaywrightSuite[] };
type PlaywrightReport = { config: unknown; suites: PlaywrightSuite[] };

const root = path.resolve(import.meta.dirname, '..');

function vitestTimings(report: VitestReport, label: string): Timing[] {
  return report.testResults.map((file) => ({ name: path.relative(root, file.name), seconds: (file.endTime - file.startTime) / 1000, report: label }));
}

/** A spec's time: every attempt of every test in it, nested describes included. */
function suiteMilliseconds(suite: PlaywrightSuite): number {
  const own = (suite.specs ?? []).flatMap((spec) => spec.tests.flatMap((test) => test.results.map((result) => result.duration)));
  return own.reduce((sum, ms) => sum + ms, 0) + (suite.suites ?? []).reduce((sum, child) => sum + suiteMilliseconds(child), 0);
}

function playwrightTimings(report: PlaywrightReport, label: string): Timing[] {
  return report.suites.map((suite) => ({ name: suite.file, seconds: suiteMilliseconds(suite) / 1000, report: label }));
}

function read(file: string): Timing[] {
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as VitestReport | PlaywrightReport;
  const label = path.basename(file, '.json');
  return 'testResults' in report ? vitestTimings(report, label) : playwrightTimings(report, label);
}

function machine(): string {
  const commit = (() => {
    try {
      return execSync('git rev-parse --short HEAD', { cwd: root, encoding: 'utf8' }).trim();
    } catch {
      return 'unknown commit';
    }
  })();
  return `${new Date().toISOString().slice(0, 10)}, ${commit}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'})`;
}

/**
 * Specs measured in these reports replace their old figures; others keep theirs. A spec in several reports (the
 * @core tests run in both of CI's runs) counts its longest: the run that took all of its tests.
 */
/** From the first file's start to the last one's end: the wall time of a Vitest run. */
function vitestRunSeconds(file: string): number {
  const { testResults } = JSON.parse(fs.readFileSync(file, 'utf8')) as VitestReport;
  if (!testResults.length) return 0;
  return Math.round((Math.max(...testResults.map((r) => r.endTime)) - Math.min(...testResults.map((r) => r.startTime))) / 1000);
}

async function writeDurations(timings: Timing[], headStartReports: string[]) {
  const specs = timings.filter((timing) => timing.name.endsWith('.spec.ts'));
  if (!specs.length) return;
  const durations: Durations = readDurations();
  if (headStartReports.length) durations.headStart = headStartReports.map(vitestRunSeconds);
  const longest = new Map<string, number>();
  for (const spec of specs) longest.set(spec.name, Math.max(longest.get(spec.name) ?? 0, spec.seconds));
  for (const [name, seconds] of longest) durations.specs[name] = Math.round(seconds * 10) / 10;
  durations.measured = machine();
  const sorted = Object.fromEntries(Object.entries(durations.specs).sort(([a], [b]) => a.localeCompare(b)));
  const written: Durations = { measured: durations.measured, ...(durations.headStart ? { headStart: durations.headStart } : {}), specs: sorted };
  // Written as Prettier lays it out, so that `npm run format:check` passes on the refreshed file.
  const options = (await prettier.resolveConfig(DURATIONS_FILE)) ?? {};
  fs.writeFileSync(DURATIONS_FILE, await prettier.format(JSON.stringify(written), { ...options, parser: 'json' }));
  console.log(`Wrote ${longest.size} spec durations to ${path.relative(root, DURATIONS_FILE)}.`);
}

/** Terminal colour codes (ESC [ ... m), which the reports keep in their messages. */
const COLOUR_CODE = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** The first line of a failure, without colour codes: enough to find it in the full log. */
const firstLine = (message: string | undefined) => (message ?? '').replace(COLOUR_CODE, '').trim().split('\n')[0]?.slice(0, 300) ?? '';

function vitestFailures(report: VitestReport, label: string): string[] {
  return report.testResults.flatMap((file) => {
    const name = path.relative(root, file.name);
    // A test that passed with failure messages failed its first attempt (TEST_RETRIES).
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed' || (test.status === 'passed' && test.failureMessages?.length));
    if (!failed.length && file.status === 'failed') return [`${label}: ${name}: ${firstLine(file.message)}`];
    return failed.map(
      (test) =>
        `${label}: ${name} › ${test.fullName}${test.status === 'passed' ? ' (passed on its second attempt)' : ''}: ${firstLine(test.failureMessages?.[0])}`,
    );
  });
}

function playwrightFailures(suite: PlaywrightSuite, label: string): string[] {
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
      .map(
        (test) =>
          `${label}: ${suite.file} › ${spec.title}${test.status === 'flaky' ? ' (passed on its second attempt)' : ''}: ${firstLine(test.results.find((r) => r.error)?.error?.message)}`,
      ),
  );
  return [...own, ...(suite.suites ?? []).flatMap((child) => playwrightFailures({ ...child, file: child.file || suite.file }, label))];
}

/** Every failed (and flaky) test in the reports, printed last so that the end of a long CI log names them. */
function failures(file: string): string[] {
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as VitestReport | PlaywrightReport;
  const label = path.basename(file, '.json');
  return 'testResults' in report ? vitestFailures(report, label) : report.suites.flatMap((suite) => playwrightFailures(suite, label));
}

const args = process.argv.slice(2);
const valueOf = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const top = Number(valueOf('--top') ?? 15);
const headStartReports = valueOf('--head-start')?.split(',') ?? [];
const flagValues = new Set(['--top', '--head-start'].map((flag) => args.indexOf(flag) + 1).filter((i) => i > 0));
const files = args.filter((arg, i) => !arg.startsWith('--') && !flagValues.has(i)).filter((file) => fs.existsSync(file));
const timings = files.flatMap(read).sort((a, b) => b.seconds - a.seconds);
console.log(`The ${Math.min(top, timings.length)} slowest of ${timings.length} test files and specs:`);
for (const timing of timings.slice(0, top)) console.log(`${timing.seconds.toFixed(1).padStart(8)} s  ${timing.name}  (${timing.report})`);
if (args.includes('--durations')) await writeDurations(timings, headStartReports);
const failed = files.flatMap(failures);
if (failed.length) {
  console.log(`Failed or flaky (${failed.length}):`);
  for (const line of failed) console.log(`  ${line}`);
}
