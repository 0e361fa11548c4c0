import { Group, Paper, Stack, Text } from '@mantine/core';
import type { MovementRow } from '../model/movement-rows';
import { movementsStrings } from '../strings';
import { MovementAmount } from './movement-amount';

/** MOV-02, MOV-06: the mobile layout: one card per movement with the same five fields. */
export function MovementsCardList({ rows }: { rows: readonly MovementRow[] }) {
  const c = movementsStrings.columns;
  return (
    <Stack
      component="ul"
      gap="xs"
      p={0}
      m={0}
      aria-label={movementsStrings.listLabel}
      style={{ listStyle: 'none' }}
    >
      {rows.map((row) => (
        <Paper component="li" key={row.id} withBorder p="sm" radius="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {row.description}
            </Text>
            <Text size="sm" fw={700} data-field="amount">
              <MovementAmount text={row.amount} decrease={row.decrease} />
            </Text>
          </Group>
          <Group justify="space-between" gap="xs" mt={4}>
            <Text size="xs" c="gray.7">
              {c.date}: {row.date}
            </Text>
            <Text size="xs" c="gray.7">
              {c.code}: {row.code}
            </Text>
          </Group>
          <Text size="xs" mt={2}>
            {c.saldo}:{' '}
            <span data-field="saldo" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {row.saldo}
            </span>
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
