import { http, matchRequestUrl, type HttpHandler } from 'msw';
import { accountRoutes } from './account';
import { authRoutes } from './auth';
import { cardsRoutes } from './cards';
import { demoProgressRoutes } from './demo-progress';
import { depositsRoutes } from './deposits';
import { investmentsRoutes } from './investments';
import { offersRoutes } from './offers';
import { paisesRoutes } from './paises';
import { projectsRoutes } from './projects';
import { simulatorRoutes } from './simulator';
import type { Endpoint, Route } from './route';
import { withdrawalsRoutes } from './withdrawals';
import type { ServerContext } from './server-context';

/** Every documented call the simulator answers. Each resource module adds its routes here. */
export const routes: readonly Route[] = [
  ...paisesRoutes,
  ...authRoutes,
  ...simulatorRoutes,
  ...demoProgressRoutes,
  ...accountRoutes,
  ...projectsRoutes,
  ...investmentsRoutes,
  ...offersRoutes,
  ...depositsRoutes,
  ...withdrawalsRoutes,
  ...cardsRoutes,
];

/** The part of a path from '/api/' on: the simulator answers the documented path on any host and base (API-01). */
function apiPathOf(url: URL): string | null {
  const at = url.pathname.indexOf('/api/');
  return at < 0 ? null : url.pathname.slice(at);
}

/** Answers a request with the call it names, or undefined when no documented call has its method and path. */
export type Dispatch = (request: Request) => Promise<Response | undefined>;

/**
 * The server as one function: a call's endpoints are found by a map of the fixed paths, then by matching the
 * few with a parameter. The service worker and a page that answers its own calls use it as it is; tests and
 * stories through MSW (createHandlers).
 */
export function createDispatch(ctx: ServerContext): Dispatch {
  const fixed = new Map<string, Endpoint[]>();
  const withParams: Endpoint[] = [];
  for (const endpoint of routes.flatMap((r) => r.toEndpoints(ctx))) {
    if (endpoint.path.includes('/:')) withParams.push(endpoint);
    else {
      const key = `${endpoint.method} ${endpoint.path}`;
      fixed.set(key, [...(fixed.get(key) ?? []), endpoint]);
    }
  }
  return async (request) => {
    const url = new URL(request.url);
    const path = apiPathOf(url);
    if (path === null) return undefined;
    for (const endpoint of fixed.get(`${request.method} ${path}`) ?? []) {
      const response = await endpoint.answer({ request, params: {} });
      if (response) return response;
    }
    for (const endpoint of withParams) {
      if (endpoint.method !== request.method) continue;
      const match = matchRequestUrl(url, `*${endpoint.path}`);
      if (!match.matches) continue;
      const response = await endpoint.answer({ request, params: match.params ?? {} });
      if (response) return response;
    }
    return undefined;
  };
}

/**
 * The server as MSW's request handlers, for msw/node and Storybook: one handler for every call. MSW gives
 * each handler in turn the request and, before matching it, parses the page's cookies for it; with one
 * handler per path a call paid that some eighty times before its own work began.
 */
export function createHandlers(ctx: ServerContext): HttpHandler[] {
  const dispatch = createDispatch(ctx);
  return [http.all('*', ({ request }) => dispatch(request))];
}
