import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The server as one JavaScript file: what `npm run serve`, the bench and the browser tests run. */
export const SERVER_BUNDLE = path.join(API_DIR, 'dist/server.mjs');

/**
 * Our own TypeScript (apps/api/src and @guardian/contracts) in one file; packages from node_modules stay
 * imports, resolved at run time as under tsx. Why a bundle: under tsx the server kept every module's
 * transformed source and its source map, and a loader thread of tsx's own, about 20 MB of resident memory.
 */
const ownCodeOnly: Plugin = {
  name: 'own-code-only',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@guardian/') ? undefined : { path: args.path, external: true }));
  },
};

/**
 * Modules find their files (migrations, demo assets, the web app, the PGlite worker) relative to their own
 * location. In one bundle every module would share the bundle's location, so each module's `import.meta.url`
 * becomes its source file's URL, reached from the bundle by a relative path: the same paths as under tsx.
 */
const sourceLocations: Plugin = {
  name: 'source-locations',
  setup(bundler) {
    bundler.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      const fromBundle = path.relative(path.dirname(SERVER_BUNDLE), args.path).split(path.sep).join('/');
      return { contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`), loader: 'ts' };
    });
  },
};

/**
 * Builds apps/api/dist/server.mjs from apps/api/src/main.ts (about a second). The file is written whole and
 * then renamed over the old one, so a server starting from it (CI runs two suites side by side) never reads
 * half of it.
 */
export async function buildServerBundle(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(API_DIR, 'src/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    write: false,
    outfile: SERVER_BUNDLE,
    logLevel: 'warning',
    plugins: [ownCodeOnly, sourceLocations],
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('esbuild wrote no server bundle');
  fs.mkdirSync(path.dirname(SERVER_BUNDLE), { recursive: true });
  const partial = `${SERVER_BUNDLE}.${process.pid}.tmp`;
  fs.writeFileSync(partial, output.contents);
  fs.renameSync(partial, SERVER_BUNDLE);
  return SERVER_BUNDLE;
}
