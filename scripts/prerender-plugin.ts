import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest, type Plugin, type ResolvedConfig } from 'vite';

/** The public screens a visitor lands on: drawn from HTML before any script runs. */
const PRERENDERED = ['/portal', '/cotizador'];

interface PrerenderEntry {
  render(path: string): Promise<{ head: string; body: string }>;
}

/** Every chunk a route's component needs, so the browser fetches them at once instead of in a chain. */
function chunksOf(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  if (!chunk.file.endsWith('.html')) seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunksOf(manifest, imported, seen);
  return seen;
}

/**
 * After `vite build`, renders the public screens to HTML (a server-side build of src/entry-prerender.tsx) and
 * writes them beside index.html as portal.html and cotizador.html: the page paints from HTML and CSS, inert
 * (nothing typed there could be kept), and the scripts replace it with the live screen once its route is ready
 * (src/main.tsx). Other paths keep the empty index.html.
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
      for (const screen of PRERENDERED) {
        const { head, body } = await entry.render(`${config.base}${screen.slice(1)}`);
        const preloads = [
          ...appScripts.flatMap((m) => (m[2] ? [m[2]] : [])),
          ...[...chunksOf(manifest, `src/routes${screen}.tsx?tsr-split=component`)].map(
            (f) => config.base + f,
          ),
        ];
        // The page paints from its HTML and CSS first; then the scripts load, the route's chunks with them.
        const loader = `<script type="module">const go=()=>{for(const href of ${JSON.stringify(preloads)}){const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;document.head.append(l)}import(${JSON.stringify(mainScript)})};requestAnimationFrame(()=>setTimeout(go))</script>`;
        const html = shell
          .replace('</head>', `${head}</head>`)
          .replace('<div id="root"></div>', `<div id="root" inert>${body}</div>${loader}`);
        if (!html.includes(body)) throw new Error(`prerender: index.html has no root to fill for ${screen}`);
        writeFileSync(path.join(outDir, `${screen.slice(1)}.html`), html);
      }
    },
  };
}
