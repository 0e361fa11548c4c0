import type { Plugin } from 'vite';

/** V8's compile hint for a whole file (Chromium 136 and later); it must be the file's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks every chunk of the build with V8's compile hint. Without it V8 only pre-parses a script's functions and
 * compiles each on its first call, on the main thread, inside whatever task calls it; with it, the functions are
 * compiled as the chunk is read, off the main thread while it streams. The chunks a page loads run most of their
 * code as the page starts (the renderer, the router, the screens' shared components), so on a client screen's
 * load under Lighthouse's mobile CPU the main thread blocked about a quarter less (docs/architecture.md).
 * Other engines read the line as a comment.
 *
 * Added last, to the final code (the bundler's own banner goes before the preload helper the build puts at the top
 * of the entry chunk), with a sourcemap's lines moved one down to match.
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || !file.fileName.endsWith('.js')) continue;
          file.code = `${COMPILE_HINT}\n${file.code}`;
          const map = bundle[`${file.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const json = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          } else if (file.map) {
            file.map.mappings = `;${file.map.mappings}`;
          }
        }
      },
    },
  };
}
