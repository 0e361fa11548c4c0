import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Screen-side files that mock, stub or re-import modules: each needs a module graph of its own. */
const moduleMockingFiles = [
  'src/**/*-real-api.test.tsx',
  'src/app/query-client.test.ts',
  'src/features/deposits/api/deposit-addresses.test.ts',
  'src/features/simulator/components/simulator-menu.test.tsx',
  'src/shared/api/api-fetch.test.ts',
  'src/shared/session/session-store.test.ts',
];

/** The screens' page: happy-dom with Node's network (tests/happy-dom-environment.ts), preferring reduced motion. */
const screenEnvironment = {
  environment: './tests/happy-dom-environment.ts',
  environmentOptions: { happyDOM: { settings: { device: { prefersReducedMotion: 'reduce' } } } },
};

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

// Two kinds of project: the simulated server and pure code run in Node (real fetch, FormData and File), the
// screens run in happy-dom with Node's network classes (tests/happy-dom-environment.ts). All share one setup:
// fake IndexedDB and "a console.error fails the test".
export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. The main process only
    // reports, so both cores run test files.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Vitest queues the projects by name and, within one, the longest file first. 'node' sorts before
    // 'screens', so the ledger property test (the longest file) starts at once and runs beside the screens
    // instead of last and alone.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // Each file builds its own server, store and clock, and nothing patches shared modules: one module
          // graph per worker instead of one per file.
          isolate: false,
          setupFiles: ['tests/setup.ts'],
          include: [
            'mocks/**/*.test.ts',
            'src/contract/**/*.test.ts',
            'src/**/model/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'screens',
          ...screenEnvironment,
          // Screens share one module graph per worker (React, Mantine and the app load once, not per file):
          // every test renders a new app with its own router and query client over a new store, and the
          // session is reset before each. Files that mock or re-import modules run isolated below.
          isolate: false,
          setupFiles: ['tests/setup.ts', 'tests/setup-dom.ts'],
          include: ['src/**/*.test.{ts,tsx}', 'tests/dom/**/*.test.ts'],
          exclude: ['src/contract/**', 'src/**/model/**', ...moduleMockingFiles],
        },
      },
      {
        extends: true,
        test: {
          name: 'screens-isolated',
          ...screenEnvironment,
          setupFiles: ['tests/setup.ts', 'tests/setup-dom.ts'],
          include: moduleMockingFiles,
        },
      },
    ],
  },
});
