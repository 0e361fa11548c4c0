import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { SecondaryOfferDetail } from '@/contract/projects';
import { formatDay } from '@/shared/format/date';
import { formatAmount } from '@/shared/format/money';
import { projectStrings } from '../strings';
import { DetailList } from './detail-list';

const t = projectStrings.secondary;

/** SEC-01: a secondary offer: name, sale price, sale end date, pending days and 'Comprar'. */
export function SecondaryOfferCard({
  offer: o,
  currency,
  onBuy,
}: {
  offer: SecondaryOfferDetail;
  currency: string;
  onBuy: (offer: SecondaryOfferDetail) => void;
}) {
  const nameId = useId();
  return (
    <Paper
      component="article"
      aria-labelledby={nameId}
      withBorder
      p="sm"
      radius="md"
      data-offer-id={o.offer_id}
    >
      <Stack gap="xs" h="100%">
        <div>
          <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
            {o.tipo} · {o.issuer}
          </Text>
          <Title order={3} size="h5" id={nameId} style={{ overflowWrap: 'anywhere' }}>
            {o.name}
          </Title>
        </div>
        <DetailList
          cols={{ base: 2 }}
          items={[
            [t.salePrice, formatAmount(o.precioventa, currency)],
            [t.saleEnd, o.fecha_fin ? formatDay(o.fecha_fin) : t.noEnd],
            [t.pendingDays, o.dias_pendientes === null ? t.noEnd : t.days(o.dias_pendientes)],
            [projectStrings.columns.clasificacion, o.risk],
          ]}
        />
        <Group justify="flex-end" mt="auto">
          <Button onClick={() => onBuy(o)} aria-describedby={nameId}>
            {t.buy}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
