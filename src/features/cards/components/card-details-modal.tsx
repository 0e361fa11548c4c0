import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { Card } from '@/contract/cards';
import { formatDay } from '@/shared/format/date';
import { ResponsiveGrid } from '@/shared/ui/responsive-grid';
import { formatReais, maskCardNumber } from '../model/card-format';
import { cardStrings } from '../strings';
import { PHONE } from './phone-query';
import { CardMovements } from './card-movements-view';
import { CardStatusBadge } from './card-status-badge';

const t = cardStrings.details;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {children}
      </Text>
    </div>
  );
}

/**
 * CARD-13..18: blocked and in-transit balances, number, status, created and updated dates (dd/mm/yyyy),
 * and the movements: description cut to 12 characters, reference, created-by, the amount (debits red) and
 * the date with its Spanish month; a placeholder when there are none.
 */
export function CardDetailsModal(props: { card: Card | null; onClose: () => void }) {
  const card = props.card;
  const phone = useMediaQuery(PHONE) ?? false;
  if (!card) return null;
  return (
    <Modal
      opened
      onClose={props.onClose}
      size="xl"
      fullScreen={phone}
      withCloseButton={false}
      title={`${t.title}: ${card.card_model}`}
    >
      <Stack gap="md">
        <ResponsiveGrid component="dl" cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm" m={0}>
          <Field label={t.number}>{maskCardNumber(card.number)}</Field>
          <Field label={t.status}>
            <CardStatusBadge status={card.status} />
          </Field>
          <Field label={t.balance}>{formatReais(card.balance)}</Field>
          <Field label={t.blocked}>{formatReais(card.blocked_balance)}</Field>
          <Field label={t.transit}>{formatReais(card.transit_balance)}</Field>
          <Field label={t.created}>{formatDay(card.created_at)}</Field>
          <Field label={t.updated}>{formatDay(card.updated_at)}</Field>
        </ResponsiveGrid>
        <Title order={3} size="h5">
          {t.movements}
        </Title>
        {card.movimientos.length === 0 ? (
          <Text c="dimmed">{t.noMovements}</Text>
        ) : (
          <CardMovements movements={card.movimientos} />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose} data-autofocus>
            {cardStrings.close}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
