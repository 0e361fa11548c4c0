import { setupServer } from 'msw/node';
import { createHandlers } from './http/handlers';
import { createServerContext, type ServerOptions } from './http/server-context';

/** The same handlers as the browser, answering Node's fetch: used by the handler and screen tests. */
export function createTestServer(options: ServerOptions) {
  const ctx = createServerContext({ validateResponses: true, ...options });
  return { ctx, server: setupServer(...createHandlers(ctx)) };
}
