import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Which browser tests a run takes (E2E_SHARE):
 * - `all` (the default): every spec;
 * - `core`: the tests tagged `@core` (sign-in, a list with search and export, live delivery on the Alarm Desk,
 *   the two-process desk), what `npm test` runs on a clone;
 * - `N/M`: the N-th of M shares of the specs, balanced by their measured durations (durations.json), plus the
 *   core tests. CI runs share 1/2 on PGlite and 2/2 on PostgreSQL side by side, so every spec runs once and the
 *   core set on both databases.
 */
export type Share = { kind: 'all' } | { kind: 'core' } | { kind: 'part'; index: number; count: number };

const here = path.dirname(fileURLToPath(import.meta.url));
export const TESTS_DIR = path.resolve(here, '../tests');
export const DURATIONS_FILE = path.resolve(here, '../durations.json');
export const CORE_TAG = '@core';

export function parseShare(value: string | undefined): Share {
  if (!value || value === 'all') return { kind: 'all' };
  if (value === 'core') return { kind: 'core' };
  const match = /^(\d+)\/(\d+)$/.exec(value);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || index < 1 || index > count) throw new Error(`E2E_SHARE must be all, core or N/M (1 <= N <= M), not "${value}"`);
  return { kind: 'part', index, count };
}

/**
 * `specs`: each spec's seconds. `headStart`: for each share in order, the seconds its run spends before its
 * browser tests start (tools/test-all.sh: share 1 after the PGlite unit and API tests, share 2 after
 * PostgreSQL's), so that the two runs end together rather than their browser shares being equal.
 */
export type Durations = { measured: string; headStart?: number[]; specs: Record<string, number> };

export function readDurations(): Durations {
  if (!fs.existsSync(DURATIONS_FILE)) return { measured: 'never', specs: {} };
  return JSON.parse(fs.readFileSync(DURATIONS_FILE, 'utf8')) as Durations;
}

export const specFiles = () =>
  fs
    .readdirSync(TESTS_DIR)
    .filter((file) => file.endsWith('.spec.ts'))
    .sort();

/**
 * Splits the specs into `count` shares that end about together: longest first, each to the share with the least
 * so far, a share starting at its head start. A spec not measured yet counts as the median of those that were.
 * Deterministic, so both runs of CI compute the same split.
 */
export function splitSpecs(files: string[], durations: Record<string, number>, count: number, headStart: readonly number[] = []): string[][] {
  const known = files.map((file) => durations[file]).filter((seconds): seconds is number => seconds !== undefined);
  const median = known.length ? [...known].sort((a, b) => a - b)[Math.floor(known.length / 2)]! : 1;
  const weighed = files.map((file) => ({ file, seconds: durations[file] ?? median }));
  weighed.sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  const shares = Array.from({ length: count }, (_, index) => ({ files: [] as string[], seconds: headStart[index] ?? 0 }));
  for (const { file, seconds } of weighed) {
    const lightest = shares.reduce((least, share) => (share.seconds < least.seconds ? share : least));
    lightest.files.push(file);
    lightest.seconds += seconds;
  }
  return shares.map((share) => share.files.sort());
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The filter for Playwright's `grep`, which it matches against "<project> <spec file> <describe…> <title> <tags>" (the default project has no name), or
 * undefined for every test.
 */
export function shareGrep(share: Share): RegExp | undefined {
  const core = escape(CORE_TAG);
  if (share.kind === 'all') return undefined;
  if (share.kind === 'core') return new RegExp(`(^| )${core}( |$)`);
  const { specs, headStart } = readDurations();
  const mine = splitSpecs(specFiles(), specs, share.count, headStart)[share.index - 1] ?? [];
  return new RegExp(`(^| )(${mine.map(escape).join('|')}) |(^| )${core}( |$)`);
}
