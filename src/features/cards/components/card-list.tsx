import { Button, Card as Panel, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import type { Card } from '@/contract/cards';
import { Pager } from '@/shared/ui/list/pager';
import { useCardList } from '../api/card-list';
import { formatReais, maskCardNumber, pageOf } from '../model/card-format';
import { cardStrings } from '../strings';
import { CardStatusBadge } from './card-status-badge';
import { CardDetailsModal, DeactivateCardModal, ExportMovementsModal } from './lazy-modals';
import { PHONE } from './phone-query';

const t = cardStrings.list;

/** CARD-22: the exported file opens this long after the answer. */
export const EXPORT_OPEN_DELAY_MS = 1_000;

type Dialog = { kind: 'details' | 'export' | 'deactivate'; card: Card } | null;

function RowActions({ card, open }: { card: Card; open: (d: Dialog) => void }) {
  const name = (action: string) => t.actionFor(action, card.card_model, maskCardNumber(card.number));
  return (
    <Group gap={6} wrap="wrap">
      <Button
        size="compact-sm"
        variant="light"
        aria-label={name(t.details)}
        onClick={() => open({ kind: 'details', card })}
      >
        {t.details}
      </Button>
      {/* CARD-10: nothing to export without movements. */}
      <Button
        size="compact-sm"
        variant="light"
        aria-label={name(t.export)}
        disabled={card.movimientos.length === 0}
        onClick={() => open({ kind: 'export', card })}
      >
        {t.export}
      </Button>
      <Button
        size="compact-sm"
        variant="outline"
        color="red.9"
        aria-label={name(t.deactivate)}
        disabled={card.status === 'DESACTIVADA'}
        onClick={() => open({ kind: 'deactivate', card })}
      >
        {t.deactivate}
      </Button>
    </Group>
  );
}

function CardTable({ cards, open }: { cards: Card[]; open: (d: Dialog) => void }) {
  const c = t.columns;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t.tableLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{c.model}</Table.Th>
            <Table.Th scope="col">{c.number}</Table.Th>
            <Table.Th scope="col">{c.status}</Table.Th>
            <Table.Th scope="col" style={{ textAlign: 'right' }}>
              {c.balance}
            </Table.Th>
            <Table.Th scope="col">{c.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cards.map((card) => (
            <Table.Tr key={card.id}>
              <Table.Td>{card.card_model}</Table.Td>
              <Table.Td style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {maskCardNumber(card.number)}
              </Table.Td>
              <Table.Td>
                <CardStatusBadge status={card.status} />
              </Table.Td>
              <Table.Td
                style={{ textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
              >
                {formatReais(card.balance)}
              </Table.Td>
              <Table.Td>
                <RowActions card={card} open={open} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The phone layout: one panel per card with the same fields and actions. */
function CardPanels({ cards, open }: { cards: Card[]; open: (d: Dialog) => void }) {
  const c = t.columns;
  return (
    <Stack gap="sm" component="ul" aria-label={t.tableLabel} p={0} m={0} style={{ listStyle: 'none' }}>
      {cards.map((card) => (
        <Panel component="li" key={card.id} withBorder padding="sm" radius="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text fw={600}>{card.card_model}</Text>
              <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                <Text span c="dimmed" inherit>
                  {c.number}:{' '}
                </Text>
                <Text span inherit style={{ whiteSpace: 'nowrap' }}>
                  {maskCardNumber(card.number)}
                </Text>
              </Text>
              <Text size="sm">
                <Text span c="dimmed" inherit>
                  {c.balance}:{' '}
                </Text>
                {formatReais(card.balance)}
              </Text>
            </div>
            <CardStatusBadge status={card.status} />
          </Group>
          <Group mt="sm">
            <RowActions card={card} open={open} />
          </Group>
        </Panel>
      ))}
    </Stack>
  );
}

/**
 * 'Lista de Tarjetas' (CARD-02..12, CARD-22): the caller's cards, five a page, as a table (or panels on a
 * phone), each with details, export and deactivate. A failed load shows the empty list (CARD-02).
 */
export function CardList(props: {
  onMessage: (message: string) => void;
  page: number;
  onPage: (page: number) => void;
}) {
  const query = useCardList();
  const phone = useMediaQuery(PHONE) ?? false;
  const setPage = props.onPage;
  const [dialog, setDialog] = useState<Dialog>(null);
  const shown = pageOf(query.data, props.page);
  const close = () => setDialog(null);
  const dialogCard = (kind: NonNullable<Dialog>['kind']) => (dialog?.kind === kind ? dialog.card : null);

  if (query.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{cardStrings.loading}</Text>
      </Group>
    );
  }

  return (
    <Stack gap="md">
      {shown.items.length === 0 ? (
        <Stack gap={4} role="status">
          <Text fw={600}>{t.empty}</Text>
          <Text c="dimmed" size="sm">
            {t.emptyHint}
          </Text>
        </Stack>
      ) : phone ? (
        <CardPanels cards={shown.items} open={setDialog} />
      ) : (
        <CardTable cards={shown.items} open={setDialog} />
      )}
      <Pager
        label={t.pagerLabel}
        page={shown.page}
        totalPages={shown.totalPages}
        onPage={setPage}
        justify="center"
        mt={0}
      />
      <CardDetailsModal card={dialogCard('details')} onClose={close} />
      <ExportMovementsModal
        card={dialogCard('export')}
        onClose={close}
        onExported={(url) => {
          close();
          setTimeout(() => window.open(url, '_blank'), EXPORT_OPEN_DELAY_MS);
        }}
      />
      <DeactivateCardModal
        card={dialogCard('deactivate')}
        onClose={close}
        onDeactivated={(message) => {
          close();
          props.onMessage(message);
        }}
      />
    </Stack>
  );
}
