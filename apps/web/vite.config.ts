import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes .br and .gz next to each text file of the build; the server sends them to browsers that accept
 * them (@fastify/static preCompressed), compressed once at build time rather than on every request.
 */
function precompress(): Plugin {
  return {
    name: 'guardian-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((name) => /\.(js|css|html|svg|json)$/.test(name) && !name.startsWith('.vite/'));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(dir, name);
          const data = await readFile(file);
          if (data.length < 1024) return;
          const [br, gz] = await Promise.all([brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }), gzip(data, { level: 9 })]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * Chunks by hand where automatic splitting makes dozens of tiny shared files: each costs a request (six at
 * a time over HTTP/1.1) and compresses worse. Checked by tools/web-budget.ts and `npm run lighthouse`.
 *
 * base: React, React DOM, React Router, the Mantine components of the sign-in pages (which nearly every
 * admin page uses too) and the app's own always-needed modules (the catalogue's first-load sections, API
 * client, toasts). Loaded at start by every page. The rest of the catalogue is a chunk of its own, loaded
 * before the first page that needs it (lib/i18n.ts); the Arabic catalogue only when Arabic is chosen.
 */
const BASE_COMPONENTS = [
  'Box',
  'Text',
  'Title',
  'Group',
  'Stack',
  'Center',
  'Paper',
  'Anchor',
  'UnstyledButton',
  'Button',
  'Loader',
  'Transition',
  'CloseButton',
  'Input',
  'InputBase',
  'TextInput',
  'PasswordInput',
  'ActionIcon',
  'Checkbox',
  'InlineInput',
];
const BASE = [
  new RegExp(
    `node_modules[\\\\/]((react|react-dom|react-router|scheduler)[\\\\/]|@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/](${BASE_COMPONENTS.join('|')})[\\\\/])`,
  ),
  /node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](createReactComponent|defaultAttributes)\.mjs$/,
  /packages[\\/]contracts[\\/]src[\\/](constants|messages[\\/](common|auth|language|page-states|wait-text)|i18n[\\/]languages)\.ts$/,
  /apps[\\/]web[\\/]src[\\/]lib[\\/](i18n|api-client|session|notify)\.ts$/,
];

/**
 * admin: what the admin layout needs (app shell, navigation, user menu, dialogs, the query cache), loaded
 * with the first admin page and by no sign-in page. Page-specific parts (tables, dates, map, editor, audio,
 * phone input) stay in chunks of the pages that use them.
 */
const ADMIN_COMPONENTS = [
  'AppShell',
  'Burger',
  'Menu',
  'Popover',
  'Modal',
  'ModalBase',
  'FocusTrap',
  'Portal',
  'NavLink',
  'ScrollArea',
  'Avatar',
  'Accordion',
  'Overlay',
  'Card',
  'SimpleGrid',
  'ThemeIcon',
  'Skeleton',
];
const ADMIN = [
  new RegExp(`node_modules[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/](${ADMIN_COMPONENTS.join('|')})[\\\\/]`),
  /node_modules[\\/](@mantine[\\/]modals|@tanstack[\\/](query-core|react-query)|@floating-ui|react-remove-scroll|react-remove-scroll-bar|use-sidecar|use-callback-ref|react-style-singleton|get-nonce)[\\/]/,
];

const matches = (patterns: RegExp[]) => (id: string) => patterns.some((pattern) => pattern.test(id));

export default defineConfig({
  plugins: [react(), precompress()],
  server: { port: 5173, proxy: { '/v1': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' } },
  build: {
    // WEB_DIST_DIR (an absolute path) builds elsewhere, as the server and the e2e suite read it: two test runs at
    // once (CI runs both databases side by side) each build and serve their own copy.
    outDir: process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // The manifest lets tools/web-budget.ts work out what each route loads.
    manifest: true,
    // Every browser the back office supports has modulepreload; the polyfill would cost every page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'base', test: matches(BASE) },
            { name: 'admin', test: matches(ADMIN) },
          ],
        },
      },
    },
  },
});
