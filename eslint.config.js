import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Folders whose screens are still being moved to the catalogues (issue 16): each leaves this list when its texts are
 * in src/shared/i18n/locales, and the list ends empty.
 */
const I18N_NOT_YET_CHECKED = [];

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'node_modules', 'data', 'test-results', 'playwright-report', 'drizzle'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // machines/ stay pure: no React, no network, no UI. Their types and pure zod rules come from the route contract
    // (issue 11): src/shared/api/contract (zod and the catalogue only) is the one way into src/.
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', 'ofetch', '@mantine/*', 'effector*', '@/*'] },
            {
              regex: '^(\\.\\./)+src/(?!shared/api/contract$)',
              message: 'machines/ may only import from src/shared/api/contract.',
            },
          ],
        },
      ],
    },
  },
  {
    // Journeys run against their worker's own server (e2e/support/test.ts): `test` comes from there, never straight
    // from Playwright (that `test` has no server behind its baseURL).
    files: ['e2e/flows/**/*.ts', 'e2e/pages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', message: "Import test and expect from '../support/test'." }] },
      ],
    },
  },
  {
    // Issue 16: no user-visible literal in a screen; every text comes from the catalogues (src/shared/i18n/locales).
    // JSX text, and the attributes people read or hear, are checked; names and the brand are not words to translate.
    files: ['src/**/*.tsx'],
    ignores: I18N_NOT_YET_CHECKED,
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['label', 'placeholder', 'title', 'alt', 'aria-label', 'description', 'error', 'message', 'heading', '.*Label', '.*Text', '.*Title', '.*Message'],
          },
          words: { exclude: ['[0-9!-/:-@[-`{-~\\s]+', '[A-Z_-]+', 'Shikhon', 'TK', '&[a-z]+;', '^\\p{Emoji}+$'] },
        },
      ],
    },
  },
);
