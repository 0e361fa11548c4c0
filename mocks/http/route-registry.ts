import type { Route } from './route';

/*
 * The simulator's routes, for code that answers calls itself (the prepared scenarios, SCEN-01) without importing
 * handlers.ts, which imports it: handlers.ts leaves its list here once built. A dynamic import of handlers.ts
 * instead made the bundler keep all of msw in the worker's script, whose cookie store cannot start in a service
 * worker.
 */
let registered: readonly Route[] | null = null;

export function registerRoutes(routes: readonly Route[]): void {
  registered = routes;
}

export function registeredRoutes(): readonly Route[] {
  if (!registered) throw new Error('Las rutas del simulador aún no están registradas');
  return registered;
}
