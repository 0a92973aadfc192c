// Lint for the whole repository. The layering of DESIGN.md (folder = layer, imports only point
// down) lives in scripts/lint/layering.ts, where its test can reach it.
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { layering } from './scripts/lint/layering.ts';

export default defineConfig(
  globalIgnores([
    'dist/',
    'out/',
    'release/',
    'e2e-output/',
    'test-results/',
    'playwright-report/',
    // Deliberately bad imports, linted only by their own test.
    '**/fixtures/',
  ]),
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // A leading underscore marks a name that is unused on purpose (a callback's signature).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  layering(import.meta.dirname),
  {
    // The few type-aware rules worth their cost: a dropped promise is a silent failure, above all
    // across IPC. Async event handlers in JSX are fine (React ignores the returned promise).
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // TanStack Query's recommended rules (a key holds what its fetch reads, a stable client, …).
  pluginQuery.configs['flat/recommended'].map((config) => ({ ...config, files: ['renderer/**/*.{ts,tsx}'] })),
);
