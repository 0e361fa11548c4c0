import { Center, Loader, Stack, Text } from '@mantine/core';
import { useLoadingMotion } from './loading-motion';
import { stateStrings } from './strings';
import classes from './loading-state.module.css';

/**
 * The one whole-page loading state, before there is a page to shape a skeleton on (the client area while its
 * session's data arrives, SHELL-14): a spinner and the words, visible, as the specification shows them. The
 * spinner turns after its first second, as a skeleton line pulses (loading-motion.ts). Marked
 * `data-state="loading"` as LoadingState is: what waits for a screen to be drawn waits for it too.
 */
export function PageLoading({
  label = stateStrings.loading,
  compact = false,
}: {
  label?: string;
  /** Under a screen's first lines (the client area's loading frame): no longer centred in the window's height. */
  compact?: boolean;
}) {
  const motion = useLoadingMotion();
  return (
    <Center mih={compact ? undefined : '60vh'} p="md">
      <Stack
        ref={motion}
        align="center"
        gap="sm"
        role="status"
        aria-live="polite"
        data-state="loading"
        className={classes.status}
      >
        <Loader aria-hidden="true" className={classes.spinner} />
        <Text>{label}</Text>
      </Stack>
    </Center>
  );
}
