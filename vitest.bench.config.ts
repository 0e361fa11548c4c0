import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * npm run bench: the simulated server's timings (tests/bench), kept out of the unit run. Node environment,
 * one file at a time, no retries, long timeouts for generating the large dataset.
 */
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    environment: 'node',
    include: ['tests/bench/**/*.bench.ts'],
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
