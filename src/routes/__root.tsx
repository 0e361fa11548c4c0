import { createRootRouteWithContext, Navigate, Outlet, redirect } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { RouterContext } from '@/app/router';
import { apiMode } from '@/shared/api/config';
import { RouteError } from '@/shared/ui/route-error';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  // An unknown public path has no screen of its own: the login screen is the front door.
  notFoundComponent: () => <Navigate to="/portal" replace />,
  errorComponent: RouteError,
  beforeLoad: ({ location }) => {
    if (location.pathname === '/') throw redirect({ to: '/portal', replace: true });
  },
});

/**
 * Every screen, plus one listener while the simulator answers the calls: another tab that resets the demo or
 * imports a saved state ends this tab's session (its code loads after the first paint).
 */
function Root() {
  useEffect(() => {
    if (apiMode !== 'mock') return;
    let stop: (() => void) | undefined;
    let done = false;
    void import('@/features/simulator/api/state-broadcast').then((m) => {
      if (!done) stop = m.watchStateChanges();
    });
    return () => {
      done = true;
      stop?.();
    };
  }, []);
  return <Outlet />;
}
