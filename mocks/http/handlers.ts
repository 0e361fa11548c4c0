import { http, HttpResponse, matchRequestUrl, type HttpHandler } from 'msw';
import { errorBodyOf } from '@/contract/errors';
import { SIMULATOR_PANEL_PATHS } from '@/contract/simulator';
import { accountRoutes } from './account';
import { authRoutes } from './auth';
import { cardsRoutes } from './cards';
import { demoProgressRoutes } from './demo-progress';
import { depositsRoutes } from './deposits';
import { diversificationRoutes } from './diversification';
import { investmentsRoutes } from './investments';
import { offersRoutes } from './offers';
import { paisesRoutes } from './paises';
import { projectsRoutes } from './projects';
import { simulatedNetwork } from './simulated-network';
import { simulatorRoutes } from './simulator';
import { simulatorPanelRoutes } from './simulator-panel';
import { statementsRoutes } from './statements';
import { strategiesRoutes } from './strategies';
import type { Endpoint, Route } from './route';
import { withdrawalsRoutes } from './withdrawals';
import { forecastRoutes } from './forecast';
import { novedadesRoutes } from './novedades';
import { registerRoutes } from './route-registry';
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
  ...statementsRoutes,
  ...strategiesRoutes,
  ...forecastRoutes,
  ...diversificationRoutes,
  ...simulatorPanelRoutes,
  ...novedadesRoutes,
];
registerRoutes(routes);

/** The part of a path from '/api/' on: the simulator answers the documented path on any host and base (API-01). */
function apiPathOf(url: URL): string | null {
  const at = url.pathname.indexOf('/api/');
  return at < 0 ? null : url.pathname.slice(at);
}

/** Answers a request to an /api/ path, or undefined for any other path (a page, a script, an image). */
export type Dispatch = (request: Request) => Promise<Response | undefined>;

/**
 * SRV-56: the answer to an /api/ path no documented call has: 405 with the methods it takes (Allow) when the
 * path is a call's, 404 otherwise, both in the documented error body. Without it the static host would answer
 * with index.html and 200, which a client reads as an unexpected answer rather than as a wrong call.
 */
function unknownCallResponse(method: string, path: string, allowed: readonly string[]): Response {
  if (allowed.length === 0)
    return HttpResponse.json(errorBodyOf(`No existe la llamada ${method} ${path}`), { status: 404 });
  return HttpResponse.json(errorBodyOf(`La llamada ${path} no admite el método ${method}`), {
    status: 405,
    headers: { Allow: allowed.join(', ') },
  });
}

/**
 * The server as one function: a call's endpoints are found by a map of the fixed paths, then by matching the
 * few with a parameter. The service worker and a page that answers its own calls use it as it is; tests and
 * stories through MSW (createHandlers).
 */
export function createDispatch(ctx: ServerContext): Dispatch {
  const fixed = new Map<string, Endpoint[]>();
  const fixedMethods = new Map<string, Set<string>>();
  const withParams: Endpoint[] = [];
  for (const endpoint of routes.flatMap((r) => r.toEndpoints(ctx))) {
    if (endpoint.path.includes('/:')) withParams.push(endpoint);
    else {
      const key = `${endpoint.method} ${endpoint.path}`;
      fixed.set(key, [...(fixed.get(key) ?? []), endpoint]);
      fixedMethods.set(endpoint.path, (fixedMethods.get(endpoint.path) ?? new Set()).add(endpoint.method));
    }
  }
  const answerCall = async (request: Request, url: URL, path: string): Promise<Response> => {
    for (const endpoint of fixed.get(`${request.method} ${path}`) ?? []) {
      const response = await endpoint.answer({ request, params: {} });
      if (response) return response;
    }
    const allowed = new Set(fixedMethods.get(path));
    for (const endpoint of withParams) {
      const match = matchRequestUrl(url, `*${endpoint.path}`);
      if (!match.matches) continue;
      allowed.add(endpoint.method);
      if (endpoint.method !== request.method) continue;
      const response = await endpoint.answer({ request, params: match.params ?? {} });
      if (response) return response;
    }
    return unknownCallResponse(request.method, path, [...allowed].sort());
  };
  const throughNetwork = simulatedNetwork(ctx, answerCall);
  return async (request) => {
    const url = new URL(request.url);
    const path = apiPathOf(url);
    if (path === null) return undefined;
    // The panel's own calls are answered at once, never delayed, failed or logged (simulated-network.ts).
    const response = await (SIMULATOR_PANEL_PATHS.has(path)
      ? answerCall(request, url, path)
      : throughNetwork(request, url, path));
    ctx.onAnswer?.(request, response);
    return response;
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
