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
      server.middlewares.use(`${server.config.base}${OPENAPI_FILE}`, (_request, response, next) => {
        documentText().then((text) => {
          response.setHeader('Content-Type', 'application/json; charset=utf-8');
          response.end(text);
        }, next);
      });
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: OPENAPI_FILE, source: await documentText() });
    },
  };
}
