import { Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import type { BalanceSummary } from '@/contract/account';
import { formatAmount } from '@/shared/format/money';
import { ResponsiveGrid } from '@/shared/ui/responsive-grid';
import { dashboardStrings } from '../strings';
import classes from './balance-cards.module.css';
import { SkeletonLine } from '@/shared/ui/states/loading-state';

export interface BalanceCardsProps {
  /** data.saldos[0] of the dashboard call (SESS-13); undefined while it loads. */
  balances: BalanceSummary | undefined;
  /** 'USDT' in demo mode, '$' otherwise (DEMO-04, DEMO-05). */
  currency: string;
}

/**
 * DASH-01..DASH-10: exactly eight balance cards, each a labelled group whose amount has 2 decimals, thousand
 * separators and the currency label.
 */
export function BalanceCards({ balances, currency }: BalanceCardsProps) {
  const s = dashboardStrings.balances;
  const headingId = useId();
  const baseId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="sm">
        {s.heading}
      </Title>
      {!balances && <VisuallyHidden role="status">{dashboardStrings.loading}</VisuallyHidden>}
      <ResponsiveGrid cols={{ base: 2, md: 4 }} spacing={null} className={classes.grid}>
        {s.cards.map((card) => {
          const labelId = `${baseId}-${card.key}`;
          return (
            <Paper
              key={card.key}
              withBorder
              className={classes.card}
              radius="md"
              role="group"
              aria-labelledby={labelId}
              data-balance={card.key}
            >
              <Text id={labelId} size="sm" c="gray.7" lh={1.3}>
                {card.label}
              </Text>
              {balances ? (
                <Text
                  fw={700}
                  className={classes.amount}
                  mt={4}
                  style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
                >
                  {formatAmount(balances[card.key], currency)}
                </Text>
              ) : (
                <SkeletonLine h={24} mt={6} w="80%" />
              )}
            </Paper>
          );
        })}
      </ResponsiveGrid>
    </section>
  );
}
