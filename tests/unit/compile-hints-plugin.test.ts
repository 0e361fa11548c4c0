import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../scripts/compile-hints-plugin';

type Bundle = Record<string, Record<string, unknown>>;

/** Runs the plugin's last step over a bundle as the bundler hands it over. */
function finish(bundle: Bundle): Bundle {
  const hook = compileHints().generateBundle as unknown as {
    handler: (options: unknown, bundle: Bundle) => void;
  };
  hook.handler({}, bundle);
  return bundle;
}

describe('compile hints', () => {
  it("starts every JavaScript chunk with V8's hint, before the build's own first line, and moves its sourcemap one line down", () => {
    const bundle = finish({
      'assets/index.js': { type: 'chunk', fileName: 'assets/index.js', code: 'const __vite__mapDeps=1;' },
      'assets/index.js.map': {
        type: 'asset',
        fileName: 'assets/index.js.map',
        source: '{"version":3,"mappings":"AAAA"}',
      },
      'assets/lazy.js': {
        type: 'chunk',
        fileName: 'assets/lazy.js',
        code: 'export{}',
        map: { mappings: 'AAAA' },
      },
      'assets/index.css': { type: 'asset', fileName: 'assets/index.css', source: 'a{}' },
    });
    expect(bundle['assets/index.js']!.code).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=1;`);
    expect(JSON.parse(bundle['assets/index.js.map']!.source as string)).toEqual({
      version: 3,
      mappings: ';AAAA',
    });
    expect(bundle['assets/lazy.js']!.code).toBe(`${COMPILE_HINT}\nexport{}`);
    expect(bundle['assets/lazy.js']!.map).toEqual({ mappings: ';AAAA' });
    expect(bundle['assets/index.css']!.source).toBe('a{}');
  });
});
