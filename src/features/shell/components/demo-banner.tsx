import { Badge, Flex, Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { shellStrings } from '../strings';

const t = shellStrings.demo;

/**
 * DEMO-01, DEMO-03, DEMO-06: shown only in demo mode (the shell decides, from demo_status === 'active'):
 * the 'DEMO PLATFORM' banner, the welcome to the simulator and the statement that nothing is real.
 */
export function DemoBanner() {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p="sm"
      mb="md"
      bg="var(--mantine-color-yellow-light)"
      bd="1px solid var(--mantine-color-yellow-outline)"
    >
      <Flex gap="sm" direction={{ base: 'column', sm: 'row' }} align="flex-start">
        <Badge id={titleId} color="dark.7" variant="filled" radius="sm" size="lg" style={{ flexShrink: 0 }}>
          {t.banner}
        </Badge>
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {t.welcome}
          </Text>
          <Text size="sm">{t.notReal}</Text>
        </Stack>
      </Flex>
    </Paper>
  );
}
