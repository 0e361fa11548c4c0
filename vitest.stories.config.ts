import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { openApi } from './scripts/openapi-plugin.ts';

/**
 * Every story as a test, in Debian's Chromium (`npm run test:stories`): the story renders on the simulated
 * server as in Storybook, its play function runs, and axe fails it on any violation (`a11y: { test: 'error' }`
 * in .storybook/preview.tsx). A config of its own, so that `vitest run` (vitest.config.ts) never starts a
 * browser. The stories come from .storybook/main.ts; Storybook's Vite settings (viteFinal) apply.
 */
export default defineConfig({
  plugins: [
    storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) }),
    // Storybook itself takes the app's plugins from vite.config.ts, this run does not: the published contract
    // (openapi.json), which the simulator panel's stories read, is served as the site serves it.
    openApi(),
  ],
  // Loaded by the stories' simulator (.storybook/simulator.ts) after the first scan: named here so Vite does
  // not reload the page in the middle of a run to add it.
  optimizeDeps: { include: ['fake-indexeddb'] },
  test: {
    name: 'stories',
    // One page runs every story file in turn, the app's modules and the seed's template loaded once: each
    // story renders in a new frame of its own (query client, router, store, session).
    isolate: false,
    testTimeout: 30_000,
    // A story that fails once is run again, and reported as flaky if it then passes: one of ~420 has been
    // seen to wait on a list that never came in a whole run, never alone.
    retry: 1,
    hookTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: '/usr/bin/chromium' } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
