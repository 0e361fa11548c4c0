import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium against the built static site, with the real service worker and the
 * real IndexedDB. `node tests/e2e/run.mjs` (npm run test:e2e) builds the site twice, serves both builds and
 * sets the variables below; with the two previews already running, `npx playwright test` works alone.
 *
 * - root:    `vite build` (base '/') served at E2E_ROOT_URL
 * - subpath: `vite build --base /demo/ --outDir dist-demo` served at E2E_SUBPATH_URL
 */
// Defaults: the ports and folders tests/e2e/run.mjs uses.
const rootUrl = process.env.E2E_ROOT_URL ?? 'http://127.0.0.1:4317/';
const subpathUrl = process.env.E2E_SUBPATH_URL ?? 'http://127.0.0.1:4318/demo/';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // In CI a test that fails is run once more, and reported as flaky if it then passes: on a saturated 2-core
  // machine a screen's first calls can outlast any wait. A test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: 'list',
  // Generous waits: on a busy 2-core machine the two Chromiums, their service workers and IndexedDB share the
  // cores, and a screen's first calls can take several seconds; a sign-in flow that takes 45 s on a quiet
  // machine has taken over 60 s on a saturated one. A wait ends as soon as its condition holds.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  use: {
    headless: true,
    serviceWorkers: 'allow',
    locale: 'es-ES',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // metadata.distDir: the build a project serves; specs read its .vite/manifest.json to name chunks.
    { name: 'root', use: { baseURL: rootUrl }, metadata: { distDir: process.env.E2E_ROOT_DIST ?? 'dist' } },
    {
      name: 'subpath',
      use: { baseURL: subpathUrl },
      metadata: { distDir: process.env.E2E_SUBPATH_DIST ?? 'dist-demo' },
    },
  ],
});
