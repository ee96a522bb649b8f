import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Playwright specs live in e2e/ and run with Playwright, never here.
    include: ['packages/*/src/**/*.test.ts', 'apps/api/{src,test}/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
