import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';

/** The simulated server as one script: its source (mocks/server-script.ts). */
const ENTRY = 'mocks/server-script.ts';
/** The service worker's script (mocks/browser.ts registers it): it imports the server script. */
const WORKER_FILE = 'simulator-worker.js';
/** What the page imports to learn the server script's file, relative to the site's base. */
const VIRTUAL_ID = 'virtual:simulator-server';
/** The server script's file in development, served from memory. */
const DEV_SERVER_FILE = 'simulator-server.js';
/** Stands in for jspdf's HTML and SVG renderers in the worker (mocks/shims/no-html-rendering.ts). */
const NO_HTML = fileURLToPath(new URL('../mocks/shims/no-html-rendering.ts', import.meta.url));

/** The name the worker's script gives the precache list on its global scope (mocks/offline.ts, PRECACHE_GLOBAL). */
const PRECACHE_GLOBAL = '__simulatorPrecache';

/**
 * Files of the build a visit never needs: the published contract (other teams read it, the app does not), the
 * static host's header rules, Vite's manifest, and the worker's script itself (the browser fetches it past
 * every cache to learn of a new version).
 */
const NOT_PRECACHED = [
  /^\.vite\//,
  /^_headers$/,
  /^openapi\.json$/,
  /^robots\.txt$/,
  /\.map$/,
  /^simulator-worker\.js$/,
];

const sha256 = (content: Buffer | string) => createHash('sha256').update(content).digest('hex');

/** Every file under `dir`, relative to it with '/' separators, sorted. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`)
        : [`${prefix}${entry.name}`],
    )
    .sort();
}

/**
 * The site's files a visit may need (PWA-02): every page, script, style sheet, font, image and document the
 * build wrote to `outDir`, relative to the site's base, each with a hash of its content, and the version: a hash
 * of them all, so any change of any file is a new version.
 */
export function precacheList(outDir: string): { version: string; files: { url: string; hash: string }[] } {
  const files = filesUnder(outDir)
    .filter((file) => !NOT_PRECACHED.some((pattern) => pattern.test(file)))
    .map((url) => ({ url, hash: sha256(readFileSync(path.join(outDir, url))).slice(0, 16) }));
  return { version: sha256(JSON.stringify(files)).slice(0, 16), files };
}

/**
 * Writes the precache list into the worker's script, before its import of the server script, once every file
 * of the build is written (the prerendered pages with their policy included): the prerender plugin calls it
 * last. The script changes with any file of the site, so the browser learns of every new version. A build
 * without the simulator (VITE_API_MODE=real) has no worker, and is left as it is.
 */
export function writePrecache(outDir: string): void {
  const workerFile = path.join(outDir, WORKER_FILE);
  if (!existsSync(workerFile)) return;
  const script = readFileSync(workerFile, 'utf8').replace(/^self\.__simulatorPrecache=.*\n/m, '');
  const list = precacheList(outDir);
  writeFileSync(workerFile, `self.${PRECACHE_GLOBAL}=${JSON.stringify(list)};\n${script}`);
}

/**
 * Builds mocks/server-script.ts into one classic script, assets/simulator-server-<hash>.js: a service worker
 * may not import() (the seed module is inlined), and a classic script runs in every browser that has service
 * workers. The app's aliases, mode and environment apply, so the server has the same artificial delay and the
 * same contract as the page. Beside it, simulator-worker.js at the site's base only imports it: the browser
 * checks that small file for updates past the HTTP cache, and a page answering its own calls loads the same
 * server file from the cache the worker fills, or the other way round (mocks/in-page.ts learns its name from
 * 'virtual:simulator-server'). The dev server builds it on request and again after a change under mocks/ or src/.
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

  /** The production build's server script and its file name, built once per build. */
  let production: Promise<{ code: string; fileName: string }> | null = null;
  const productionScript = () =>
    (production ??= bundle(true).then((code) => {
      const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
      return { code, fileName: `${config.build.assetsDir}/simulator-server-${hash}.js` };
    }));
  const workerScript = (serverFile: string) => `importScripts(${JSON.stringify(serverFile)});\n`;

  return {
    name: 'simulator-worker',
    // Not in the prerender's server-side build.
    apply: (cfg) => !cfg.build?.ssr,
    configResolved(resolved) {
      config = resolved;
      production = null;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : null;
    },
    async load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return null;
      const fileName = config.command === 'serve' ? DEV_SERVER_FILE : (await productionScript()).fileName;
      return `export default ${JSON.stringify(fileName)};`;
    },
    async generateBundle() {
      // A build that calls a real server has no simulator.
      if (config.env.VITE_API_MODE === 'real') return;
      const { code, fileName } = await productionScript();
      this.emitFile({ type: 'asset', fileName, source: code });
      this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: workerScript(fileName) });
    },
    configureServer(server) {
      const invalidate = (file: string) => {
        const relative = path.relative(config.root, file);
        if (relative.startsWith('mocks') || relative.startsWith('src')) devBuild = null;
      };
      server.watcher.on('change', invalidate);
      server.watcher.on('add', invalidate);
      server.middlewares.use(`${config.base}${WORKER_FILE}`, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(workerScript(DEV_SERVER_FILE));
      });
      server.middlewares.use(`${config.base}${DEV_SERVER_FILE}`, (_request, response, next) => {
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
