import { ActionIcon, Button, Group, Popover, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { LoadingState } from '@/shared/ui/states/loading-state';
import { novedadesListQuery } from '../api/novedades-list';
import { novedadesStrings as t } from '../strings';
import classes from './novedades-bell.module.css';

// The list's code loads the first time the bell opens: the top bar is on every screen's first paint.
const NovedadesPanel = lazy(async () => ({ default: (await import('./novedades-panel')).NovedadesPanel }));

export interface NovedadesBellProps {
  /**
   * A button under the list that closes it and does something of the route's: in the simulator, the demo
   * outbox with the e-mail a real platform would have sent for each item (NEWS-04).
   */
  footerAction?: { label: string; onSelect: () => void };
}

/**
 * NEWS-06: the top bar's bell with the unread count (from the first page's answer, which the clock's jump and
 * every market write reload), opening the news list under it.
 */
export function NovedadesBell({ footerAction }: NovedadesBellProps) {
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  const { data } = useQuery(novedadesListQuery(1));
  const unread = data?.sin_leer ?? 0;
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width="min(380px, calc(100vw - 16px))"
      shadow="md"
      trapFocus
      returnFocus
      withinPortal
      hideDetached={false}
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          className={classes.bell}
          aria-label={t.bellLabel(unread)}
          onClick={() => setOpened((o) => !o)}
          // Escape closes it from the button too (the dropdown closes itself on Escape only with focus inside).
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpened(false);
          }}
        >
          <IconBell size={22} stroke={1.7} aria-hidden="true" />
          {unread > 0 && (
            <span className={classes.count} aria-hidden="true" data-testid="novedades-count">
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown
        role="dialog"
        aria-labelledby={titleId}
        p="sm"
        // A page of news is taller than a phone's screen: the list scrolls inside, below the top bar.
        mah="calc(100dvh - 96px)"
        style={{ overflowY: 'auto' }}
      >
        <Text component="h2" id={titleId} fw={700} size="lg">
          {t.title}
        </Text>
        {opened && (
          <Suspense fallback={<LoadingState shape="lines" count={3} label={t.loading} />}>
            <NovedadesPanel onClose={() => setOpened(false)} />
          </Suspense>
        )}
        {footerAction && (
          <Group justify="center" mt="xs">
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => {
                setOpened(false);
                footerAction.onSelect();
              }}
            >
              {footerAction.label}
            </Button>
          </Group>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
