import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import vitest from '@vitest/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
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
    'src/routeTree.gen.ts',
    '.tanstack/',
    'packages/simulador/dist/',
    // Type-checked by the example's own tsc against the installed package (npm run test:package); here the
    // package is not installed, so type-aware rules would see only unresolved imports.
    'examples/*/types/',
    // Compiled with tsc --strict by npm run check:contract against the types it generates from openapi.json
    // beside it (./openapi does not exist otherwise), so type-aware rules here would see an unresolved import.
    'scripts/contract-client/',
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
    extends: [
      tseslint.configs.recommendedTypeChecked,
      reactHooks.configs.flat.recommended,
      jsxA11y.configs.recommended,
    ],
    languageOptions: {
      parserOptions: {
        // Type information from tsconfig.json; the few config files outside it get a default project.
        projectService: {
          allowDefaultProject: ['vitest.bench.config.ts', '.storybook/main.ts', '.storybook/preview.tsx'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // Unused arguments and caught errors are fine when named with a leading underscore.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      // React's event props take async handlers: a rejected one is reported by the query layer, not lost.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // A synchronous act() returns a thenable that need not be awaited.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', name: 'act', package: '@testing-library/react' },
            { from: 'package', name: 'act', package: 'react' },
          ],
        },
      ],
      // Its check that moves type arguments from an assertion to the call (no autofix) would touch 38 places
      // under rework now; the assertions it fixes itself have been removed.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      // Handlers and test doubles are async to fit the signature they implement, with or without an await.
      '@typescript-eslint/require-await': 'off',
      // zustand actions and DOM methods are read off their objects on purpose; none of them uses `this`.
      '@typescript-eslint/unbound-method': 'off',
      // String() of a value from the wire or a query key is deliberate: they are strings or numbers.
      '@typescript-eslint/no-base-to-string': 'off',
      // A union such as `CardStatus | string` names the known values for the reader.
      '@typescript-eslint/no-redundant-type-constituents': 'off',
      // Mantine's Button takes autoFocus to focus a dialog's answer, which is what a dialog should do.
      'jsx-a11y-x/no-autofocus': ['error', { ignoreNonDOM: true }],
      // The carousel's scrolling group takes focus so the keyboard can move it.
      'jsx-a11y-x/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'group'] }],
      // Issuers publish their project videos without caption files: there is no track to offer.
      'jsx-a11y-x/media-has-caption': 'off',
    },
  },

  {
    name: 'project/static-responsive-styles',
    files: ['src/**/*.tsx'],
    // docs/architecture.md: responsive layout is static CSS. SimpleGrid and responsive style props
    // ({ base: ..., sm: ... }) write a <style> element per use, and each one restyles the whole page.
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mantine/core',
              importNames: ['SimpleGrid'],
              message: 'Use ResponsiveGrid (src/shared/ui/responsive-grid.tsx): no <style> element per grid.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXAttribute[name.name!='cols'] > JSXExpressionContainer > ObjectExpression > Property[key.name='base']",
          message:
            'A responsive style prop writes a <style> element per use: put the breakpoints in a CSS module.',
        },
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message:
            'Text from the server or an issuer is rendered as text, never as HTML (docs/architecture.md, What the client trusts).',
        },
      ],
    },
  },

  {
    name: 'project/routes',
    files: ['src/routes/**/*.tsx', 'src/shared/route-guards.ts'],
    // TanStack Router is steered by throwing redirect() and notFound(), which are not Errors.
    rules: { '@typescript-eslint/only-throw-error': 'off' },
  },

  {
    name: 'project/stories',
    files: ['**/*.stories.tsx'],
    // Storybook's play context and the MSW worker of msw-storybook-addon are typed `any`.
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },

  {
    name: 'project/tests',
    files: ['**/*.test.{ts,tsx}', '**/*.bench.ts', 'tests/**/*.{ts,tsx}'],
    ignores: ['tests/e2e/**'],
    extends: [vitest.configs.recommended],
    rules: {
      // Tests may assert presence with `!` after checking it (noUncheckedIndexedAccess makes this common).
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Asymmetric matchers (expect.any, expect.objectContaining) and store doubles are typed `any`.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Vitest's expect takes a message as its second argument.
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      // Helpers named expect…/assert… hold the assertions of the tests that call them.
      'vitest/expect-expect': [
        'error',
        { assertFunctionNames: ['expect', 'expect*', 'assert*', '*.expect*', 'landsOn'] },
      ],
      // Table-driven and property tests assert per case, and the property model asserts in its commands.
      'vitest/no-conditional-expect': 'off',
      'vitest/no-standalone-expect': 'off',
    },
  },

  {
    name: 'project/e2e-specs',
    files: ['tests/e2e/**/*.spec.ts'],
    // Every spec's answers are checked against the published openapi.json by the test of tests/e2e/fixtures.ts.
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message:
                "Import test and expect from './fixtures': it checks every answer against openapi.json.",
            },
          ],
        },
      ],
    },
  },

  {
    name: 'project/tests-and-e2e',
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    // Tests reject with plain values on purpose, to see how the client and the browser treat them.
    rules: { '@typescript-eslint/prefer-promise-reject-errors': 'off' },
  },

  {
    name: 'project/screen-tests',
    files: ['**/*.test.tsx'],
    extends: [testingLibrary.configs['flat/react']],
    rules: {
      // Table rows, cards and their cells are checked through the DOM that holds them: no query names them.
      'testing-library/no-node-access': 'off',
      // renderApp returns the router, the user and the query client too: `app` names that.
      'testing-library/render-result-naming-convention': 'off',
      // Without vitest globals each file that needs an unmount before its own after-hooks calls cleanup.
      'testing-library/no-manual-cleanup': 'off',
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
