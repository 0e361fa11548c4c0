import path from 'node:path';
import { runnerImport } from 'vite';

/**
 * The text of openapi.json for the checkout at `root`, and how long it took: the zod schemas of src/contract
 * with the examples the simulator of mocks/ answers (scripts/openapi-document.ts), loaded by a Vite module
 * runner of their own, without the app's config (its plugins have nothing to do with them).
 */
export async function contractDocumentText(root) {
  const started = performance.now();
  const { module } = await runnerImport(path.join(root, 'scripts/openapi-document.ts'), {
    root,
    configFile: false,
    logLevel: 'warn',
    // The imports of src/ and mocks/ as vite.config.ts resolves them.
    resolve: {
      alias: { '@': path.join(root, 'src'), tldts: path.join(root, 'mocks/shims/tldts.ts') },
    },
  });
  return { text: module.documentText, milliseconds: performance.now() - started };
}
