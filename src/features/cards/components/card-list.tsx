import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import type { Card } from '@/contract/cards';
import { ApiError } from '@/shared/api/api-error';
import { Pager } from '@/shared/ui/list/pager';
import { ResponsiveTable, type Column } from '@/shared/ui/list/responsive-table';
import { useCardList } from '../api/card-list';
import { formatReais, maskCardNumber, pageOf } from '../model/card-format';
import { openFile } from './open-file';
import { cardStrings } from '../strings';
import { CardStatusBadge } from './card-status-badge';
import { CardDetailsModal, DeactivateCardModal, ExportMovementsModal } from './lazy-modals';
import { LoadingState } from '@/shared/ui/states/loading-state';
import { EmptyState } from '@/shared/ui/states/empty-state';
import { ErrorState } from '@/shared/ui/states/error-state';

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

/** CARD-03: model (naming the row and its phone card), masked number, status, balance and the actions. */
const columns: Column<Card>[] = [
  { key: 'model', header: t.columns.model, cell: (card) => card.card_model },
  {
    key: 'number',
    header: t.columns.number,
    cell: (card) => (
      <span style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {maskCardNumber(card.number)}
      </span>
    ),
  },
  { key: 'status', header: t.columns.status, cell: (card) => <CardStatusBadge status={card.status} /> },
  { key: 'balance', header: t.columns.balance, numeric: true, cell: (card) => formatReais(card.balance) },
];

/**
 * 'Lista de tarjetas' (CARD-02..12, CARD-22): the caller's cards, five a page, as a table (or cards on a
 * phone), each with details, export and deactivate. A load the server refused shows the empty list
 * (CARD-02); one that got no answer from it (no connection, an answer that is not its JSON: SRV-53) is no
 * list at all, and says so with a way to try again.
 */
export function CardList(props: {
  onMessage: (message: string) => void;
  page: number;
  onPage: (page: number) => void;
}) {
  const query = useCardList();
  const setPage = props.onPage;
  const [dialog, setDialog] = useState<Dialog>(null);
  const shown = pageOf(query.data, props.page);
  const close = () => setDialog(null);
  const dialogCard = (kind: NonNullable<Dialog>['kind']) => (dialog?.kind === kind ? dialog.card : null);

  if (query.isPending) {
    return <LoadingState shape="rows" count={3} label={cardStrings.loading} />;
  }

  if (query.error instanceof ApiError && query.error.isNoAnswer) {
    return (
      <ErrorState
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  return (
    <Stack gap="md">
      {shown.items.length === 0 ? (
        <EmptyState title={t.empty} text={t.emptyHint} />
      ) : (
        <ResponsiveTable
          rows={shown.items}
          columns={columns}
          tableLabel={t.tableLabel}
          listLabel={t.cardsLabel}
          actions={{
            header: t.columns.actions,
            render: (card) => <RowActions card={card} open={setDialog} />,
          }}
          tableFrom={45}
        />
      )}
      {shown.items.length > 0 && (
        <Pager label={t.pagerLabel} page={shown.page} totalPages={shown.totalPages} onPage={setPage} mt={0} />
      )}
      <CardDetailsModal card={dialogCard('details')} onClose={close} />
      <ExportMovementsModal
        card={dialogCard('export')}
        onClose={close}
        onExported={(url) => {
          close();
          setTimeout(() => openFile(url), EXPORT_OPEN_DELAY_MS);
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
