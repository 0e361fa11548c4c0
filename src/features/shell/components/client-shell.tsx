import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isDemo, profileQuery, statusQuery } from '@/shared/api/session-queries';
import { screensFor, titleFor, type ClientStatusValue } from '@/shared/navigation';
import { formatDateTime, isServerDate } from '@/shared/format/date';
import { useSession } from '@/shared/session/session-store';
import { lazyWhenOpen } from '@/shared/ui/lazy-when-open';
import { ShellLayout } from './shell-layout';
import { useBlockContextMenu } from './use-block-context-menu';
import { useSessionExpiry } from './use-session-expiry';
import { useWelcome } from './use-welcome';

/*
 * Mounted only once opened: closed, each Modal still ran its hooks and added its portal's node in the client
 * area's first commit, the longest task of its load.
 */
const WelcomeModal = lazyWhenOpen(
  () => import('./welcome-modal').then((m) => m.WelcomeModal),
  (props: { opened: boolean; onContinue: () => void }) => props.opened,
);
const RightClickModal = lazyWhenOpen(
  () => import('./right-click-modal').then((m) => m.RightClickModal),
  (props: { opened: boolean; onClose: () => void }) => props.opened,
);

/** Below Mantine's 'sm' breakpoint (48em) the sidebar is a drawer (AppShell's navbar breakpoint). */
const MOBILE_QUERY = '(max-width: 47.99em)';

export interface ClientShellProps {
  /** The status the route guard read on entering; the live status call takes over once loaded. */
  routeStatus: ClientStatusValue;
  /** Shown in the sidebar under the menu (the simulator menu, when the route composes one). */
  sidebarFooter?: ReactNode;
  /** Shown in the top bar before 'Cerrar sesión' (the news bell, NEWS-06, when the route composes one). */
  topBarExtra?: ReactNode;
  children: ReactNode;
}

/**
 * The protected client area's frame around the current screen (the '/cliente' route's component): top bar,
 * sidebar by status, footer, demo banner, welcome and right-click modals, the forced session close, and the
 * way out to '/portal' whenever the session ends (sign-out, refused call, failed load, expiry).
 */
export function ClientShell({ routeStatus, sidebarFooter, topBarExtra, children }: ClientShellProps) {
  const token = useSession((s) => s.token);
  const navigate = useNavigate();
  useSessionExpiry();

  // SESS-07, SESS-12, ERR-03: whatever ended the session, leave the client area for the login screen.
  useEffect(() => {
    if (token === null) void navigate({ to: '/portal', replace: true });
  }, [token, navigate]);

  // Once the session is gone nothing of the client area stays mounted: no screen or query of it runs again
  // (the cleared cache stays empty, SESS-08).
  if (token === null) return null;
  return (
    <SignedInShell
      routeStatus={routeStatus}
      sidebarFooter={sidebarFooter}
      topBarExtra={topBarExtra}
      token={token}
    >
      {children}
    </SignedInShell>
  );
}

function SignedInShell({
  routeStatus,
  sidebarFooter,
  topBarExtra,
  token,
  children,
}: ClientShellProps & { token: string }) {
  const collapsed = useSession((s) => s.collapsed);
  const setCollapsed = useSession((s) => s.setCollapsed);
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  // The route's loader has put both in the cache.
  const profile = useQuery(profileQuery()).data;
  const statusData = useQuery(statusQuery()).data;
  const status: ClientStatusValue = statusData?.status ?? routeStatus;
  const demo = isDemo(statusData?.demo_status ?? profile?.demo_status);
  // The same list while the status holds: the menu is then not drawn again when only the drawer changes.
  const screens = useMemo(() => screensFor(status), [status]);

  const [mobileOpened, mobile] = useDisclosure(false);
  // Read at once, not in an effect: the client area is drawn by the browser only (its page's HTML is the loading
  // frame, never adopted), and a first render that took a phone for a desktop painted the open sidebar over the
  // screen for a frame.
  const isMobile = useMediaQuery(MOBILE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;

  const [rightClickOpened, setRightClickOpened] = useState(false);
  const openRightClick = useCallback(() => setRightClickOpened(true), []);
  useBlockContextMenu(openRightClick);

  const welcome = useWelcome(status, token);

  // SHELL-05.
  const signOut = useCallback(() => {
    useSession.getState().signOut();
    void navigate({ to: '/portal', replace: true });
  }, [navigate]);

  return (
    <>
      <ShellLayout
        title={titleFor(pathname)}
        name={profile?.name ?? ''}
        lastConnection={isServerDate(profile?.last_c) ? formatDateTime(profile.last_c) : null}
        screens={screens}
        pathname={pathname}
        demo={demo}
        collapsed={collapsed}
        onToggleCollapsed={() => setCollapsed(!collapsed)}
        mobileOpened={mobileOpened}
        onToggleMobile={mobile.toggle}
        onCloseMobile={mobile.close}
        onSignOut={signOut}
        isMobile={isMobile}
        sidebarFooter={sidebarFooter}
        topBarExtra={topBarExtra}
      >
        {children}
      </ShellLayout>
      <WelcomeModal opened={welcome.opened} onContinue={welcome.dismiss} />
      <RightClickModal opened={rightClickOpened} onClose={() => setRightClickOpened(false)} />
    </>
  );
}
