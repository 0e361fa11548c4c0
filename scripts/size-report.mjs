#!/usr/bin/env node
/**
 * npm run size: the JS size figures of quality.md, from the build's Vite manifest, confirmed in Chromium.
 *
 *   node scripts/size-report.mjs [--dist DIR] [--no-browser]
 *
 * Which build: by default a fresh `vite build` of the current source into a temporary folder (about 3 s),
 * removed afterwards. dist/ is not reused because nothing says it is fresh, nor that it was built with base
 * '/'. `--dist DIR` measures an existing build instead (it must have .vite/manifest.json: build.manifest).
 *
 * Figures (gzip at zlib's default level 6, 1 kB = 1000 bytes, JS only; CSS is shown for information):
 * - first paint of /portal and of /cotizador: the entry chunk, the route's own lazy chunks (TanStack's
 *   '?tsr-split=' chunks holding the component or loader, of the route and of __root) and every chunk they
 *   import statically. Budget <= 160 kB each.
 * - all JS a visitor downloads on /portal: the above, plus the simulator's start in the page (mocks/browser.ts,
 *   with mocks/in-page.ts, and what they import statically), the server script assets/simulator-server-<hash>.js (the
 *   handlers, the store and the first visit's seed, built by scripts/simulator-worker-plugin.ts; the first
 *   visit's page and the service worker load the same file) and the worker's simulator-worker.js, which only
 *   imports it. Budget <= 350 kB.
 * - JS of two client-area screens, /cliente/dashboard and /cliente/projectos, signed in: the entry chunk, the
 *   lazy chunks of __root, of the client area's layout route (src/routes/cliente.tsx) and of the screen's route,
 *   and every chunk they import statically; the simulator is not counted (it is the figure above). For
 *   information, with no budget: quality.md sets none for them (their Lighthouse targets in
 *   scripts/lighthouse.mjs are the check), and a screen's chunks that the public entries already loaded are
 *   cached when a visitor signs in.
 * - in Chromium (unless --no-browser or Chromium is missing): a real first visit to /portal on a local
 *   static server, waiting for the simulator and one call; every .js file the server sent is counted. The
 *   budget applies to that figure too, and files seen on only one side are listed.
 *
 * Prints a table with PASS/FAIL, writes reports/size.json, and exits 1 on any FAIL.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1000;

/** quality.md, 'Speed and size'. */
const BUDGETS = { firstPaint: 160 * KB, portalAll: 350 * KB };
/** Public screens whose first paint is held to the budget, with the route file each one renders. */
const FIRST_PAINT_ROUTES = [
  { url: '/portal', route: 'portal' },
  { url: '/cotizador', route: 'cotizador' },
];
/** Client-area screens reported for information: the route files that render each one, outermost first. */
const CLIENT_ROUTES = [
  { url: '/cliente/dashboard', routes: ['cliente', 'cliente/dashboard'] },
  { url: '/cliente/projectos', routes: ['cliente', 'cliente/projectos'] },
];
/** What a first visit's page loads of the simulator to start it and to answer its calls while the worker installs
 * (mocks/browser.ts imports mocks/in-page.ts statically). */
const SIMULATOR_SOURCES = ['mocks/browser.ts'];
/** The service worker's script, and the server script it imports: the handlers, the store and the seed. */
const serverScripts = (outDir) => [
  'simulator-worker.js',
  ...readdirSync(path.join(outDir, 'assets'))
    .filter((file) => /^simulator-server-[0-9a-f]+\.js$/.test(file))
    .map((file) => `assets/${file}`),
];

const args = process.argv.slice(2);
const distArg = args.includes('--dist') ? args[args.indexOf('--dist') + 1] : undefined;
const useBrowser = !args.includes('--no-browser');

function buildFresh() {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'size-report-'));
  console.log(`Building the current source: vite build --outDir ${outDir}`);
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) {
    rmSync(outDir, { recursive: true, force: true });
    throw new Error(`vite build failed with code ${result.status}`);
  }
  return outDir;
}

const gzipCache = new Map();
function gzipSize(outDir, file) {
  const full = path.join(outDir, file);
  if (!gzipCache.has(full)) gzipCache.set(full, zlib.gzipSync(readFileSync(full), { level: 6 }).length);
  return gzipCache.get(full);
}

