import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The Mantine components that the sign-in pages and nearly every admin page use. With React, React DOM and
 * React Router they form one "base" chunk, loaded at start: one request and one gzip stream instead of
 * some thirty small shared chunks (about 10 kB less gzip on the login page; see tools/web-budget.ts).
 * Everything else (dialogs, menus, tables, dates, map, editor, audio, phone input) stays in chunks of
 * the pages that use it.
 */
const BASE_COMPONENTS = ['Box', 'Text', 'Title', 'Group', 'Stack', 'Center', 'Paper', 'Anchor', 'UnstyledButton', 'Button', 'Loader', 'Transition', 'CloseButton', 'Input', 'InputBase', 'TextInput', 'PasswordInput', 'ActionIcon', 'Checkbox', 'InlineInput'];
const BASE = new RegExp(
  `node_modules[\\\\/]((react|react-dom|react-router|scheduler)[\\\\/]|@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/](${BASE_COMPONENTS.join('|')})[\\\\/])`,
);

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/v1': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // The manifest lets tools/web-budget.ts work out what each route loads.
    manifest: true,
    // Every browser the back office supports has modulepreload; the polyfill would cost every page.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'base', test: (id: string) => BASE.test(id) }] } } },
  },
});
