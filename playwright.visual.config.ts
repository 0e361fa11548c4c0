import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

/**
 * Visual checks (npm run test:visual): each screen's main story of the built Storybook (storybook-static,
 * `npm run build-storybook`) photographed at 375 and 1280 px and compared with the baselines committed in
 * tests/visual/baselines. A change that moves pixels fails here with a diff in test-results/visual; a person
 * who meant it accepts it with `npm run test:visual -- --update-snapshots` and commits the new baselines.
 */
const HOST = '127.0.0.1';
const PORT = 4339;

export default defineConfig({
  testDir: 'tests/visual',
  testMatch: '*.visual.ts',
  snapshotPathTemplate: '{testDir}/baselines/{arg}-{projectName}{ext}',
  outputDir: 'test-results/visual',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: 'list',
  timeout: 60_000,
  expect: {
    // Rendering on the same browser and fonts is exact; a few pixels of antialiasing are not a change.
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.001 },
  },
  use: {
    baseURL: `http://${HOST}:${PORT}/`,
    locale: 'es-ES',
    timezoneId: 'America/Bogota',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  webServer: {
    command: `node node_modules/vite/bin/vite.js preview --outDir storybook-static --host ${HOST} --port ${PORT} --strictPort`,
    url: `http://${HOST}:${PORT}/iframe.html`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
  projects: [
    { name: '375', use: { viewport: { width: 375, height: 812 } } },
    { name: '1280', use: { viewport: { width: 1280, height: 800 } } },
  ],
});