function loadManifest(outDir) {
  const file = path.join(outDir, '.vite/manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build with build.manifest = true`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Manifest keys reachable from `keys` through static imports: what loads together with them. */
function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`manifest has no chunk '${key}'`);
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/** The lazy chunks of a route file that render it: splits holding its component or its loader. */
function routeChunkKeys(manifest, routeName) {
  const files = [
    `src/routes/${routeName}.tsx`,
    `src/routes/${routeName}.lazy.tsx`,
    `src/routes/${routeName}/route.tsx`,
    `src/routes/${routeName}/index.tsx`,
    `src/routes/${routeName}.index.tsx`,
  ];
  return Object.keys(manifest).filter((key) => {
    const [file, query = ''] = key.split('?');
    if (!files.includes(file)) return false;
    const split = new URLSearchParams(query).get('tsr-split');
    if (split === null) return file.endsWith('.lazy.tsx');
    return split.split(/[^A-Za-z]+/).some((part) => part === 'component' || part === 'loader');
  });
}

function keyOfSource(manifest, src) {
  const key = Object.keys(manifest).find((k) => manifest[k].src === src);
  if (!key)
    throw new Error(`${src} is not a chunk of its own in the manifest (is it still imported lazily?)`);
  return key;
}

function figure(outDir, files) {
  const list = [...new Set(files)].map((file) => ({ file, gzip: gzipSize(outDir, file) }));
  list.sort((a, b) => b.gzip - a.gzip);
  return { gzip: list.reduce((sum, f) => sum + f.gzip, 0), files: list };
}

function fromManifest(outDir) {
  const manifest = loadManifest(outDir);
  const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  const rootChunks = routeChunkKeys(manifest, '__root');
  const cssOf = (keys) => [...new Set([...keys].flatMap((k) => manifest[k].css ?? []))];

  const firstPaint = {};
  const portalKeys = new Set();
  for (const { url, route } of FIRST_PAINT_ROUTES) {
    const own = routeChunkKeys(manifest, route);
    if (own.length === 0) throw new Error(`no lazy chunk of src/routes/${route}.tsx in the manifest`);
    const keys = staticClosure(manifest, [...entries, ...rootChunks, ...own]);
    firstPaint[url] = {
      ...figure(
        outDir,
        [...keys].map((k) => manifest[k].file),
      ),
      css: figure(outDir, cssOf(keys)),
    };
    if (url === '/portal') keys.forEach((k) => portalKeys.add(k));
  }

  const clientScreens = {};
  for (const { url, routes } of CLIENT_ROUTES) {
    const own = routes.flatMap((route) => {
      const keys = routeChunkKeys(manifest, route);
      if (keys.length === 0) throw new Error(`no lazy chunk of src/routes/${route}.tsx in the manifest`);
      return keys;
    });
    const keys = staticClosure(manifest, [...entries, ...rootChunks, ...own]);
    clientScreens[url] = {
      ...figure(
        outDir,
        [...keys].map((k) => manifest[k].file),
      ),
      css: figure(outDir, cssOf(keys)),
    };
  }

  const simulatorKeys = staticClosure(
    manifest,
    SIMULATOR_SOURCES.map((src) => keyOfSource(manifest, src)),
  );
  const allKeys = new Set([...portalKeys, ...simulatorKeys]);
  const portalAll = figure(outDir, [...[...allKeys].map((k) => manifest[k].file), ...serverScripts(outDir)]);
  return { firstPaint, portalAll, clientScreens };
}

/**
 * A static server for the build, as common static hosts serve one: files as they are, clean URLs (/portal
 * answers portal.html), index.html for every other path (an SPA).
 */
function serve(outDir, served) {
  const types = {
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.html': 'text/html',
    '.svg': 'image/svg+xml',
  };
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    let file = path.join(outDir, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    if (!existsSync(file) && existsSync(`${file}.html`)) file = `${file}.html`;
    if (!file.startsWith(outDir) || !existsSync(file) || !statSync(file).isFile()) {
      file = path.join(outDir, 'index.html');
    }
    const rel = path.relative(outDir, file).split(path.sep).join('/');
    if (rel.endsWith('.js')) served.add(rel);
    response.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function fromBrowser(outDir) {
  const { chromium } = await import('playwright-core');
  const served = new Set();
  const server = await serve(outDir, served);
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${origin}/portal`, { waitUntil: 'load' });
    // The simulator starts on the visitor's first key, touch or click.
    await page.locator('#root[data-live]').waitFor({ state: 'attached', timeout: 20_000 });
    await page.keyboard.press('Shift');
    await page.waitForFunction(() => '__simulator' in window, null, { timeout: 20_000 });
    // The store is open (on this first visit, seeded in the page); one call goes through it, and the service
    // worker installs behind the page meanwhile.
    await page.evaluate(() => window.__simulator.now());
    await page.waitForLoadState('networkidle');
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
  return figure(outDir, [...served]);
}

function kB(bytes) {
  return `${(bytes / KB).toFixed(1)} kB`;
}

async function main() {
  const outDir = distArg ? path.resolve(distArg) : buildFresh();
  try {
    const { firstPaint, portalAll, clientScreens } = fromManifest(outDir);
    const rows = [];
    for (const [url, f] of Object.entries(firstPaint)) {
      rows.push({
        what: `first paint of ${url} (manifest)`,
        gzip: f.gzip,
        files: f.files.length,
        budget: BUDGETS.firstPaint,
      });
    }
    rows.push({
      what: 'all JS on /portal, simulator included (manifest)',
      gzip: portalAll.gzip,
      files: portalAll.files.length,
      budget: BUDGETS.portalAll,
    });
    for (const [url, f] of Object.entries(clientScreens)) {
      rows.push({ what: `JS of ${url}, simulator aside (manifest)`, gzip: f.gzip, files: f.files.length });
    }

    let browser = null;
    if (!useBrowser) console.log('Chromium check skipped (--no-browser).');
    else if (!existsSync(CHROMIUM_PATH)) console.log(`Chromium check skipped: ${CHROMIUM_PATH} is missing.`);
    else {
      browser = await fromBrowser(outDir);
      rows.push({
        what: 'all JS on /portal, simulator included (Chromium)',
        gzip: browser.gzip,
        files: browser.files.length,
        budget: BUDGETS.portalAll,
      });
    }
    for (const row of rows) row.pass = row.budget === undefined || row.gzip <= row.budget;

    console.log('\nJS, gzip level 6:');
    for (const [url, f] of Object.entries(firstPaint)) {
      console.log(
        `  before first paint of ${url}: ${f.files.map((x) => `${x.file} ${kB(x.gzip)}`).join(', ')}`,
      );
      console.log(`    (CSS, not counted: ${kB(f.css.gzip)})`);
    }
    console.log(`  all on /portal: ${portalAll.files.map((x) => `${x.file} ${kB(x.gzip)}`).join(', ')}`);
    for (const [url, f] of Object.entries(clientScreens)) {
      console.log(`  ${url}: ${f.files.map((x) => `${x.file} ${kB(x.gzip)}`).join(', ')}`);
      console.log(`    (CSS, not counted: ${kB(f.css.gzip)})`);
    }
    if (browser) {
      const expected = new Set(portalAll.files.map((x) => x.file));
      const seen = new Set(browser.files.map((x) => x.file));
      const onlySeen = [...seen].filter((f) => !expected.has(f));
      const onlyExpected = [...expected].filter((f) => !seen.has(f));
      console.log(`  Chromium downloaded ${seen.size} JS files on a first visit to /portal.`);
      if (onlySeen.length)
        console.log(`  WARN downloaded but not in the manifest figure: ${onlySeen.join(', ')}`);
      if (onlyExpected.length)
        console.log(`  note: in the manifest figure, not downloaded: ${onlyExpected.join(', ')}`);
    }

    console.log('');
    const width = Math.max(...rows.map((r) => r.what.length));
    for (const r of rows) {
      const files = `${r.files} files`.padStart(9);
      console.log(
        `${r.budget === undefined ? 'INFO' : r.pass ? 'PASS' : 'FAIL'}  ${r.what.padEnd(width)}  ${kB(r.gzip).padStart(9)}  ${files}  ${r.budget === undefined ? '(no budget)' : `(budget <= ${kB(r.budget)})`}`,
      );
    }

    const pass = rows.every((r) => r.pass);
    mkdirSync(path.join(root, 'reports'), { recursive: true });
    const report = {
      measuredAt: new Date().toISOString(),
      build: distArg ? path.relative(root, outDir) || '.' : 'fresh vite build (temporary folder)',
      unit: 'bytes, gzip level 6; budgets in bytes (1 kB = 1000)',
      budgets: BUDGETS,
      firstPaint,
      portalAll,
      clientScreens,
      browser,
      rows,
      pass,
    };
    writeFileSync(path.join(root, 'reports/size.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nWritten to reports/size.json. ${pass ? 'All within budget.' : 'Over budget: FAIL.'}`);
    return pass ? 0 : 1;
  } finally {
    if (!distArg) rmSync(outDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`size-report: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
