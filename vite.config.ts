import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerender } from './scripts/prerender-plugin.ts';

// The router plugin must run before react(): it generates src/routeTree.gen.ts and splits route code.
export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), prerender()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // MSW's cookie store needs no public-suffix list here (see mocks/shims/tldts.ts).
      tldts: fileURLToPath(new URL('./mocks/shims/tldts.ts', import.meta.url)),
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // .vite/manifest.json: which chunks each entry and route load (read by scripts/size-report.mjs).
    manifest: true,
  },
});
