import fs from 'node:fs';

/**
 * The API tests whose outcome can depend on which database runs them: where the SQL or the driver differs
 * (lists and search, exports with COPY, alarms with LISTEN/NOTIFY, housekeeping and migrations, the heat map,
 * imports, the outbox, rollups and reports, storage), and the bad-input sweeps (a fixed sample on PGlite,
 * sweepSample in support/corpus.ts). `npm run test:all` runs only these on PGlite and every test on PostgreSQL,
 * so each test runs in CI at least once and the database-specific ones on both; `npm test` on a clone runs them
 * all (decision 069).
 *
 * A test file outside these folders that has a branch of its own for PGlite (`databaseKind === 'pglite'`) is
 * taken as well, so that branch is never left out.
 */
export const DATABASE_SPECIFIC_TESTS = [
  'apps/api/test/db/**/*.test.ts',
  'apps/api/test/bootstrap/**/*.test.ts',
  'apps/api/test/lib/**/*.test.ts',
  'apps/api/test/storage/**/*.test.ts',
  'apps/api/test/observability/**/*.test.ts',
  'apps/api/test/platform/hostile-input/**/*.test.ts',
  'apps/api/test/modules/{alarms,alarm-settings,dashboard,devices,emergency-contacts,heat-map,panic-events,reports,subscriptions,supervision,timeline}/**/*.test.ts',
  'apps/api/test/modules/mail-delivery/mail-outbox.test.ts',
  'apps/api/test/modules/users/{users-list,users-input}.test.ts',
];

const PGLITE_BRANCH = /databaseKind (===|!==) '(pglite|postgres)'|!process\.env\.DATABASE_URL/;

/** Test files elsewhere that have a PGlite branch of their own (see above). */
export function filesWithPgliteBranch(candidates: string[]): string[] {
  return candidates.filter((file) => PGLITE_BRANCH.test(fs.readFileSync(file, 'utf8')));
}
