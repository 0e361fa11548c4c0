import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './scripts/compile-hints-plugin.ts';
import { contentSecurityPolicyHeaders } from './scripts/content-security-policy.ts';
import { mantineStyles } from './scripts/mantine-styles-plugin.ts';
import { openApi } from './scripts/openapi-plugin.ts';
import { prerender } from './scripts/prerender-plugin.ts';
import { sharedChunks } from './scripts/shared-chunks-plugin.ts';
import { simulatorWorker } from './scripts/simulator-worker-plugin.ts';

// The router plugin must run before react(): it generates src/routeTree.gen.ts and splits route code.
// Loaders are split too (the plugin's default splits only components): a client-area loader imports its
// screen's queries, which the public screens' first paint has no use for. A route's loader and component share
// one chunk: a screen loaded at its address fetches its route's code while the session is checked
// (src/main.tsx), and its loader is then ready to call the server the moment the check ends. The pending
// component (the client area's loading frame) is shown while that loader runs, so it comes in the same chunk.
const codeSplittingOptions = {
  defaultBehavior: [['loader', 'component', 'pendingComponent'], ['errorComponent'], ['notFoundComponent']],
} as const;

/** The project's own chunk groups. */
const groups = [
  // React's DOM renderer (and its scheduler), two thirds of the entry chunk's code: a chunk of its own, which a
  // page's loader evaluates in a task of its own before the entry (scripts/prerender-plugin.ts), so evaluating
  // the entry is two tasks, not one twice as long.
  {
    name: 'react-dom',
    test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
    priority: 3,
  },
  // The routes' eager parts (search checks, guards) and what they import, in one chunk: every page
  // loads them before its first paint, and as two dozen files of under 1 kB each they cost a
  // request apiece and about 10 kB gzip more than together. A route's composition module (-*-parts) is
  // not eager: only its split component imports it, and it brings whole screens with it. Nor is the state a
  // password login loads (-prefetch-client-state): the client area's loader imports it on demand, and in this
  // chunk it put every list's call on the public screens' first paint (1 kB gzip).
  {
    name: 'routes',
    test: (id: string) =>
      /[\\/]src[\\/]routes[\\/]/.test(id) &&
      !id.includes('tsr-split') &&
      !/-parts\.tsx?$/.test(id) &&
      !/-prefetch-client-state\.ts$/.test(id),
    priority: 2,
  },
  // Small modules that most screens use (Mantine's Group, Paper, CloseButton, its hooks; the client's
  // shared strings, limits and mutation helpers), in one chunk: split by the exact set of screens
  // that use each, they were a score of files of under 1 kB on every first load (/portal: 34 before
  // its first paint). Only small modules used by many screens, so a screen loads little it does not
  // use; npm run size holds the first paints to their budget.
  {
    name: 'common',
    test: /[\\/]node_modules[\\/]@mantine[\\/](core|hooks)[\\/]/,
    maxModuleSize: 1000,
    minShareCount: 15,
    priority: 1,
  },
  {
    name: 'common',
    // Not the state components (shared/ui/states): only the client's lists and panels show them, and with
    // them in this chunk every public first paint carried them and Mantine's Alert and ThemeIcon.
    test: (id: string) =>
      /[\\/]src[\\/](shared|features|contract)[\\/]/.test(id) &&
      !id.includes('tsr-split') &&
      !/[\\/]shared[\\/]ui[\\/]states[\\/]/.test(id),
    maxModuleSize: 1500,
    minShareCount: 10,
    priority: 1,
  },
];

// Code several routes share, in a few chunks planned from a first build. The public screens held to the
// first-paint budget (scripts/size-report.mjs) never load what only other routes need, nor the client screens a
// visitor lands on (the dashboard after a login, the projects screen) what only the other screens need.
const shared = sharedChunks({
  graphPlugins: () => [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, codeSplittingOptions }),
    react(),
  ],
  groups,
  firstPaint: /[\\/]src[\\/]routes[\\/](__root|portal|cotizador)\.tsx\?/,
  landing: {
    dashboard: /[\\/]src[\\/]routes[\\/](__root|cliente|cliente[\\/]dashboard)\.tsx\?/,
    projectos: /[\\/]src[\\/]routes[\\/](__root|cliente|cliente[\\/]projectos)\.tsx\?/,
  },
});

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, codeSplittingOptions }),
    react(),
    prerender(),
    contentSecurityPolicyHeaders(),
    simulatorWorker(),
    shared.plugin,
    mantineStyles({ list: 'src/shared/ui/mantine-styles.ts' }),
    openApi(),
    compileHints(),
  ],
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
    // No dependency maps in the chunks for dynamic imports (every chunk that imports another lazily would carry
    // the file names of all the chunks below it: 5 kB gzip on the login's first load). Prerendered pages declare
    // their chunks in their HTML (scripts/prerender-plugin.ts); a lazy route's shared chunks are mostly loaded
    // already, and the router preloads a route on intent.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [...groups, shared.group],
        },
      },
    },
  },
});
