import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Features of the web app do not import each other; shared code (components, hooks, lib) flows one way. */
const crossFeature = {
  patterns: [
    {
      regex: '^\\.\\./\\.\\./(?!\\.\\.)[^/]+/(api|components|pages|hooks)/',
      message: 'Features do not import each other: move shared code to src/components, src/hooks or src/lib.',
    },
  ],
};

/**
 * The API's layers import downwards only: lib/, db/ and storage/ are general and know neither the features
 * (modules/) nor the app's context; a feature never reaches into another feature's service (shared pieces move
 * to a file both can use). tools/import-cycles.ts checks that no import cycle remains anywhere.
 */
const generalLayers = {
  patterns: [
    { regex: '(^|/)modules/', message: 'lib/, db/ and storage/ do not import features: pass what they need in, or move the piece here.' },
    { regex: '(^|/)context$', message: 'lib/, db/ and storage/ do not import the app context: take the narrow type they use (e.g. ListContext).' },
  ],
};
const otherFeatureService = {
  patterns: [
    {
      regex: '^\\.\\./[^/.]+/[^/]+\\.service$',
      message: "A feature does not import another feature's service: move the shared piece to a file both can use.",
    },
  ],
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'e2e/test-results/**', 'test-reports/**', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Read configuration through apps/api/src/config.ts.' },
      ],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits or catches loses its error (an unhandled rejection ends the
    // process), and a promise handed where a void callback is expected runs unobserved.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      // The root's own config and the shared test corpora belong to no workspace's tsconfig.
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'vitest.scale.config.ts', 'testdata/*.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: [
      'apps/api/src/config.ts',
      'apps/api/test/**',
      'testdata/**',
      'apps/api/scripts/**',
      'apps/api/bench/**',
      'tools/**',
      'e2e/**',
      '*.config.ts',
      '**/vite.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off' },
  },
  {
    files: ['apps/api/src/{lib,db,storage}/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', generalLayers] },
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', otherFeatureService] },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', crossFeature] },
  },
);
