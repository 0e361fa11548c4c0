import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Outlet, redirect, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { outboxStrings } from '@/features/auth/strings';
import { NovedadesBell } from '@/features/novedades/components/novedades-bell';
import { FrameScreen } from '@/features/shell/components/client-frame';
import { ClientShell } from '@/features/shell/components/client-shell';
import { SimulatorMenu } from '@/features/simulator/components/simulator-menu';
import { apiMode } from '@/shared/api/config';
import { isDemo, profileQuery, statusQuery } from '@/shared/api/session-queries';
import { currentStatus } from '@/shared/api/session-guard';
import { loadOrSignOut } from '@/shared/route-guards';
import { useSession } from '@/shared/session/session-store';
import { lazyWhenOpen } from '@/shared/ui/lazy-when-open';
import { SlicedMount } from '@/shared/ui/sliced-mount';
import { ClientFrameFor, frameLead } from './-client-frame-parts';

// ROUTE-10: the client area is protected; a visitor without a session is sent to '/' (then '/portal').
// ROLE-09: status 0 means not authenticated: the token is removed and the client goes to '/login'.
export const Route = createFileRoute('/cliente')({
  beforeLoad: async ({ context }) => {
    // A password login enters when it signs in: '/cliente' redirects to the home screen, which passes here
    // again, and what the first pass asked for is still of this entry.
    const { freshLogin, loginAt } = useSession.getState();
    const enteredAt = freshLogin && loginAt ? loginAt : Date.now();
    const status = await currentStatus(context.queryClient);
    if (status === null) throw redirect({ to: '/', replace: true });
    return { status, enteredAt };
  },
  // SESS-09: entering the client area reloads the client's data; moving inside it does not.
  // ERR-03: a failed load has already signed the client out (query cache); leave for the login screen.
  loader: async ({ context }) => {
    // SESS-04: after a password login the whole state loads too. Its code is not on the public screens' first
    // paint: the chunk is fetched alongside the two calls below, so the prefetch starts from this loader.
    const prefetchModule = useSession.getState().freshLogin ? import('./-prefetch-client-state') : null;
    void prefetchModule?.catch(() => undefined); // awaited below only when the calls succeed
    // The guard above has just asked for the status when none was cached (a reload), and a page opened at a
    // client address asks for the profile beside it (src/main.tsx): what came since entering is not asked twice.
    const fresh = (queryKey: readonly unknown[]) =>
      (context.queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0) >= context.enteredAt;
    await loadOrSignOut(
      Promise.all([
        fresh(profileQuery().queryKey)
          ? null
          : context.queryClient.fetchQuery({ ...profileQuery(), staleTime: 0 }),
        fresh(statusQuery().queryKey)
          ? null
          : context.queryClient.fetchQuery({ ...statusQuery(), staleTime: 0 }),
      ]),
    );
    if (useSession.getState().takeFreshLogin())
      (await (prefetchModule ?? import('./-prefetch-client-state'))).prefetchClientState(context.queryClient);
  },
  staleTime: Infinity,
  gcTime: 0,
  // SHELL-01..14: the client area's frame around the screen; SHELL-14: 'Cargando...' while the data loads, in the
  // same loading frame the screen's page painted from its HTML.
  component: ClienteLayout,
  pendingComponent: ClientPending,
});

/** What the loading frame is drawn from: the address, whether it opens a screen's lists, and the demo's mark. */
function useFrameState() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const listado = useRouterState({
    select: (s) => (s.location.search as { listado?: unknown }).listado === true,
  });
  // The session's status, when it has come: a demo account's banner (DEMO-01); before it, the simulator's are all demo.
  const status = useQueryClient().getQueryData(statusQuery().queryKey);
  const demo = status ? isDemo(status.data.demo_status) : apiMode === 'mock';
  return { pathname, listado, demo };
}

function ClientPending() {
  return <ClientFrameFor {...useFrameState()} />;
}

/** The frame's screen part inside the live shell, until the screen's first commit. */
function ScreenPending() {
  const { pathname, listado, demo } = useFrameState();
  return <FrameScreen lead={frameLead({ pathname, listado }, demo)} />;
}

function ClienteLayout() {
  const { status } = Route.useRouteContext();
  // The shell and the first screen, rendered in slices (the client area's first load).
  return (
    <SlicedMount>
      <ClientShell
        routeStatus={status}
        sidebarFooter={apiMode === 'mock' ? <SimulatorMenu /> : undefined}
        topBarExtra={<ClientNews />}
      >
        {/* The screen commits after the shell, in a task of its own: together they were the load's longest. */}
        <SlicedMount fallback={<ScreenPending />}>
          <Outlet />
        </SlicedMount>
      </ClientShell>
    </SlicedMount>
  );
}

const DemoOutbox = lazyWhenOpen(
  () => import('@/features/auth/components/demo-outbox').then((m) => m.DemoOutboxModal),
  (props: { email: string | null; onClose: () => void }) => props.email !== null,
);

/**
 * NEWS-06: the news bell; in the simulator, under its list, the client's demo outbox, with the e-mail a real
 * platform would have sent for each item (NEWS-04).
 */
function ClientNews() {
  const email = useQuery(profileQuery()).data?.email ?? null;
  const [outboxFor, setOutboxFor] = useState<string | null>(null);
  return (
    <>
      <NovedadesBell
        footerAction={
          apiMode === 'mock' && email
            ? { label: outboxStrings.button, onSelect: () => setOutboxFor(email) }
            : undefined
        }
      />
      <DemoOutbox email={outboxFor} onClose={() => setOutboxFor(null)} />
    </>
  );
}
