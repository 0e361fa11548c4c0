import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

/**
 * End-to-end tests in Debian's Chromium against the built static site, with the real service worker and the
 * real IndexedDB: only what a real browser proves (docs/architecture.md, 'Tests, from fast to real').
 * `node tests/e2e/run.mjs` (npm run test:e2e) builds the site, serves it and sets the variables below; with
 * the previews already running, `npx playwright test` works alone.
 *
 * - root:    `vite build` (base '/') served at E2E_ROOT_URL: every spec but the sub-path smoke test
 * - subpath: `vite build --base /demo/ --outDir dist-demo` served at E2E_SUBPATH_URL: sub-path.spec.ts only
 */
// Defaults: the ports and folders tests/e2e/run.mjs uses.
const rootUrl = process.env.E2E_ROOT_URL ?? 'http://127.0.0.1:4317/';
const subpathUrl = process.env.E2E_SUBPATH_URL ?? 'http://127.0.0.1:4318/demo/';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // No retry: a test that fails once is a defect to find, not a run to repeat.
  retries: 0,
  workers: 2,
  reporter: 'list',
  // A wait ends as soon as its condition holds; these bounds only say when to give up. The builds answer with
  // no simulated latency, so a screen's calls take what IndexedDB takes.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  use: {
    headless: true,
    serviceWorkers: 'allow',
    locale: 'es-ES',
    // A desktop monitor, where the widest tables (the primary market's thirteen columns) are tables; the phone
    // specs set their own size, and `npm run check:site` looks at every page at 375 and 1280 px.
    viewport: { width: 1920, height: 1080 },
    // A trace records every action's DOM and screenshots: a third of a test's time. E2E_TRACE=1 keeps one for
    // each failing test, to open with `npx playwright show-trace`; a failure's screenshot is always kept.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [
    // metadata.distDir: the build a project serves; specs read its .vite/manifest.json to name chunks.
    {
      name: 'root',
      testIgnore: '**/sub-path.spec.ts',
      use: { baseURL: rootUrl },
      metadata: { distDir: process.env.E2E_ROOT_DIST ?? 'dist' },
    },
    {
      name: 'subpath',
      testMatch: '**/sub-path.spec.ts',
      use: { baseURL: subpathUrl },
      metadata: { distDir: process.env.E2E_SUBPATH_DIST ?? 'dist-demo' },
    },
  ],
});
