import { Button, Group, Modal, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import type { Strategy } from '@/contract/strategies';
import { useCurrencyLabel } from '@/shared/format/currency';
import { formatDay } from '@/shared/format/date';
import { formatAmount } from '@/shared/format/money';
import { Pager } from '@/shared/ui/list/pager';
import { EmptyState } from '@/shared/ui/states/empty-state';
import { ErrorState } from '@/shared/ui/states/error-state';
import { LoadingState } from '@/shared/ui/states/loading-state';
import { useStrategyInvestments } from '../api/strategy-investments';
import { autoInvestStrings } from '../strings';

const t = autoInvestStrings.history;

/** AUTO-15: the automatic investments a strategy made, newest first, ten a page. */
export function StrategyInvestmentsModal(props: { strategy: Strategy | null; onClose: () => void }) {
  return (
    <Modal
      opened={props.strategy !== null}
      onClose={props.onClose}
      title={props.strategy ? t.title(props.strategy.nombre) : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': autoInvestStrings.close }}
    >
      {props.strategy && <History strategy={props.strategy} onClose={props.onClose} />}
    </Modal>
  );
}

function History({ strategy, onClose }: { strategy: Strategy; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const query = useStrategyInvestments(strategy.id, page);
  const currency = useCurrencyLabel();
  return (
    <Stack gap="md">
      {query.isPending ? (
        <LoadingState shape="rows" count={3} label={t.loading} />
      ) : query.isError ? (
        <ErrorState message={t.failed} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.datos.length === 0 ? (
        <EmptyState title={t.empty} />
      ) : (
        <>
          <Table aria-label={t.tableLabel} striped fz="sm" horizontalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.project}</Table.Th>
                <Table.Th style={{ textAlign: 'right' }}>{t.amount}</Table.Th>
                <Table.Th>{t.date}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.datos.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td style={{ overflowWrap: 'break-word' }}>{row.proyecto}</Table.Td>
                  <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                    {formatAmount(row.monto, currency)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(row.fecha)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Pager
            label={t.pagerLabel}
            page={query.data.page}
            totalPages={query.data.total_pages}
            onPage={setPage}
            mt={0}
          />
        </>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t.close}
        </Button>
      </Group>
    </Stack>
  );
}
