import { readFile } from 'node:fs/promises';
import { runnerImport, type Plugin, type ResolvedConfig } from 'vite';

/** The module that writes the document from the contract's zod schemas. */
const SOURCE = 'src/contract/schemas/openapi.ts';
/** Where the document is published, at the site's base. */
export const OPENAPI_FILE = 'openapi.json';

/**
 * Publishes the contract as an OpenAPI 3.1 document: at build time, openapi.json beside index.html, generated
 * from src/contract (never written by hand, so it cannot drift from the schemas the simulator parses with);
 * in development, the same document served fresh at <base>openapi.json.
 */
export function openApi(): Plugin {
  let config: ResolvedConfig;

  const documentText = async (): Promise<string> => {
    const { version } = JSON.parse(await readFile(`${config.root}/package.json`, 'utf8')) as {
      version: string;
    };
    const { module } = await runnerImport<typeof import('../src/contract/schemas/openapi')>(SOURCE, {
      root: config.root,
      configFile: false,
      logLevel: 'warn',
    });
    return `${JSON.stringify(module.openApiDocument(version), null, 2)}\n`;
  };

  return {
    name: 'openapi',
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      // Written once as the server starts, and again after a change under src/contract: a cold module runner
      // took over 15 s on a busy machine, and each new page (each story of the test run) would ask again.
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
        if (file.replaceAll('\\', '/').includes('/src/contract/')) text = undefined;
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
