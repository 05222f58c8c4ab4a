// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

// The pure core (domain rules, content data, API contracts) must run anywhere: in the browser,
// the service worker, the server and plain unit tests. So no UI, browser, storage or Node imports.
const PURE_CORE = ['src/domain/**', 'src/content/**', 'src/contracts/**'];
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
              message: 'src/domain, src/content and src/contracts stay pure TypeScript.',
            },
            {
              group: ['**/features/**', '**/app/**', '**/lib/**', '**/components/**'],
              message: 'The pure core must not depend on the UI layers.',
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
  {
    files: ['server/**/*.ts', 'tests/**/*.ts', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
);
