// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Architecture Rule 1 (import boundaries) and Rule 9 (no barrel files in features), as enforced by
 * eslint-rules/import-boundaries.js through the project's own eslint.config.js. Each case lints a snippet
 * under a virtual file path; the files need not exist.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const RULE = 'local/import-boundaries';

let eslint: ESLint;
beforeAll(() => {
  // The snippets are not on disk, so the project service has no types for them: lint without types.
  eslint = new ESLint({
    cwd: root,
    overrideConfigFile: `${root}/eslint.config.js`,
    overrideConfig: tseslint.configs.disableTypeChecked,
  });
});

/** The boundary messages ESLint reports for `code` placed at `filePath` (project-relative). */
async function boundaryMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const fatal = result!.messages.filter((m) => m.fatal);
  expect(fatal, `snippet for ${filePath} must parse`).toEqual([]);
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

async function expectForbidden(filePath: string, code: string, rule: string) {
  const messages = await boundaryMessages(filePath, code);
  expect(messages.length, `${filePath}: ${code}`).toBeGreaterThan(0);
  for (const message of messages) expect(message).toContain(`Import boundary ${rule} `);
}

async function expectAllowed(filePath: string, code: string) {
  expect(await boundaryMessages(filePath, code), `${filePath}: ${code}`).toEqual([]);
}

