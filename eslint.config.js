import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { domainBoundaries } from './tools/eslint/domainBoundaries.js';

export default tseslint.config(
  // Build output only: `lib/` is ignored where it is the functions' bundle, not the source folders
  // web/src/shared/lib and features/*/lib.
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-emulators/**',
      'functions/lib/**',
      'test-results/**',
      'playwright-report/**',
      'tools/.cache/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // One import order everywhere (packages, then the workspace, then relative), fixed by --fix.
      'simple-import-sort/imports': 'error',
      'simple-import-sort/exports': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['{functions,web,schemas}/src/**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'domain-boundaries': domainBoundaries } } },
    // A domain imports shared/ and other domains' index.ts only; shared/ imports no domain.
    rules: { 'local/domain-boundaries': 'error' },
  },
);
