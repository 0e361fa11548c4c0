import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useId, useMemo } from 'react';
import type { StrategyPreview } from '@/contract/strategies';
import type { StrategyStatus } from '@/contract/strategy-rules';
import { useCurrencyLabel } from '@/shared/format/currency';
import { formatAmount } from '@/shared/format/money';
import { EmptyState } from '@/shared/ui/states/empty-state';
import { ErrorState } from '@/shared/ui/states/error-state';
import { LoadingState } from '@/shared/ui/states/loading-state';
import { useStrategyPreview } from '../api/strategy-preview';
import type { StrategyCriteriaPayload } from '../model/strategy-form';
import { autoInvestStrings } from '../strings';

const t = autoInvestStrings.preview;

/** How many planned investments are named; the rest are counted. */
const NAMED = 3;

/** The form asks once typing pauses, not at every key. */
export const PREVIEW_DEBOUNCE_MS = 400;

/** SRV-64: the first few investments a plan makes, each with its amount, and how many more. */
export function PlannedInvestments({ plan }: { plan: StrategyPreview }) {
  const currency = useCurrencyLabel();
  const named = plan.inversiones.slice(0, NAMED);
  const rest = plan.inversiones.length - named.length;
  return (
    <div>
      <List size="sm" spacing={2} aria-label={t.listLabel}>
        {named.map((i) => (
          <List.Item key={i.project_id} style={{ overflowWrap: 'anywhere' }}>
            {i.proyecto}:{' '}
            <Text span size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {formatAmount(i.monto, currency)}
            </Text>
          </List.Item>
        ))}
      </List>
      {rest > 0 && (
        <Text size="sm" c="gray.7" mt={2}>
          {t.more(rest)}
        </Text>
      )}
    </div>
  );
}

/**
 * AUTO-17: 'Con estos criterios', under the strategy form's fields: how many open projects match now and, for a
 * new strategy, what creating it would invest at once (the server's own plan, SRV-64), asked again once the
 * typing pauses and only while the fields pass the form's rules. When editing it says what saving does:
 * nothing at once (an update invests nothing; the strategy applies its fields to the projects that open later).
 */
export function StrategyPreviewSection(props: {
  criteria: StrategyCriteriaPayload | null;
  /** The edited strategy's status; null for a new one. */
  editing: StrategyStatus | null;
}) {
  const headingId = useId();
  const currency = useCurrencyLabel();
  // Compared as text: a new object at every render would restart the wait for ever.
  const [settled] = useDebouncedValue(
    props.criteria ? JSON.stringify(props.criteria) : null,
    PREVIEW_DEBOUNCE_MS,
  );
  const payload = useMemo(
    () => (settled === null ? null : (JSON.parse(settled) as StrategyCriteriaPayload)),
    [settled],
  );
  const query = useStrategyPreview(props.criteria ? payload : null);
  const editNote = props.editing === 'pausada' ? t.editPaused : t.editActive;

  let body;
  if (!props.criteria) {
    body = (
      <Text size="sm" c="gray.7">
        {t.incomplete}
      </Text>
    );
  } else if (query.isError) {
    body = <ErrorState message={t.failed} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (!query.data) {
    body = <LoadingState shape="lines" count={2} label={t.loading} />;
  } else if (query.data.coinciden === 0) {
    body = <EmptyState title={t.none} text={props.editing ? editNote : t.noneHint} />;
  } else {
    const plan = query.data;
    const invests = plan.inversiones.length > 0;
    body = (
      <Stack gap={4}>
        <Text size="sm">
          {t.matching(plan.coinciden)}{' '}
          {props.editing
            ? editNote
            : invests
              ? t.wouldInvest(formatAmount(plan.total, currency), plan.inversiones.length, plan.coinciden)
              : t.investsNothing}
        </Text>
        {!props.editing && invests && <PlannedInvestments plan={plan} />}
      </Stack>
    );
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-labelledby={headingId}
      aria-live="polite"
      aria-busy={query.isFetching}
    >
      <Title order={3} size="h5" id={headingId} mb={6}>
        {t.title}
      </Title>
      {body}
    </Paper>
  );
}
