import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './eslint-rules/import-boundaries.js';

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    'dist/',
    'dist-*/',
    'storybook-static/',
    'reports/',
    'coverage/',
    'playwright-report/',
    'test-results/',
    'public/mockServiceWorker.js',
    'src/routeTree.gen.ts',
    '.tanstack/',
  ]),

  {
    name: 'project/javascript',
    files: ['**/*.{js,mjs,cjs,jsx,ts,tsx,mts,cts}'],
    extends: [js.configs.recommended],
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  {
    name: 'project/typescript-and-react',
    files: ['**/*.{ts,tsx,mts,cts}'],
    extends: [tseslint.configs.recommended, reactHooks.configs.flat.recommended],
    rules: {
      // Unused arguments and caught errors are fine when named with a leading underscore.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },

  {
    name: 'project/tests',
    files: ['**/*.test.{ts,tsx}', '**/*.bench.ts', 'tests/**/*.{ts,tsx}'],
    rules: {
      // Tests may assert presence with `!` after checking it (noUncheckedIndexedAccess makes this common).
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },

  // Architecture Rule 1 (and Rule 9's "no barrel files in features"), enforced by eslint-rules/.
  {
    name: 'project/import-boundaries',
    files: ['**/*.{js,mjs,cjs,jsx,ts,tsx,mts,cts}'],
    plugins: { local: boundaries },
    rules: {
      'local/import-boundaries': ['error', { root: import.meta.dirname }],
    },
  },
);
