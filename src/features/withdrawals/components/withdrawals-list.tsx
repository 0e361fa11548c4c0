import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { WithdrawalRow } from '../model/withdrawal-rows';
import { statusColor } from '../model/withdrawal-rows';
import { withdrawalStrings } from '../strings';
import { ResponsiveTable, type Column } from '@/shared/ui/list/responsive-table';
import { LoadingState } from '@/shared/ui/states/loading-state';
import { EmptyState } from '@/shared/ui/states/empty-state';
import { ErrorState } from '@/shared/ui/states/error-state';

const t = withdrawalStrings.list;

const columns: Column<WithdrawalRow>[] = [
  { key: 'code', header: t.columns.code, cell: (r) => r.code },
  { key: 'date', header: t.columns.date, cell: (r) => r.date },
  { key: 'beneficiary', header: t.columns.beneficiary, cell: (r) => r.beneficiary },
  {
    key: 'information',
    header: t.columns.information,
    cell: (r) => (
      <>
        <Text component="span" size="sm" fw={600} display="block">
          {r.kind}
        </Text>
        <Text component="span" size="xs" c="gray.7" display="block">
          {r.note}
        </Text>
      </>
    ),
  },
  { key: 'currency', header: t.columns.currency, cell: (r) => r.currency },
  { key: 'amount', header: t.columns.amount, cell: (r) => r.amount, numeric: true },
  {
    key: 'status',
    header: t.columns.status,
    cell: (r) => (
      <Text component="span" size="sm" fw={700} c={statusColor[r.status]}>
        {r.status}
      </Text>
    ),
  },
];

export interface WithdrawalsListProps {
  status: 'pending' | 'error' | 'success';
  rows: readonly WithdrawalRow[];
  /** WDR-41: opens the remittance modal. */
  onRemittance: () => void;
}

/**
 * The all-withdrawals tab (type empty): the list with code, date, beneficiary, information, currency,
 * amount and status (WDR-06), its empty state (WDR-07), and the way to a remittance withdrawal (WDR-41).
 */
export function WithdrawalsList(props: WithdrawalsListProps) {
  const headingId = useId();
  let body;
  if (props.status === 'pending') {
    body = <LoadingState shape="rows" count={5} label={withdrawalStrings.loading} />;
  } else if (props.status === 'error') {
    body = <ErrorState message={t.error} />;
  } else if (props.rows.length === 0) {
    body = <EmptyState title={t.emptyTitle} text={t.emptyText} />;
  } else {
    body = (
      <ResponsiveTable
        tableLabel={t.tableLabel}
        listLabel={t.cardsLabel}
        columns={columns}
        rows={props.rows}
        cardTitle={(r) => `${r.code} · ${r.kind}`}
        tableFrom={48}
      />
    );
  }
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t.title}
        </Title>
        <Button variant="default" onClick={props.onRemittance}>
          {t.remittance}
        </Button>
      </Group>
      {body}
    </Stack>
  );
}
