import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';

/** The simulator's service worker: its source, and the file the site serves it as (mocks/browser.ts). */
const ENTRY = 'mocks/service-worker.ts';
export const WORKER_FILE = 'simulator-worker.js';
/** Stands in for jspdf's HTML and SVG renderers in the worker (mocks/shims/no-html-rendering.ts). */
const NO_HTML = fileURLToPath(new URL('../mocks/shims/no-html-rendering.ts', import.meta.url));

/**
 * Builds mocks/service-worker.ts into one classic script, simulator-worker.js at the site's base: a service
 * worker may not import() (the seed module and the in-memory store are inlined), and a classic script runs
 * in every browser that has service workers. The app's aliases, mode and environment apply, so the worker
 * has the same artificial delay and the same contract as the page. `vite build` writes it beside
 * index.html; the dev server builds it on request and again after a change under mocks/ or src/.
 */
export function simulatorWorker(): Plugin {
  let config: ResolvedConfig;
  let devBuild: Promise<string> | null = null;

  const bundle = async (minify: boolean): Promise<string> => {
    const output = (await build({
      configFile: false,
      root: config.root,
      mode: config.mode,
      envDir: config.envDir,
      logLevel: 'warn',
      resolve: {
        alias: [...config.resolve.alias, { find: /^(html2canvas|dompurify|canvg)$/, replacement: NO_HTML }],
      },
      build: {
        write: false,
        target: 'es2022',
        minify,
        copyPublicDir: false,
        rolldownOptions: {
          input: path.resolve(config.root, ENTRY),
          output: { format: 'iife', codeSplitting: false, entryFileNames: WORKER_FILE },
          // Vite wraps each dynamic import in its preload helper, which reads import.meta (absent from a classic
          // script). Inlined imports have nothing to preload, so the helper never reaches that code.
          onwarn(warning, warn) {
            if (warning.code !== 'EMPTY_IMPORT_META') warn(warning);
          },
        },
      },
    })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
    const chunk = (Array.isArray(output) ? output[0]! : output).output.find(
      (file): file is Rolldown.OutputChunk => file.type === 'chunk' && file.isEntry,
    );
    if (!chunk) throw new Error(`${ENTRY}: the build produced no script`);
    return chunk.code;
  };

  return {
    name: 'simulator-worker',
    // Not in the prerender's server-side build.
    apply: (cfg) => !cfg.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle() {
      // A build that calls a real server has no simulator.
      if (config.env.VITE_API_MODE === 'real') return;
      this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: await bundle(true) });
    },
    configureServer(server) {
      const invalidate = (file: string) => {
        const relative = path.relative(config.root, file);
        if (relative.startsWith('mocks') || relative.startsWith('src')) devBuild = null;
      };
      server.watcher.on('change', invalidate);
      server.watcher.on('add', invalidate);
      server.middlewares.use(`${config.base}${WORKER_FILE}`, (_request, response, next) => {
        devBuild ??= bundle(false);
        devBuild.then(
          (code) => {
            response.setHeader('Content-Type', 'text/javascript');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(code);
          },
          (error: unknown) => {
            devBuild = null;
            next(error);
          },
        );
      });
    },
  };
}
