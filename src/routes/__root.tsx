import { createRootRouteWithContext, Navigate, Outlet, redirect } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import type { RouterContext } from '@/app/router';
import { useSimulatorPanel } from '@/features/simulator/model/panel-store';
import { apiMode } from '@/shared/api/config';
import { RouteError } from '@/shared/ui/route-error';
import { useAfterLoad } from '@/shared/ui/use-after-load';

/** The simulator panel's shortcut and its 'faults active' button (features/simulator). */
const SimulatorPanelHost = lazy(() =>
  import('@/features/simulator/components/simulator-panel-host').then((m) => ({
    default: m.SimulatorPanelHost,
  })),
);

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  // An unknown public path has no screen of its own: the login screen is the front door.
  notFoundComponent: () => <Navigate to="/portal" replace />,
  errorComponent: RouteError,
  beforeLoad: ({ location }) => {
    // A shared scenario link's `?escenario=` goes along (SCEN-07).
    if (location.pathname === '/') throw redirect({ to: '/portal', replace: true, search: location.search });
  },
});

/**
 * Every screen, plus while the simulator answers the calls: one listener (another tab that resets the demo or
 * imports a saved state ends this tab's session; its code loads after the first paint) and the simulator
 * panel's host, loaded two seconds after the page (a developer's tool has no place in a first visit's work).
 */
function Root() {
  const loaded = useAfterLoad(2000);
  // Sooner when the panel is asked for (the simulator menu's button).
  const panelAsked = useSimulatorPanel((state) => state.wanted);
  const panelHostDue = loaded || panelAsked;
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
  return (
    <>
      <Outlet />
      {apiMode === 'mock' && panelHostDue && (
        <Suspense fallback={null}>
          <SimulatorPanelHost />
        </Suspense>
      )}
    </>
  );
}
