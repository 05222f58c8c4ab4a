// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import vitest from '@vitest/eslint-plugin';
import playwright from 'eslint-plugin-playwright';

// The pure core (domain rules, content data, API contracts, and the route table beside it) must
// run anywhere: in the browser, the service worker, the server and plain unit tests. So no UI,
// browser, storage or Node imports.
const PURE_CORE_LAYERS = [
  { folder: 'vocabulary', below: [] },
  { folder: 'content', below: ['vocabulary'] },
  { folder: 'domain', below: ['vocabulary', 'content'] },
  { folder: 'drawing', below: ['vocabulary', 'content', 'domain'] },
  { folder: 'contracts', below: ['vocabulary', 'content', 'domain'] },
  { folder: 'routes', below: ['vocabulary', 'content', 'domain'] },
];
const PURE_CORE_FOLDERS = PURE_CORE_LAYERS.map(({ folder }) => folder);
/** The core's folders a layer may not import: itself aside, every one not below it. */
const notBelow = (folder, below) =>
  PURE_CORE_FOLDERS.filter((other) => other !== folder && !below.includes(other));
const IMPURE_MODULES = [
  'react',
  'react-*',
  'react-dom',
  'react-dom/*',
  '@reduxjs/*',
  'redux',
  'redux-*',
  'i18next',
  'i18next-*',
  'workbox-*',
  'idb',
  'framer-motion',
  'koa',
  'koa-*',
  '@koa/*',
  'mongodb',
  'nodemailer',
  'node:*',
];
const BROWSER_GLOBALS = [
  'window',
  'document',
  'navigator',
  'fetch',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'location',
  'XMLHttpRequest',
  'process',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dev-dist',
      'node_modules',
      'test-results',
      'playwright-report',
      'data',
      'mail-outbox',
      // The bench's output (and throwaway profiling scripts), not kept in git.
      'bench/results',
      // Mutation testing's report and working copy (npm run test:mutation).
      'reports',
      '.stryker-tmp',
      // A person's own look at the pages (not kept in git).
      'scripts/look',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: {
      ...jsxA11y.flatConfigs.recommended.languageOptions,
      globals: globals.browser,
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // The pure core in its own layers, bottom up: vocabulary (shared types) → content (data) →
  // domain (rules, by subject) → drawing (the sketch as SVG) → contracts (zod) and routes. A
  // layer imports only the layers below it.
  ...PURE_CORE_LAYERS.map(({ folder, below }) => ({
    files: [`src/${folder}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: IMPURE_MODULES,
              message:
                'Boundary (pure core): vocabulary, content, domain, drawing, contracts and routes stay pure TypeScript.',
            },
            {
              group: [
                '**/features/**',
                '**/submissions/**',
                '**/state/**',
                '**/start-up/**',
                '**/app/**',
                '**/lib/**',
                '**/components/**',
              ],
              message: 'Boundary (pure core): the pure core must not depend on the UI layers.',
            },
            {
              regex: String.raw`^(\.\./)+(${notBelow(folder, below).join('|')})(/|$)`,
              message: `Boundary (pure core layers): src/${folder} imports only ${below.length > 0 ? below.map((name) => `src/${name}`).join(', ') : 'nothing of the core'}.`,
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...BROWSER_GLOBALS.map((name) => ({
          name,
          message: 'The pure core has no browser or Node environment; pass values in.',
        })),
      ],
    },
  })),
  // Boundaries between the layers (docs/architecture.md). Each message names its rule.
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // A sibling folder ('../drill') or any path into features/ ('../../features/x').
              regex: String.raw`^\.\./(?!\.\.)[^/]+|^(\.\./)+features/`,
              message:
                'Boundary (features): a feature imports no other feature; what two need lives in src/state, src/components, src/submissions or the pure core, or the app composes them.',
            },
            {
              regex: String.raw`^(\.\./)+submissions/.+`,
              message:
                "Boundary (features): import submissions only through their index.ts ('../../submissions').",
            },
            {
              regex: String.raw`^(\.\./)+(start-up|app)(/|$)`,
              message:
                'Boundary (features): a feature imports neither src/start-up nor src/app; what start-up tells a page (answers pending, shell mode) is read from src/state/page-readiness.tsx.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^(\.\./)+start-up(/|$)`,
              message:
                'Boundary (app): src/app imports no src/start-up (the layer above it); read what start-up provides from src/state/page-readiness.tsx.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/state/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^(\.\./)+(app|components|features|start-up)(/|$)`,
              message:
                "Boundary (state): the store's slices and selectors import neither src/app, src/start-up, src/components nor a feature.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/submissions/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^(\.\./)+(app|features|components|start-up|state)(/|$)`,
              message:
                'Boundary (submissions): src/submissions is a layer below the features and the store; it imports no feature, component, src/state or src/app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^(\.\./)+(app|features|start-up)(/|$)`,
              message:
                'Boundary (components): shared components import neither src/app, src/start-up nor a feature; take what they need as props or from src/state.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'sw/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^(\.\./)+src/(?!(vocabulary|content|domain|drawing|contracts|routes)(/|$))`,
              message:
                'Boundary (server and service worker): import only the pure core (src/domain, src/content, src/contracts) and the route table (src/routes).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'tests/**/*.ts', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
  // A test must be able to fail: one without an assertion is an error. Our own helpers that
  // assert are named expect… (or check…), so the rule finds them too.
  {
    files: ['tests/unit/**/*.ts', 'tests/server/**/*.ts', 'tests/component/**/*.{ts,tsx}'],
    plugins: { vitest },
    rules: {
      'vitest/expect-expect': [
        'error',
        { assertFunctionNames: ['expect', 'expect*', '*.expect*'] },
      ],
      'vitest/no-focused-tests': 'error',
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
    },
  },
  {
    files: ['tests/e2e/**/*.ts'],
    plugins: { playwright },
    rules: {
      'playwright/expect-expect': ['error', { assertFunctionPatterns: ['^expect', '\\.expect'] }],
      'playwright/no-focused-test': 'error',
      'playwright/valid-expect': 'error',
      'playwright/no-wait-for-timeout': 'error',
      'playwright/missing-playwright-await': 'error',
    },
  },
);