describe('a. src/ never imports mocks/ (but for one dynamic import in src/main.tsx)', () => {
  it('reports static, dynamic, aliased and type imports of mocks/ from src/', async () => {
    await expectForbidden(
      'src/shared/api/x.ts',
      "import { createHandlers } from '../../../mocks/http/handlers';\nexport { createHandlers };",
      'a',
    );
    await expectForbidden(
      'src/features/auth/components/x.tsx',
      "export const load = () => import('../../../../mocks/browser');",
      'a',
    );
    await expectForbidden(
      'src/routes/login.tsx',
      "import type { Clock } from '@/../mocks/domain/clock';\nexport type C = Clock;",
      'a',
    );
    await expectForbidden('src/app/x.ts', "export * from '../../mocks/node';", 'a');
  });

  it('reports a static import of mocks/browser and a second dynamic one in src/main.tsx', async () => {
    await expectForbidden(
      'src/main.tsx',
      "import { startSimulator } from '../mocks/browser';\nstartSimulator('/', 0);",
      'a',
    );
    const messages = await boundaryMessages(
      'src/main.tsx',
      "void import('../mocks/browser');\nvoid import('../mocks/browser');",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('Import boundary a ');
    await expectForbidden('src/main.tsx', "void import('../mocks/node');", 'a');
  });

  it('allows the single dynamic import in src/main.tsx, and mocks/ from outside src/', async () => {
    await expectAllowed(
      'src/main.tsx',
      "if (import.meta.env.VITE_API_MODE !== 'real') void import('../mocks/browser').then((m) => m.startSimulator('/', 0));",
    );
    await expectAllowed(
      'tests/simulator.ts',
      "import { createHandlers } from '../mocks/http/handlers';\nexport { createHandlers };",
    );
    await expectAllowed(
      '.storybook/preview.tsx',
      "import { createHandlers } from '../mocks/http/handlers';\nexport { createHandlers };",
    );
  });
});

describe('b. no feature imports another feature', () => {
  it('reports imports of another feature by alias, relative path and re-export', async () => {
    await expectForbidden(
      'src/features/auth/components/x.tsx',
      "import { kycQuery } from '@/features/kyc/api/kyc-get';\nexport { kycQuery };",
      'b',
    );
    await expectForbidden(
      'src/features/auth/components/x.tsx',
      "import { f } from '../../kyc/model/format';\nexport { f };",
      'b',
    );
    await expectForbidden('src/features/auth/model/x.ts', "export * from '../../kyc/model/format';", 'b');
  });

  it('allows imports inside the same feature', async () => {
    await expectAllowed(
      'src/features/auth/components/x.tsx',
      "import { validate } from '../model/validate';\nimport { useLogin } from '@/features/auth/api/login';\nexport { validate, useLogin };",
    );
  });
});

describe('c. mocks/ imports from src/ only src/contract', () => {
  it('reports imports of src/ outside the contract, and of other project folders from non-test files', async () => {
    await expectForbidden(
      'mocks/http/x.ts',
      "import { ApiError } from '@/shared/api/api-error';\nexport { ApiError };",
      'c',
    );
    await expectForbidden(
      'mocks/domain/x.ts',
      "import { f } from '../../src/features/auth/model/format';\nexport { f };",
      'c',
    );
    await expectForbidden(
      'mocks/http/x.ts',
      "import { useSimulator } from '../../tests/simulator';\nexport { useSimulator };",
      'c',
    );
  });

  it('allows the contract, its own folders, packages, and tests/ helpers in its test files', async () => {
    await expectAllowed(
      'mocks/http/x.ts',
      [
        "import { paisesList } from '@/contract/paises';",
        "import { authLogin } from '../../src/contract/auth';",
        "import type { StoreDb } from '../store/db';",
        "import { http } from 'msw';",
        'export { paisesList, authLogin, http };',
        'export type { StoreDb };',
      ].join('\n'),
    );
    await expectAllowed(
      'mocks/http/x.test.ts',
      "import { useSimulator } from '../../tests/simulator';\nuseSimulator();",
    );
  });
});

describe('d. src/contract imports only zod and other contract files', () => {
  it('reports other packages and other project files', async () => {
    await expectForbidden('src/contract/x.ts', "import dayjs from 'dayjs';\nexport { dayjs };", 'd');
    await expectForbidden(
      'src/contract/x.ts',
      "import { ApiError } from '@/shared/api/api-error';\nexport { ApiError };",
      'd',
    );
    await expectForbidden('src/contract/x.ts', "import { App } from '../app/app';\nexport { App };", 'd');
  });

  it('allows zod and other contract files', async () => {
    await expectAllowed(
      'src/contract/x.ts',
      "import { z } from 'zod';\nimport { defineCall } from './call';\nimport { emptyRequest } from '@/contract/fields';\nexport { z, defineCall, emptyRequest };",
    );
  });
});

describe('e. src/shared never imports src/features, src/routes or src/app', () => {
  it('reports imports of features, routes, the route tree and app', async () => {
    await expectForbidden(
      'src/shared/ui/x.tsx',
      "import { a } from '@/features/auth/model/a';\nexport { a };",
      'e',
    );
    await expectForbidden(
      'src/shared/ui/x.tsx',
      "import { Route } from '@/routes/login';\nexport { Route };",
      'e',
    );
    await expectForbidden(
      'src/shared/ui/x.tsx',
      "import { theme } from '../../app/theme';\nexport { theme };",
      'e',
    );
    await expectForbidden(
      'src/shared/ui/x.tsx',
      "import { routeTree } from '@/routeTree.gen';\nexport { routeTree };",
      'e',
    );
  });

  it('allows the contract, shared and packages', async () => {
    await expectAllowed(
      'src/shared/ui/x.tsx',
      "import { paisesList } from '@/contract/paises';\nimport { apiFetch } from '../api/api-fetch';\nimport { Text } from '@mantine/core';\nexport { paisesList, apiFetch, Text };",
    );
  });
});

describe('f. src/features never imports src/routes or src/app', () => {
  it('reports imports of routes and app', async () => {
    await expectForbidden(
      'src/features/kyc/components/x.tsx',
      "import { Route } from '@/routes/cliente';\nexport { Route };",
      'f',
    );
    await expectForbidden(
      'src/features/kyc/components/x.tsx',
      "import { appStrings } from '../../../app/i18n/es';\nexport { appStrings };",
      'f',
    );
  });

  it('allows shared and the contract', async () => {
    await expectAllowed(
      'src/features/kyc/components/x.tsx',
      "import { ScreenPlaceholder } from '@/shared/ui/screen-placeholder';\nimport type { Country } from '@/contract/paises';\nexport { ScreenPlaceholder };\nexport type { Country };",
    );
  });
});

describe('g. no barrel files in features', () => {
  it('reports index.ts and index.tsx under src/features', async () => {
    await expectForbidden('src/features/auth/index.ts', "export * from './components/login-form';", 'g');
    await expectForbidden('src/features/auth/components/index.tsx', 'export const a = 1;', 'g');
  });

  it('allows other file names in features, and index files elsewhere', async () => {
    await expectAllowed('src/features/auth/components/index-card.tsx', 'export const a = 1;');
    await expectAllowed('src/routes/cliente/index.tsx', 'export const a = 1;');
  });
});

// The real repository is held to the same rule by `npm run lint` (the first step of `npm test`), which lints
// every file once; linting it again here only doubled the time.
