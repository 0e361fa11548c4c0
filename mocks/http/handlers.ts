import type { HttpHandler } from 'msw';
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
import { withdrawalsRoutes } from './withdrawals';
import type { Route } from './route';
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

export function createHandlers(ctx: ServerContext): HttpHandler[] {
  return routes.flatMap((r) => r.toHandlers(ctx));
}
