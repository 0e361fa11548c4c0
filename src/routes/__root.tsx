import { createRootRouteWithContext, Outlet, redirect } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // An unknown public path has no screen of its own: the login screen is the front door.
  notFoundComponent: () => null,
  beforeLoad: ({ location }) => {
    if (location.pathname === '/') throw redirect({ to: '/portal', replace: true });
  },
});
