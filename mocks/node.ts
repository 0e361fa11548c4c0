import { setupServer } from 'msw/node';
import { systemClock } from './domain/clock';
import { createHandlers } from './http/handlers';
import { createServerContext, type ServerContext } from './http/server-context';

export { manualClock, systemClock, type Clock, type ManualClock } from './domain/clock';
export { createServerContext, type ServerContext, type ServerOptions } from './http/server-context';

/** The simulated server in a Node process, answering that process's fetch(). */
export interface NodeSimulator {
  /** msw/node's server: `listen()` before the first call, `close()` after the last. */
  server: ReturnType<typeof setupServer>;
  /** Answers from now on with `context`: another clock, delay or store (a fresh store for each test). */
  serve(context: ServerContext): void;
}

/**
 * The simulator's handlers behind msw/node: every documented call, answered on any host and base, over
 * IndexedDB (in Node, fake-indexeddb: `import 'fake-indexeddb/auto'`, before or after this module). The
 * project's own handler and screen tests run on it (tests/simulator.ts), and so can another project's tests,
 * through the package built from this module: README, 'Installing the simulator as a package'. By default the
 * server keeps the system's time, answers without delay, checks every answer against the contract and seeds
 * its store on the first call.
 */
export function setupSimulator(
  context: ServerContext = createServerContext({ clock: systemClock, validateResponses: true }),
): NodeSimulator {
  const server = setupServer(...createHandlers(context));
  return { server, serve: (next) => server.resetHandlers(...createHandlers(next)) };
}
