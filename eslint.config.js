// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

// The pure core (domain rules, content data, API contracts, and the route table beside it) must
// run anywhere: in the browser, the service worker, the server and plain unit tests. So no UI,
// browser, storage or Node imports.
const PURE_CORE = ['src/domain/**', 'src/content/**', 'src/contracts/**', 'src/routes/**'];
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
  {
    files: PURE_CORE,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: IMPURE_MODULES,
              message:
                'Boundary (pure core): src/domain, src/content, src/contracts and src/routes stay pure TypeScript.',
            },
            {
              group: [
                '**/features/**',
                '**/submissions/**',
                '**/app/**',
                '**/lib/**',
                '**/components/**',
              ],
              message: 'Boundary (pure core): the pure core must not depend on the UI layers.',
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
  },
  // Boundaries between the layers (docs/architecture.md). Each message names its rule.
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^\.\./(?!\.\.)[^/]+/.+|^(\.\./)+features/[^/]+/.+`,
              message:
                "Boundary (features): import another feature only through its index.ts (e.g. '../floor-plan').",
            },
            {
              regex: String.raw`^(\.\./)+submissions/.+`,
              message:
                "Boundary (features): import submissions only through their index.ts ('../../submissions').",
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
              regex: String.raw`^(\.\./)+(app|features|components)(/|$)`,
              message:
                'Boundary (submissions): src/submissions is a layer below the features; it imports no feature, no component and not src/app.',
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
              regex: String.raw`^(\.\./)+(app|features)(/|$)`,
              message:
                'Boundary (components): shared components import neither src/app nor a feature; take what they need as props.',
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
              regex: String.raw`^(\.\./)+src/(?!(domain|content|contracts|routes)(/|$))`,
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
);
