import { ActionIcon, Burger, Button, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { shellStrings } from '../strings';
import { SidebarToggleIcon, SignOutIcon } from './shell-icons';
import classes from './shell-top-bar.module.css';

const t = shellStrings.topBar;

export interface ShellTopBarProps {
  /** SHELL-01: the current screen's title. */
  title: string;
  /** SHELL-02. */
  name: string;
  /** SHELL-03: last_c already in Spanish form ('22/11/2026 07:00'), or null when never connected. */
  lastConnection: string | null;
  /** SHELL-04: the desktop sidebar is collapsed. */
  collapsed: boolean;
  onToggleCollapsed: () => void;
  /** SHELL-07: the mobile sidebar is open. */
  mobileOpened: boolean;
  onToggleMobile: () => void;
  /** SHELL-05. */
  onSignOut: () => void;
  /** The id of the sidebar both toggles control. */
  navbarId: string;
  /** Before 'Cerrar sesión': the news bell (NEWS-06), when the route composes one. */
  extra?: ReactNode;
  /**
   * Whether the screen is below the 'sm' breakpoint, once known: only that size's toggle is built (the burger, or
   * the collapse button with its tooltip, which a phone re-rendered on every move between screens for nothing).
   * Unknown (the loading frame drawn at build time), both are, and CSS shows one.
   */
  isMobile?: boolean;
}

/**
 * The top bar. From the 'sm' breakpoint: the collapse button, the title, the client's name over the last
 * connection, and 'Cerrar sesión'. Below it: the burger, the title and a sign-out icon, with the name and the
 * last connection on a second row.
 */
export function ShellTopBar(props: ShellTopBarProps) {
  const { title, name, lastConnection, collapsed, mobileOpened, navbarId, isMobile } = props;
  const collapseLabel = collapsed ? t.expandMenu : t.collapseMenu;

  return (
    <div className={classes.bar}>
      <div className={classes.toggle}>
        {isMobile !== false && (
          <Burger
            opened={mobileOpened}
            onClick={props.onToggleMobile}
            hiddenFrom="sm"
            size="sm"
            aria-label={mobileOpened ? t.closeMobileMenu : t.openMobileMenu}
            aria-expanded={mobileOpened}
            aria-controls={navbarId}
          />
        )}
        {isMobile !== true && (
          <Tooltip label={collapseLabel} openDelay={400}>
            <ActionIcon
              visibleFrom="sm"
              variant="subtle"
              color="gray"
              size="lg"
              onClick={props.onToggleCollapsed}
              aria-label={collapseLabel}
              aria-expanded={!collapsed}
              aria-controls={navbarId}
            >
              <SidebarToggleIcon collapsed={collapsed} />
            </ActionIcon>
          </Tooltip>
        )}
      </div>
      <Text component="p" fw={700} truncate="end" className={classes.title}>
        {title}
      </Text>
      <div className={classes.who}>
        <Text fw={600} size="sm" truncate="end" style={{ minWidth: 0 }}>
          {name}
        </Text>
        {lastConnection && (
          <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
            {t.lastConnection(lastConnection)}
          </Text>
        )}
      </div>
      {props.extra !== undefined && <div className={classes.extra}>{props.extra}</div>}
      <Button className={classes.signOut} variant="default" onClick={props.onSignOut}>
        <span className={classes.signOutInner}>
          <SignOutIcon />
          <span className={classes.signOutLabel}>{t.signOut}</span>
        </span>
      </Button>
    </div>
  );
}
