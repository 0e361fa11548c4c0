import type { HttpHandler } from 'msw';
import { authRoutes } from './auth';
import { paisesRoutes } from './paises';
import { simulatorRoutes } from './simulator';
import type { Route } from './route';
import type { ServerContext } from './server-context';

/** Every documented call the simulator answers. Each resource module adds its routes here. */
export const routes: readonly Route[] = [...paisesRoutes, ...authRoutes, ...simulatorRoutes];

export function createHandlers(ctx: ServerContext): HttpHandler[] {
  return routes.flatMap((r) => r.toHandlers(ctx));
}
