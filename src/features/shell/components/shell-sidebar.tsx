import { NavLink, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ClientScreen } from '@/shared/navigation';
import { shellStrings } from '../strings';

export interface ShellSidebarProps {
  /** ROLE-01..03, ROLE-08: the client's screens in order (screensFor(status): no redirect entries). */
  screens: readonly ClientScreen[];
  /** The current pathname; the matching entry is marked active (aria-current="page"). */
  pathname: string;
  /** Called when an entry is chosen (the mobile drawer closes). */
  onNavigate?: () => void;
}

export function isActivePath(pathname: string, screenPath: string): boolean {
  return pathname === screenPath || pathname.endsWith(screenPath);
}

/** The sidebar's content: the brand and one link per screen the client's status may open. */
export function ShellSidebar({ screens, pathname, onNavigate }: ShellSidebarProps) {
  return (
    <Stack gap="xs" h="100%">
      <Text fw={700} c="teal.9" px="xs" pt="xs">
        {shellStrings.brand}
      </Text>
      {/* The navbar itself scrolls (shell-layout.tsx), natively: Mantine's ScrollArea here measured the page again
          after the client area's first paint, a forced layout of the whole screen. */}
      <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none', flex: 1 }}>
        {screens.map((screen) => {
          const active = isActivePath(pathname, screen.path);
          return (
            <li key={screen.path}>
              <NavLink
                component={Link}
                to={screen.path}
                label={screen.title}
                active={active}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
                variant="filled"
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}
