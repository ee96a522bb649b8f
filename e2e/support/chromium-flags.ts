/**
 * The flags of every Chromium the project drives (the browser tests, Lighthouse, the browser benchmarks): no
 * sandbox (it runs in containers), software rendering, and none of the browser's own traffic or pages (updates,
 * sync, the first-run screens), so what it loads and measures is the app's alone.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
