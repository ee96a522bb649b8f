/**
 * Every test's name, one a line: the unit and API tests (Vitest, with the million-row tests of
 * vitest.scale.config.ts) and the browser tests (Playwright). With --compare FILE, lists the names in FILE that no
 * longer exist, so a change to how tests run shows that no test was lost on the way.
 *
 *   tsx tools/test-inventory.ts --write tools/test-inventory.txt
 *   tsx tools/test-inventory.ts --compare tools/test-inventory.txt
 *
 * With TEST_DATABASE_URL set (as CI sets it), the tests that run on PostgreSQL only are listed too.
 *
 * A name is "<file> › <describe…> › <title>", with the database a title names (`on pglite`) written as
 * `<database>`, so one inventory serves both databases.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const sameForBothDatabases = (name: string) => name.replace(/\b(pglite|postgres|PostgreSQL|PGlite)\b/g, '<database>');

/**
 * The names Vitest lists on PGlite, and with TEST_DATABASE_URL (a PostgreSQL server) also those of the tests that
 * run on PostgreSQL only.
 */
function vitestNames(config?: string): string[] {
  const servers = ['', ...(process.env.TEST_DATABASE_URL ? [process.env.TEST_DATABASE_URL] : [])];
  return servers.flatMap((databaseUrl) => vitestNamesOn(databaseUrl, config));
}

function vitestNamesOn(databaseUrl: string, config?: string): string[] {
  const out = path.join(os.tmpdir(), `test-inventory-${process.pid}.json`);
  const args = ['list', `--json=${out}`, ...(config ? ['--config', config] : [])];
  execFileSync(bin('vitest'), args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DATABASE_URL: databaseUrl } });
  const listed = JSON.parse(fs.readFileSync(out, 'utf8')) as { name: string; file: string }[];
  fs.rmSync(out);
  return listed.map((test) => `${path.relative(root, test.file).replace('.scale.test.ts', '.test.ts')} › ${test.name.replaceAll(' > ', ' › ')}`);
}

type Suite = { title: string; file: string; specs?: { title: string }[]; suites?: Suite[] };
function suiteNames(suite: Suite, trail: string[]): string[] {
  const here = [...trail, suite.title];
  return [...(suite.specs ?? []).map((spec) => [...here, spec.title].join(' › ')), ...(suite.suites ?? []).flatMap((child) => suiteNames(child, here))];
}

function playwrightNames(): string[] {
  const json = execFileSync(bin('playwright'), ['test', '--list', '--reporter=json'], {
    cwd: path.join(root, 'e2e'),
    env: { ...process.env, E2E_SHARE: 'all' },
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  }).toString();
  const report = JSON.parse(json) as { suites: Suite[] };
  return report.suites.flatMap((suite) => suiteNames({ ...suite, title: `e2e/tests/${suite.file}` }, []));
}

const scaleNames = fs.existsSync(path.join(root, 'vitest.scale.config.ts')) ? vitestNames('vitest.scale.config.ts') : [];
const names = [...new Set([...vitestNames(), ...scaleNames, ...playwrightNames()].map(sameForBothDatabases))].sort();

const args = process.argv.slice(2);
const writeTo = args[args.indexOf('--write') + 1];
const compareWith = args[args.indexOf('--compare') + 1];
if (args.includes('--write') && writeTo) {
  fs.writeFileSync(writeTo, `${names.join('\n')}\n`);
  console.log(`${names.length} tests written to ${writeTo}.`);
} else if (args.includes('--compare') && compareWith) {
  const before = fs.readFileSync(compareWith, 'utf8').split('\n').filter(Boolean);
  const now = new Set(names);
  const lost = before.filter((name) => !now.has(name));
  console.log(`${before.length} tests in ${compareWith}, ${names.length} now; ${lost.length} no longer found${lost.length ? ':' : '.'}`);
  for (const name of lost) console.log(`  ${name}`);
  process.exitCode = lost.length ? 1 : 0;
} else {
  for (const name of names) console.log(name);
}
