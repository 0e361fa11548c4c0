import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest, type ManifestChunk, type Plugin, type ResolvedConfig } from 'vite';
import { applyContentSecurityPolicy } from './content-security-policy.ts';
import { writePrecache } from './simulator-worker-plugin.ts';

/**
 * The public screens a visitor lands on, drawn from HTML before any script runs, and the files each is
 * written to. index.html carries the login too: '/' shows it (ROUTE-01 then moves the address to /portal),
 * and so does any path on a host that answers every unknown path with index.html (the early script below
 * empties the root there when the address is not the login's, so another route never flashes the login).
 */
const PRERENDERED: readonly { screen: string; files: readonly string[] }[] = [
  { screen: '/portal', files: ['portal.html', 'index.html'] },
  { screen: '/cotizador', files: ['cotizador.html'] },
  { screen: '/nueva-cuenta', files: ['nueva-cuenta.html'] },
  { screen: '/forgot', files: ['forgot.html'] },
  { screen: '/login-pendiente', files: ['login-pendiente.html'] },
];

/** The page's path without a trailing slash, '/index' or '.html', as the early scripts compare it. */
const PAGE_PATH = "(location.pathname.replace(/(\\/index)?(\\.html)?\\/?$/,'')||'/')";

/**
 * In the head: when the address is not one of `paths` (a host that answers every path with index.html), the
 * prerendered screen is hidden before the first paint, so another route never flashes the login.
 */
function elsewhereScript(paths: readonly string[]): string {
  return `<style>html[data-elsewhere] #root[data-prerendered]{visibility:hidden}</style><script>if(!${JSON.stringify(paths)}.includes(${PAGE_PATH}))document.documentElement.setAttribute('data-elsewhere','')</script>`;
}

/**
 * After the root, before the app's scripts (src/app/take-over.ts does the rest): empties the root where the
 * head script found the address elsewhere; otherwise, while the page is still plain HTML, holds back form
 * submissions (a native one would put the password in the address) and button clicks, for the app to play
 * once it is live.
 */
function earlyActionsScript(): string {
  return `(()=>{const r=document.getElementById('root'),h=document.documentElement;if(h.hasAttribute('data-elsewhere')){r.replaceChildren();r.removeAttribute('data-prerendered');h.removeAttribute('data-elsewhere');return}const q=window.__earlyActions=[],on=(t,f)=>document.addEventListener(t,e=>{if(r.hasAttribute('data-prerendered'))f(e)},true);on('submit',e=>{e.preventDefault();q.push(e.target)});on('click',e=>{const b=e.target.closest&&e.target.closest('button:not([type=submit])');if(b){e.preventDefault();q.push(b)}})})()`;
}

/**
 * An inline script's start: `step(0)` declares the chunks `preloads` as module preloads, PRELOADS_PER_TASK
 * links per task, then imports the app's entry `main`. Inserting a module preload costs the main thread a few
 * milliseconds (more on a phone), so all of them at once was a long task of its own, and even a dozen were
 * 100-180 ms on a 4x slower CPU. Three per task lowered what the projects screen's load blocks in Lighthouse's
 * mobile figures (median 763 to 432 ms). One per task: while the chunks already asked for are compiled on
 * other threads, a task of three inserts took 15-33 ms by the clock for 2-4 ms of CPU on a 2-core machine,
 * and each counted in Lighthouse's blocking time; single inserts stay under its threshold (the tasks of
 * inserting and evaluating went from 49 to 20 ms of estimated blocking per client screen load, over 30 loads),
 * and the screen is drawn no later.
 */
const PRELOADS_PER_TASK = 1;

/**
 * `evaluate`: chunks the entry imports statically, evaluated one per task before the entry, dependencies first.
 * Imported with the entry, the whole graph's top-level code ran in one task (on a client screen, 200 ms of
 * Lighthouse's 4x slower CPU); each chunk is evaluated once either way, and the entry then finds them done.
 */
function preloadSteps(preloads: readonly string[], main: string, evaluate: readonly string[] = []): string {
  const n = PRELOADS_PER_TASK;
  return `const p=${JSON.stringify(preloads)},m=${JSON.stringify(main)},v=${JSON.stringify(evaluate)},add=(href)=>{const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;document.head.append(l)},run=(i)=>i<v.length?import(v[i]).then(()=>setTimeout(()=>run(i+1))):import(m),step=(i)=>{p.slice(i,i+${n}).forEach(add);i+${n}<p.length?setTimeout(()=>step(i+${n})):run(0)};`;
}

/**
 * The chunks `keys` are and import statically, each after the chunks it imports (the order they are evaluated
 * in); of the entry (index.html), only what it imports.
 */
function dependenciesFirst(manifest: Manifest, keys: readonly string[]): string[] {
  const order: string[] = [];
  const seen = new Set<string>(['index.html']);
  const visit = (k: string) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    for (const imported of manifest[k].imports ?? []) visit(imported);
    order.push(manifest[k].file);
  };
  for (const imported of manifest['index.html']?.imports ?? []) visit(imported);
  for (const key of keys) visit(key);
  return order;
}

