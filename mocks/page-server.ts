import { systemClock } from './domain/clock';
import { createDispatch } from './http/handlers';
import { createServerContext } from './http/server-context';
import type { PageServer } from './worker-protocol';

/**
 * The server script as a page's own copy of the server (SRV-52): a page that no service worker answers
 * (a first visit while the worker installs, a hard reload, a browser without service workers) calls these
 * handlers directly, over this browser's IndexedDB or the one `storeOptions` names. The worker and every such
 * page share the stored demo: each request is one transaction of its own.
 */
export const pageServer: PageServer = {
  async open({ delayMs, storeOptions }) {
    const ctx = createServerContext({
      clock: systemClock,
      delayMs,
      validateResponses: import.meta.env.DEV,
      ...(storeOptions ? { storeOptions } : {}),
    });
    await ctx.store();
    const dispatch = createDispatch(ctx);
    return async (request) => (await dispatch(request)) ?? new Response(null, { status: 404 });
  },
};
