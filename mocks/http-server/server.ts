/**
 * The simulator over HTTP (SRV-66): node:http in front of the same handlers the service worker and msw/node
 * run, answered through MSW's getResponse, for any client (curl, Postman, a phone's app, a page on this
 * machine). Its store is fake-indexeddb in this process's memory, kept in a file between runs.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { getResponse, type RequestHandler } from 'msw';
import { errorBodyOf } from '@/contract/errors';
import { systemClock, type Clock } from '../domain/clock';
import { createHandlers } from '../http/handlers';
import { INTERNAL_ERROR_MESSAGE } from '../http/route';
import { createServerContext, type ServerContext } from '../http/server-context';
import { corsHeaders, preflightHeaders } from './cors';
import { BodyTooLarge, MAX_BODY_BYTES, sendFetchResponse, toFetchRequest } from './node-messages';
import { stateFileKeeper } from './state-file';

export { StateFileRefused } from './state-file';

/** The port the simulator listens on unless told otherwise. */
export const DEFAULT_PORT = 8787;

/** The address it listens on unless told otherwise: this machine only. */
export const DEFAULT_HOST = '127.0.0.1';

export interface HttpSimulatorOptions {
  /** The file the state is kept in between runs, in the format of 'Exportar estado'. */
  stateFile: string;
  /** The port (DEFAULT_PORT); 0 takes a free one. */
  port?: number;
  /** The address to listen on (DEFAULT_HOST); '0.0.0.0' lets a phone on the same network in. */
  host?: string;
  /** The real time the simulator's clock starts from (the system's); its jumps add to it. */
  clock?: Clock;
  /** Where the one line per call goes (console.log). */
  log?: (line: string) => void;
  /** Where a failed write of the state file is told (console.error). */
  onWriteError?: (error: unknown) => void;
}

export interface HttpSimulator {
  /** Its address on this machine: http://localhost:<port>. */
  url: string;
  port: number;
  /** The state file's path. */
  stateFile: string;
  /** Whether the state came from the file; false when there was none and the demo was seeded afresh. */
  loadedState: boolean;
  /** Writes the state to the file now. */
  save(): Promise<void>;
  /** Stops answering, writes the state and closes every connection. */
  close(): Promise<void>;
}

/** What an address no call has is answered: as the handlers answer an unknown /api/ path (SRV-56). */
function noCallResponse(method: string, path: string): Response {
  return Response.json(errorBodyOf(`No existe la llamada ${method} ${path}`), { status: 404 });
}

async function answerWith(handlers: RequestHandler[], request: Request): Promise<Response> {
  return (
    (await getResponse(handlers, request)) ?? noCallResponse(request.method, new URL(request.url).pathname)
  );
}

/** A call that may have changed the store: any but GET and HEAD that succeeded (a refusal changes nothing). */
const mayHaveChanged = (method: string, response: Response) =>
  method !== 'GET' && method !== 'HEAD' && response.ok;

function listen(server: ReturnType<typeof createServer>, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/**
 * Starts the simulator over HTTP: takes the port, loads the state file if there is one (else seeds the demo as
 * a first visit does) and writes it at once, then answers calls, writing the state after each that may have
 * changed it.
 */
export async function startHttpSimulator(options: HttpSimulatorOptions): Promise<HttpSimulator> {
  const log = options.log ?? ((line: string) => console.log(line));
  const context = createServerContext({
    clock: options.clock ?? systemClock,
    storeOptions: { indexedDB: new IDBFactory(), IDBKeyRange },
  });
  const handlers = createHandlers(context);
  // The server's own calls (the state file's import and export) go through a context of their own over the
  // same store, so they are neither logged in the panel's list of calls nor checked against the contract.
  const own: ServerContext = {
    clock: context.clock,
    delayMs: 0,
    validateResponses: false,
    store: context.store,
  };
  const ownHandlers = createHandlers(own);
  const keeper = stateFileKeeper(
    options.stateFile,
    (request) => answerWith(ownHandlers, request),
    options.onWriteError ??
      ((error) => console.error(`No se pudo guardar el estado en ${options.stateFile}:`, error)),
  );

  const serve = async (message: IncomingMessage, reply: ServerResponse) => {
    const started = performance.now();
    const method = message.method ?? 'GET';
    const origin = message.headers.origin;
    let outcome: string;
    try {
      if (method === 'OPTIONS') {
        reply.writeHead(204, preflightHeaders(origin)).end();
        outcome = '204';
      } else {
        const gone = new AbortController();
        reply.on('close', () => {
          if (!reply.writableFinished) gone.abort();
        });
        const request = await toFetchRequest(message, gone.signal);
        const response = await answerWith(handlers, request);
        await sendFetchResponse(reply, response, corsHeaders(origin));
        outcome = response.type === 'error' ? 'sin respuesta' : String(response.status);
        if (mayHaveChanged(method, response)) keeper.changed();
      }
    } catch (error) {
      const tooLarge = error instanceof BodyTooLarge;
      if (!tooLarge) console.error(`Error interno en ${method} ${message.url}`, error);
      const status = tooLarge ? 413 : 500;
      const text = tooLarge
        ? `La solicitud supera el máximo de ${MAX_BODY_BYTES / 1024 / 1024} MB`
        : INTERNAL_ERROR_MESSAGE;
      if (!reply.headersSent)
        reply
          .writeHead(status, {
            'content-type': 'application/json',
            connection: 'close',
            ...corsHeaders(origin),
          })
          .end(JSON.stringify(errorBodyOf(text)));
      outcome = String(status);
    }
    log(`${method} ${message.url ?? '/'} ${outcome} ${Math.round(performance.now() - started)} ms`);
  };

  // The port is taken first, so a port in use stops the start before the state file is touched; a call that
  // comes while the state loads waits for it.
  let loaded = () => {};
  const loading = new Promise<void>((resolve) => {
    loaded = resolve;
  });
  const server = createServer((message, reply) => void loading.then(() => serve(message, reply)));
  const port = await listen(server, options.port ?? DEFAULT_PORT, options.host ?? DEFAULT_HOST);
  let loadedState: boolean;
  try {
    loadedState = await keeper.load();
    await keeper.save();
  } catch (error) {
    server.close();
    server.closeAllConnections();
    throw error;
  }
  loaded();
  let closing: Promise<void> | undefined;
  return {
    url: `http://localhost:${port}`,
    port,
    stateFile: options.stateFile,
    loadedState,
    save: keeper.save,
    close() {
      closing ??= (async () => {
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        await stopped;
        await keeper.save();
        (await context.store()).close();
      })();
      return closing;
    },
  };
}