/** Runs `step(0)` once the page's HTML has painted; at once in a background tab, which paints nothing. */
const AFTER_FIRST_PAINT = `(document.visibilityState==='hidden'?step(0):requestAnimationFrame(()=>setTimeout(()=>step(0))))`;

interface PrerenderEntry {
  render(path: string): Promise<{ head: string; body: string }>;
  renderClientFrame(path: string): { head: string; body: string };
  /** Marks a client screen's landing lines in its loading frame. */
  LANDING_LEAD_ATTRIBUTE: string;
}

/** A chunk of the manifest and every chunk it imports statically, each once. */
function withImports(manifest: Manifest, key: string, seen = new Map<string, ManifestChunk>()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.set(key, chunk);
  for (const imported of chunk.imports ?? []) withImports(manifest, imported, seen);
  return seen;
}

/** Every chunk a route's component needs, so the browser fetches them at once instead of in a chain. */
function chunksOf(manifest: Manifest, key: string): Set<string> {
  const files = [...withImports(manifest, key).values()].map((chunk) => chunk.file);
  return new Set(files.filter((file) => !file.endsWith('.html')));
}

/** The style sheets of those chunks (each chunk's own, which its code otherwise adds when it loads). */
function stylesOf(manifest: Manifest, key: string): Set<string> {
  return new Set([...withImports(manifest, key).values()].flatMap((chunk) => chunk.css ?? []));
}

/** The client screens with a page of their own: each route file under src/routes/cliente/ but the index and the catch-all. */
function clientScreens(manifest: Manifest): string[] {
  const screens = Object.keys(manifest).flatMap((key) => {
    const match = /^src\/routes\/cliente\/([a-z][a-z-]*)\.tsx\?tsr-split=/.exec(key);
    return match && match[1] !== 'index' ? [`/cliente/${match[1]}`] : [];
  });
  return [...new Set(screens)];
}

/**
 * The manifest key of a route file's lazy part that holds its component: the router plugin names it after the
 * parts it holds ('src/routes/portal.tsx?tsr-split=component---loader').
 */
function routeComponentKey(manifest: Manifest, file: string): string {
  const key = Object.keys(manifest).find(
    (k) => k.startsWith(`${file}?tsr-split=`) && k.split('=')[1]!.split('---').includes('component'),
  );
  if (!key) throw new Error(`prerender: no lazy component of ${file} in the manifest`);
  return key;
}

