import { Badge, Box, Group, Paper, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { withdrawalStrings } from '../strings';

const t = withdrawalStrings.bitcoin;

/**
 * The type-4 Bitcoin panel (WDR-05): marked as functionality in development, with the fixed fee and the
 * placeholder total of p2 §9. The screen has no control that reaches it (WDR-04).
 */
export function BitcoinBetaPanel() {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" radius="md">
      <Group justify="space-between" gap="sm" mb="sm">
        <Title order={2} size="h3" id={headingId}>
          {t.title}
        </Title>
        <Badge color="orange.9">{t.beta}</Badge>
      </Group>
      <Box component="dl" m={0}>
        <Group justify="space-between">
          <Text component="dt">{t.fee}</Text>
          <Text component="dd" m={0} fw={700}>
            {t.feeValue}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text component="dt">{t.total}</Text>
          <Text component="dd" m={0} fw={700}>
            {t.totalValue}
          </Text>
        </Group>
      </Box>
    </Paper>
  );
}
