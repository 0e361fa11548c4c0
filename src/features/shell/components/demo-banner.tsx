import { Badge, Button, Collapse, Flex, Paper, Text } from '@mantine/core';
import { useDeferredValue, useEffect, useId, useState } from 'react';
import { shellStrings } from '../strings';
import classes from './demo-banner.module.css';

const t = shellStrings.demo;

/** Set once the banner has been seen in full in this browser. */
export const DEMO_BANNER_SEEN_KEY = 'demo-banner-visto';

/**
 * Whether the banner shows folded: after its first view, that is from the first move to another screen or
 * from the next visit on, so on a phone it takes one line instead of a fifth of every screen.
 */
function useFolded(pathname: string | undefined, frame: boolean): boolean {
  const [seenBefore] = useState(() => readSeen());
  const [firstPath] = useState(pathname);
  // The fold follows the move in a render of its own, after the frame that answers the click: folding
  // measures the welcome's height and restyles the banner, and in the click's task it delayed that frame.
  const shownPath = useDeferredValue(pathname);
  useEffect(() => {
    if (frame) return;
    try {
      localStorage.setItem(DEMO_BANNER_SEEN_KEY, 'true');
    } catch {
      // Storage refused (a private window): the banner simply unfolds again next time.
    }
  }, [frame]);
  return frame || seenBefore || shownPath !== firstPath;
}

function readSeen(): boolean {
  try {
    return localStorage.getItem(DEMO_BANNER_SEEN_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * DEMO-01, DEMO-03, DEMO-06: shown only in demo mode (the shell decides, from demo_status === 'active'):
 * the 'DEMO PLATFORM' banner, the welcome to the simulator and the statement that nothing is real. Folded,
 * it keeps the badge and the statement on one line, and the welcome one click away. The client area's loading
 * frame draws it folded, as a client who reloads a screen has seen it, and does not count as its first view.
 */
export function DemoBanner({ pathname, frame = false }: { pathname?: string; frame?: boolean }) {
  const titleId = useId();
  const welcomeId = useId();
  const folded = useFolded(pathname, frame);
  const [open, setOpen] = useState(false);
  const full = !folded || open;
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      inert={frame}
      withBorder
      radius="md"
      p={folded ? 'xs' : 'sm'}
      mb="md"
      bg="var(--mantine-color-yellow-light)"
      bd="1px solid var(--mantine-color-yellow-outline)"
    >
      <Flex
        gap={folded ? 'xs' : 'sm'}
        className={folded ? undefined : classes.open}
        align={folded ? 'center' : 'flex-start'}
      >
        <Badge id={titleId} color="dark.7" variant="filled" radius="sm" size="lg" style={{ flexShrink: 0 }}>
          {t.banner}
        </Badge>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Collapse expanded={full} id={welcomeId}>
            <Text fw={600} size="sm">
              {t.welcome}
            </Text>
          </Collapse>
          <Text size="sm" lineClamp={full ? undefined : 1}>
            {t.notReal}
          </Text>
        </div>
        {folded && (
          <Button
            variant="subtle"
            color="dark"
            size="compact-xs"
            aria-expanded={open}
            aria-controls={welcomeId}
            onClick={() => setOpen((value) => !value)}
            style={{ flexShrink: 0 }}
          >
            {open ? t.less : t.more}
          </Button>
        )}
      </Flex>
    </Paper>
  );
}