/**
 * After `vite build`, renders the public screens to HTML (a server-side build of src/entry-prerender.tsx) and
 * writes them beside index.html (PRERENDERED): the page paints from HTML and CSS and is usable at once, and the
 * scripts load after the first paint and adopt it once its route is ready (src/main.tsx hydrates it).
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-public-screens',
    apply: (cfg, env) => env.command === 'build' && !cfg.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const indexFile = path.join(outDir, 'index.html');
      // Only the app's own build (Storybook leaves this plugin out: .storybook/main.ts).
      if (!existsSync(indexFile) || !readFileSync(indexFile, 'utf8').includes('<div id="root"></div>'))
        return;
      const ssrDir = path.resolve(config.root, 'node_modules/.prerender', path.basename(outDir));
      await build({
        configFile: path.resolve(config.root, 'vite.config.ts'),
        base: config.base,
        logLevel: 'warn',
        build: { ssr: 'src/entry-prerender.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false },
      });
      const entry = (await import(
        `${pathToFileURL(path.join(ssrDir, 'entry-prerender.js')).href}?t=${Date.now()}`
      )) as PrerenderEntry;
      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      const template = readFileSync(indexFile, 'utf8');
      // The scripts of the live app, as index.html loads them: moved behind the first paint below.
      const scriptTags =
        /<script type="module" crossorigin src="([^"]+)"><\/script>|<link rel="modulepreload" crossorigin href="([^"]+)">/g;
      const appScripts = [...template.matchAll(scriptTags)];
      const mainScript = appScripts.find((m) => m[1])?.[1];
      if (!mainScript) throw new Error('prerender: index.html loads no module script');
      const shell = template.replace(scriptTags, '');
      // The chunks the entry imports statically (the entry itself is imported, not preloaded).
      const entryPreloads = [...chunksOf(manifest, 'index.html')]
        .map((file) => config.base + file)
        .filter((href) => href !== mainScript);
      for (const { screen, files } of PRERENDERED) {
        const { head, body } = await entry.render(`${config.base}${screen.slice(1)}`);
        const routeKey = routeComponentKey(manifest, `src/routes${screen}.tsx`);
        // The style sheets of the route's chunks (its CSS modules, and those of the shared chunks it loads), in
        // the head: the HTML paints with the classes it uses. Left to the chunks, they came when the app took
        // over, and the page moved under the visitor's eyes (the login's layout shift was 0.26).
        const styleLinks = [...stylesOf(manifest, routeKey)]
          .map((sheet) => config.base + sheet)
          .filter((href) => !shell.includes(`href="${href}"`))
          .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
          .join('');
        const base = config.base.replace(/\/$/, '');
        const paths = [`${base}${screen}`, ...(files.includes('index.html') ? [base || '/'] : [])];
        const preloads = [
          ...new Set([
            ...appScripts.flatMap((m) => (m[2] ? [m[2]] : [])),
            ...[...chunksOf(manifest, routeKey)].map((f) => config.base + f),
          ]),
        ];
        // The page paints from its HTML and CSS first; then the route's chunks are preloaded, a dozen links
        // per task (inserting them all at once was a long task of its own, and declaring them in the head put
        // them before the first paint), and the app's entry is imported. At another address (a client screen
        // reloaded on a host that answers it with index.html: the early script emptied the root) there is
        // nothing to paint and this screen's chunks are of no use: only the entry's own chunks are preloaded,
        // and the entry is imported at once.
        const loader = `<script type="module">${preloadSteps(preloads, mainScript)}const e=${JSON.stringify(entryPreloads)};document.getElementById('root').hasAttribute('data-prerendered')?${AFTER_FIRST_PAINT}:(e.forEach(add),import(m))</script>`;
        const html = shell
          .replace('</head>', `${elsewhereScript(paths)}${styleLinks}${head}</head>`)
          .replace(
            '<div id="root"></div>',
            `<div id="root" data-prerendered>${body}</div><script>${earlyActionsScript()}</script>${loader}`,
          );
        if (!html.includes(body)) throw new Error(`prerender: index.html has no root to fill for ${screen}`);
        for (const file of files) writeFileSync(path.join(outDir, file), html);
      }
      // A client screen opened at its address (a reload, a bookmark, the login's redirect on another tab) has
      // none of the client's data to paint before the session is checked and its data loaded: its page paints the
      // client area's loading frame (SHELL-14: the top bar with the screen's title, the demo's banner, the
      // screen's first lines and 'Cargando...') from HTML and CSS, beside the root (src/main.tsx removes it when
      // the app draws), and drops a landing's lines at a list's address. Once that has painted, a script declares
      // every chunk the screen's first render needs (the entry's, the client area's frame, the screen's, and in
      // simulator builds the simulator's starter) and imports the entry, so they load side by side instead of in
      // a chain of imports discovered one after another. Asked for sooner, on a fast network the code arrived
      // first and held that paint until the app drew. A host that answers every path with index.html still
      // works: the page is then blank until the app draws, and the chunks are found as the code runs.
      const dropLandingLead = `<script>if(/[?&]listado=true(&|$)/.test(location.search))for(const e of document.querySelectorAll('[${entry.LANDING_LEAD_ATTRIBUTE}]'))e.remove()</script>`;
      const simulator = manifest['mocks/browser.ts'] ? ['mocks/browser.ts'] : [];
      const layout = routeComponentKey(manifest, 'src/routes/cliente.tsx');
      for (const screen of clientScreens(manifest)) {
        const keys = [layout, routeComponentKey(manifest, `src/routes${screen}.tsx`), ...simulator];
        const scripts = new Set(entryPreloads);
        const sheets = new Set<string>();
        for (const key of keys) {
          for (const file of chunksOf(manifest, key)) scripts.add(config.base + file);
          for (const sheet of stylesOf(manifest, key)) sheets.add(config.base + sheet);
        }
        const links = [...sheets]
          .filter((href) => !shell.includes(`href="${href}"`))
          .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
          .join('');
        // The entry's chunks and the client area's and the screen's, not the simulator's (it starts on its own).
        const evaluate = dependenciesFirst(manifest, [
          layout,
          routeComponentKey(manifest, `src/routes${screen}.tsx`),
        ]).map((file) => config.base + file);
        const start = `<script type="module">${preloadSteps([...scripts], mainScript, evaluate)}${AFTER_FIRST_PAINT}</script>`;
        const file = path.join(outDir, `${screen.slice(1)}.html`);
        mkdirSync(path.dirname(file), { recursive: true });
        const frame = entry.renderClientFrame(`${config.base}${screen.slice(1)}`);
        const html = shell
          .replace('</head>', `${links}${frame.head}</head>`)
          .replace('<div id="root"></div>', `<div id="root"></div>${frame.body}${dropLandingLead}${start}`);
        if (!html.includes(frame.body)) throw new Error(`prerender: index.html has no root for ${screen}`);
        writeFileSync(file, html);
      }
      // Every page, once written: its policy, with the hashes of its own early scripts.
      const env = config.env as Record<string, string | undefined>;
      const apiUrl = env.VITE_API_MODE === 'real' ? env.VITE_API_URL : undefined;
      applyContentSecurityPolicy(outDir, config.base, { apiOrigin: apiUrl ? new URL(apiUrl).origin : null });
      // Last, once every page is final: the list of the site's files the simulator's worker stores (PWA-02).
      writePrecache(outDir);
    },
  };
}
