/**
 * Web budget: the gzipped JavaScript and CSS that the login page and the dashboard load, worked out from
 * the Vite manifest of a build (build.manifest in apps/web/vite.config.ts).
 *
 * What a route loads = the index.html entry and its static imports, plus each lazy chunk the route
 * resolves (layout and page, from route.lazy) and their static imports. Dynamic imports made later
 * (a dialog opened, a map shown) are not counted: they load only when used.
 *
 *   tsx tools/web-budget.ts [distDir]       (or WEB_DIST_DIR; default apps/web/dist)
 *   --verbose lists every file of each route.
 *
 * Exits 1 when a route is over its JavaScript budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

type ManifestChunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

type Route = {
  path: string;
  /** Lazy modules the route must resolve (source paths relative to apps/web), e.g. the page. */
  lazy: string[];
  /** Lazy modules counted when they are a chunk of their own (a layout that may be bundled in the entry). */
  lazyIfSplit?: string[];
  /** Budget for gzipped JavaScript, in kB (1 kB = 1000 bytes, as Vite reports). */
  jsBudgetKb?: number;
};

export const ROUTES: Route[] = [
  {
    path: '/auth/login',
    lazy: ['src/features/auth/pages/login-page.tsx'],
    lazyIfSplit: ['src/app/layout/auth-layout.tsx'],
    jsBudgetKb: 140,
  },
  {
    path: '/admin/dashboard',
    lazy: ['src/features/dashboard/pages/dashboard-page.tsx'],
    lazyIfSplit: ['src/app/layout/admin-layout.tsx'],
  },
];

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1000;

export type RouteBudget = {
  path: string;
  js: number;
  css: number;
  files: { file: string; gzip: number }[];
  /** JavaScript the route's own chunks import dynamically, on use (e.g. the login form's zod schema). */
  onUse: number;
  jsBudgetKb?: number;
};

export function measure(distDir: string, routes: Route[] = ROUTES): RouteBudget[] {
  const manifestPath = path.join(distDir, '.vite/manifest.json');
  if (!fs.existsSync(manifestPath)) throw new Error(`No ${manifestPath}: build the web app first (build.manifest must be on).`);
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk.');

  const gzipCache = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(fs.readFileSync(path.join(distDir, file))).length;
      gzipCache.set(file, size);
    }
    return size;
  };

  return routes.map((route) => {
    const js = new Set<string>();
    const css = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`The manifest has no ${key}.`);
      if (js.has(chunk.file)) return;
      js.add(chunk.file);
      for (const sheet of chunk.css ?? []) css.add(sheet);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(entryKey);
    for (const key of route.lazyIfSplit ?? []) if (manifest[key]) visit(key);
    for (const key of route.lazy) {
      if (!manifest[key]) throw new Error(`${route.path}: ${key} is not a lazy chunk of this build (renamed? update ROUTES in tools/web-budget.ts).`);
      visit(key);
    }
    const files = [...js, ...css].map((file) => ({ file, gzip: gzipSize(file) })).sort((a, b) => b.gzip - a.gzip);
    const sum = (set: Set<string>) => [...set].reduce((total, file) => total + gzipSize(file), 0);

    // What the route's own chunks (not the entry, whose dynamic imports are the other routes) load later.
    const loaded = new Set(js);
    const later = new Set<string>();
    const visitLater = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || loaded.has(chunk.file) || later.has(chunk.file)) return;
      later.add(chunk.file);
      for (const imported of chunk.imports ?? []) visitLater(imported);
    };
    const entryFile = manifest[entryKey]?.file;
    for (const key of Object.keys(manifest)) {
      const chunk = manifest[key];
      if (chunk && chunk.file !== entryFile && loaded.has(chunk.file)) for (const dynamic of chunk.dynamicImports ?? []) visitLater(dynamic);
    }
    return { path: route.path, js: sum(js), css: sum(css), files, onUse: sum(later), jsBudgetKb: route.jsBudgetKb };
  });
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

export function report(results: RouteBudget[], verbose = false): { text: string; ok: boolean } {
  const lines: string[] = [];
  const pad = (text: string, width: number) => text.padEnd(width);
  const padLeft = (text: string, width: number) => text.padStart(width);
  lines.push(`${pad('route', 20)}${padLeft('JS gzip', 12)}${padLeft('CSS gzip', 12)}${padLeft('files', 7)}${padLeft('JS on use', 12)}   JS budget`);
  let ok = true;
  for (const result of results) {
    const over = result.jsBudgetKb !== undefined && result.js > result.jsBudgetKb * KB;
    if (over) ok = false;
    const budget = result.jsBudgetKb === undefined ? '-' : `${over ? 'OVER' : 'ok'} (≤ ${result.jsBudgetKb} kB)`;
    lines.push(
      `${pad(result.path, 20)}${padLeft(kb(result.js), 12)}${padLeft(kb(result.css), 12)}${padLeft(String(result.files.length), 7)}${padLeft(kb(result.onUse), 12)}   ${budget}`,
    );
  }
  if (verbose || !ok) {
    for (const result of results) {
      if (!verbose && !(result.jsBudgetKb !== undefined && result.js > result.jsBudgetKb * KB)) continue;
      lines.push('', `${result.path}:`);
      for (const file of verbose ? result.files : result.files.slice(0, 10)) lines.push(`  ${padLeft(kb(file.gzip), 10)}  ${file.file}`);
    }
  }
  lines.push('', "JS gzip: entry and its static imports, plus the route's lazy layout and page and their static imports.");
  lines.push("JS on use: loaded later by the page itself (a dialog, the form's validation on first input), not counted above.");
  return { text: lines.join('\n'), ok };
}

function main() {
  const args = process.argv.slice(2);
  const verbose = args.includes('--verbose');
  const positional = args.filter((arg) => !arg.startsWith('--'));
  const distDir = path.resolve(positional[0] ?? process.env.WEB_DIST_DIR ?? path.join(ROOT, 'apps/web/dist'));
  const { text, ok } = report(measure(distDir), verbose);
  console.log(`\nWeb budget (gzip) of ${path.relative(process.cwd(), distDir) || '.'}\n${text}\n`);
  if (!ok) {
    console.error('Over budget: the login page loads more than its JavaScript budget.');
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
