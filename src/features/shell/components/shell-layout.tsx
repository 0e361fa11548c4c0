import { AppShell, Box } from '@mantine/core';
import { memo, useId, type ReactNode } from 'react';
import type { ClientScreen } from '@/shared/navigation';
import { SlicedMount } from '@/shared/ui/sliced-mount';
import { shellStrings } from '../strings';
import { DemoBanner } from './demo-banner';
import { ShellFooter } from './shell-footer';
import { ShellSidebar } from './shell-sidebar';
import { ShellTopBar } from './shell-top-bar';
import { ThemeSwitcher } from './theme-switcher';
import classes from './shell-layout.module.css';

/*
 * The parts that neither the drawer's opening nor its closing changes are not drawn again then: a menu link on a
 * phone closes the drawer and opens its screen, and every part drawn again in that click's task delays the frame
 * that answers it (INP). The menu and the banner are drawn again when the address changes, as they show it.
 */
const Sidebar = memo(ShellSidebar);
const Footer = memo(ShellFooter);
const Themes = memo(ThemeSwitcher);
const Banner = memo(DemoBanner);

export interface ShellLayoutProps {
  title: string;
  name: string;
  lastConnection: string | null;
  screens: readonly ClientScreen[];
  pathname: string;
  demo: boolean;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  mobileOpened: boolean;
  onToggleMobile: () => void;
  /** Closes the mobile drawer (a sidebar entry chosen, or Escape inside the drawer). */
  onCloseMobile: () => void;
  onSignOut: () => void;
  /** The screen is below the 'sm' breakpoint: the sidebar is a drawer the burger opens. */
  isMobile: boolean;
  /** Shown under the menu (the simulator's clock, when the simulator answers). */
  sidebarFooter?: ReactNode;
  /** Shown in the top bar before 'Cerrar sesión' (the news bell, NEWS-06). */
  topBarExtra?: ReactNode;
  /**
   * The loading frame (ClientFrame): drawn before the client's data and the app's code, its controls answer
   * nothing yet, so they are inert, and its sidebar is closed on a phone whatever `isMobile` says.
   */
  frame?: boolean;
  children: ReactNode;
}

/**
 * The client area's frame (Mantine AppShell): top bar, sidebar (a drawer under 'sm'), the demo banner, the
 * screen, and the footer. Pure: the container (ClientShell) supplies data and handlers.
 */
export function ShellLayout(props: ShellLayoutProps) {
  const navbarId = useId();
  const mainId = useId();
  // A hidden sidebar (collapsed on desktop, closed drawer on mobile) is only moved off screen by AppShell;
  // `inert` keeps its links out of the keyboard order and the accessibility tree.
  const navbarHidden = props.isMobile ? !props.mobileOpened : props.collapsed;

  return (
    <AppShell
      className={classes.shell}
      transitionDuration={200}
      header={{ height: { base: 88, sm: 64 } }}
      footer={{ height: { base: 56, sm: 40 } }}
      navbar={{
        width: 240,
        breakpoint: 'sm',
        // The phone's drawer opens and closes by a mark on the navbar alone (shell-layout.module.css): AppShell's
        // own `collapsed.mobile` rewrites a style sheet of custom properties that every element inherits, and
        // the burger then restyled the whole client area before its drawer could paint.
        collapsed: { mobile: false, desktop: props.collapsed },
      }}
      padding="md"
    >
      <a href={`#${mainId}`} className={classes.skipLink}>
        {shellStrings.skipToContent}
      </a>
      <AppShell.Header aria-label={shellStrings.topBarLabel} inert={props.frame}>
        <ShellTopBar
          title={props.title}
          name={props.name}
          lastConnection={props.lastConnection}
          collapsed={props.collapsed}
          onToggleCollapsed={props.onToggleCollapsed}
          mobileOpened={props.mobileOpened}
          onToggleMobile={props.onToggleMobile}
          onSignOut={props.onSignOut}
          navbarId={navbarId}
          extra={props.frame ? undefined : props.topBarExtra}
          isMobile={props.frame ? undefined : props.isMobile}
        />
      </AppShell.Header>
      <AppShell.Navbar
        id={navbarId}
        className={classes.navbar}
        p="sm"
        aria-label={shellStrings.sidebar.label}
        inert={navbarHidden || props.frame}
        data-hidden={navbarHidden || undefined}
        data-frame={props.frame || undefined}
        // A short window (or a phone's drawer) scrolls the whole sidebar, so its footer is always reachable.
        style={{ overflowY: 'auto' }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && props.isMobile && props.mobileOpened) props.onCloseMobile();
        }}
      >
        {/* Out of view (a phone's closed drawer, a folded sidebar) the menu is built once the screen has painted:
            on a phone it was more than half of what the first screen drew. Opened, it is built at once. */}
        <SlicedMount afterPaint now={!navbarHidden}>
          <Sidebar screens={props.screens} pathname={props.pathname} onNavigate={props.onCloseMobile} />
          {props.sidebarFooter}
          <Themes />
        </SlicedMount>
      </AppShell.Navbar>
      <AppShell.Main id={mainId} tabIndex={-1} className={classes.main}>
        {props.demo && <Banner pathname={props.pathname} frame={props.frame} />}
        <Box>{props.children}</Box>
      </AppShell.Main>
      <AppShell.Footer>
        <Footer />
      </AppShell.Footer>
    </AppShell>
  );
}
