import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Mantine's core styles come one file per component (`@mantine/core/styles/Button.css`), and the whole set
 * (`styles.css`) is twice the size of what this app uses: render-blocking CSS on every first paint. The app
 * imports only the files its components need, listed in `src/shared/ui/mantine-styles.ts`; this build step
 * keeps that list exact. Every class a Mantine component applies is a hashed name (`m_77c9d27d`) that its
 * module carries in the bundle, and exactly one of the per-component files defines it. So the files the
 * built scripts need are known, and the build fails, naming them, when the list misses one or keeps one
 * nothing uses. The order is that of `styles.css`, where a component's base comes before what builds on it.
 */

const STYLES_DIR = 'node_modules/@mantine/core/styles';
/** Not a component's: the reset, the theme's variables and the global classes. */
const GLOBAL_FILES = ['baseline.css', 'default-css-variables.css', 'global.css'];
const CLASS = /\bm_[0-9a-f]{8}\b/g;

export interface StyleFile {
  name: string;
  /** The Mantine classes it defines. */
  classes: ReadonlySet<string>;
}

/** The per-component files (the unlayered ones) in the order `styles.css` puts them. */
export function mantineStyleFiles(root: string): StyleFile[] {
  const dir = path.join(root, STYLES_DIR);
  const whole = readFileSync(path.join(root, 'node_modules/@mantine/core/styles.css'), 'utf8');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.css') && !name.endsWith('.layer.css'))
    .map((name) => {
      const css = readFileSync(path.join(dir, name), 'utf8');
      const at = whole.indexOf(css.trim().slice(0, 200));
      if (at < 0) throw new Error(`${name} no aparece en @mantine/core/styles.css`);
      return { name, classes: new Set(css.match(CLASS) ?? []), at };
    })
    .sort((a, b) => a.at - b.at)
    .map(({ name, classes }) => ({ name, classes }));
}

/** The files that define a class the scripts use, with the global ones, in order. */
export function neededStyleFiles(files: readonly StyleFile[], scripts: readonly string[]): string[] {
  const used = new Set(scripts.flatMap((code) => code.match(CLASS) ?? []));
  return files
    .filter((f) => GLOBAL_FILES.includes(f.name) || [...f.classes].some((c) => used.has(c)))
    .map((f) => f.name);
}

/** The files a module imports as `import '@mantine/core/styles/<name>'`, in its order. */
export function listedStyleFiles(source: string): string[] {
  return [...source.matchAll(/^import '@mantine\/core\/styles\/([\w-]+\.css)';$/gm)].map((m) => m[1]!);
}

/** What to change in the list, in words; null when it is exact. */
export function styleListProblem(listed: readonly string[], needed: readonly string[]): string | null {
  if (listed.join() === needed.join()) return null;
  const missing = needed.filter((name) => !listed.includes(name));
  const unused = listed.filter((name) => !needed.includes(name));
  const parts = [
    missing.length > 0 ? `missing: ${missing.join(', ')}` : '',
    unused.length > 0 ? `not used: ${unused.join(', ')}` : '',
    missing.length === 0 && unused.length === 0 ? 'out of styles.css order' : '',
  ].filter(Boolean);
  return `${parts.join('; ')}. The list should read, in this order:\n${needed.map((name) => `import '@mantine/core/styles/${name}';`).join('\n')}`;
}

export function mantineStyles(options: { list: string }): Plugin {
  let root = process.cwd();
  let ssr = false;
  return {
    name: 'mantine-styles',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      // A server build (the prerender's) leaves Mantine's modules out of its bundle: nothing to check.
      ssr = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      const scripts = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file.code] : []));
      const needed = neededStyleFiles(mantineStyleFiles(root), scripts);
      const listed = listedStyleFiles(readFileSync(path.join(root, options.list), 'utf8'));
      const problem = styleListProblem(listed, needed);
      if (problem) this.error(`${options.list} does not import the Mantine styles the app uses: ${problem}`);
    },
  };
}
