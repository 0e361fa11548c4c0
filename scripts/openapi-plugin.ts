import type { Plugin, ResolvedConfig } from 'vite';
import { contractDocumentText } from './contract-document.mjs';

/** Where the document is published, at the site's base. */
export const OPENAPI_FILE = 'openapi.json';

/**
 * Publishes the contract as an OpenAPI 3.1 document: at build time, openapi.json beside index.html, generated
 * from src/contract (never written by hand, so it cannot drift from the schemas the simulator parses with),
 * with examples the simulator of mocks/ answers (mocks/contract-examples.ts); in development, the same
 * document served at <base>openapi.json. A drifting example fails the build, naming its call.
 */
export function openApi(): Plugin {
  let config: ResolvedConfig;

  const documentText = async (): Promise<string> => {
    const { text, milliseconds } = await contractDocumentText(config.root);
    config.logger.info(`${OPENAPI_FILE}: contrato con ejemplos en ${(milliseconds / 1000).toFixed(1)} s`);
    return text;
  };

  return {
    name: 'openapi',
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      // Written once as the server starts, and again after a change under src/contract or mocks/ (the
      // examples are the simulator's answers): a cold module runner took over 15 s on a busy machine, and each
      // new page (each story of the test run) would ask again.
      let text: Promise<string> | undefined;
      const current = () => {
        if (!text) {
          text = documentText();
          // A failed write is tried again on the next request.
          text.catch(() => (text = undefined));
        }
        return text;
      };
      server.watcher.on('all', (_event, file) => {
        const changed = file.replaceAll('\\', '/');
        if (changed.includes('/src/contract/') || changed.includes('/mocks/')) text = undefined;
      });
      void current().catch(() => undefined);
      server.middlewares.use(`${server.config.base}${OPENAPI_FILE}`, (_request, response, next) => {
        current().then((body) => {
          response.setHeader('Content-Type', 'application/json; charset=utf-8');
          response.end(body);
        }, next);
      });
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: OPENAPI_FILE, source: await documentText() });
    },
  };
}
