import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, databaseKind, type TestApp } from '../../support/helper';
import { expectBulkImport } from '../../support/devices-bulk-import';

/** The import at half its row limit: minutes on two cores, so it runs with the benchmark (`npm run test:scale`). */
describe(`device import at scale on ${databaseKind}`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('imports a 100,000-row file in one go', { timeout: 600_000 }, () => expectBulkImport(test, 100_000));
});
