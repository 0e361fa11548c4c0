import { Group, Stack, Table, Text } from '@mantine/core';
import type { CardMovement } from '@/contract/cards';
import { formatLongDateTime } from '@/shared/format/date';
import { truncateDescription } from '../model/card-format';
import { cardStrings } from '../strings';
import { CardMovementAmount } from './card-amount';

const t = cardStrings.details;

/** CARD-14..17 on a wide screen: description (12 characters), reference, created-by, amount and date. */
export function CardMovementsTable({ movements }: { movements: readonly CardMovement[] }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="xs" aria-label={t.movements}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t.columns.description}</Table.Th>
            <Table.Th scope="col">{t.columns.reference}</Table.Th>
            <Table.Th scope="col">{t.columns.createdBy}</Table.Th>
            <Table.Th scope="col" style={{ textAlign: 'right' }}>
              {t.columns.amount}
            </Table.Th>
            <Table.Th scope="col">{t.columns.date}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {movements.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td title={m.description}>{truncateDescription(m.description)}</Table.Td>
              <Table.Td>{m.reference}</Table.Td>
              <Table.Td>{m.created_by}</Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>
                <CardMovementAmount amount={m.amount} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatLongDateTime(m.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The same movements on a phone: one item each, amount beside the description. */
export function CardMovementsList({ movements }: { movements: readonly CardMovement[] }) {
  return (
    <Stack component="ul" aria-label={t.movements} gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
      {movements.map((m) => (
        <Stack
          component="li"
          key={m.id}
          gap={2}
          py="xs"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text fw={500} title={m.description}>
              {truncateDescription(m.description)}
            </Text>
            <CardMovementAmount amount={m.amount} />
          </Group>
          <Text size="sm" c="dimmed">
            {m.reference} · {m.created_by}
          </Text>
          <Text size="sm">{formatLongDateTime(m.created_at)}</Text>
        </Stack>
      ))}
    </Stack>
  );
}
