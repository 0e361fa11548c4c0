import { Box, Button, Group, Text } from '@mantine/core';
import { useId } from 'react';
import { formatDateTime } from '@/shared/format/date';
import { useAdvanceSimulatorClock, useSimulatorClock } from '../api/simulator-clock';
import { simulatorStrings } from '../strings';

const t = simulatorStrings.clock;

/**
 * The demo's time machine, in the simulator menu: the simulated date and steps to move it forward, so a
 * prospect sees what waits for time (approvals after a minute, daily yields, offer expiry) without waiting.
 */
export function SimulatorClock() {
  const titleId = useId();
  const clock = useSimulatorClock();
  const advance = useAdvanceSimulatorClock();
  const when = formatDateTime(clock.data?.ahora);
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Text id={titleId} component="h3" fz="xs" fw={700} m={0}>
        {t.title}
      </Text>
      <Text size="sm" role="status" aria-live="polite" mb={4}>
        {clock.isError ? t.failed : when ? t.now(when) : t.loading}
      </Text>
      <Group gap={4} role="group" aria-label={t.advance}>
        {t.steps.map((step) => (
          <Button
            key={step.ms}
            size="compact-xs"
            variant="default"
            aria-label={t.stepLabel(step.label)}
            disabled={advance.isPending}
            onClick={() => advance.mutate(step.ms)}
          >
            {step.label}
          </Button>
        ))}
      </Group>
      <Text size="xs" c="gray.7" mt={4}>
        {t.hint}
      </Text>
    </Box>
  );
}
