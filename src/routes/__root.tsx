import { createRootRouteWithContext, Navigate, Outlet, redirect } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router';
import { RouteError } from '@/shared/ui/route-error';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // An unknown public path has no screen of its own: the login screen is the front door.
  notFoundComponent: () => <Navigate to="/portal" replace />,
  errorComponent: RouteError,
  beforeLoad: ({ location }) => {
    if (location.pathname === '/') throw redirect({ to: '/portal', replace: true });
  },
});
