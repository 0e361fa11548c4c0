import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Strategy } from '@/contract/strategies';
import { useCurrencyLabel } from '@/shared/format/currency';
import { formatAmount } from '@/shared/format/money';
import { ErrorState } from '@/shared/ui/states/error-state';
import { LoadingState } from '@/shared/ui/states/loading-state';
import { useStrategyPreview } from '../api/strategy-preview';
import { autoInvestStrings } from '../strings';
import { PlannedInvestments } from './strategy-preview';

const t = autoInvestStrings.resumeConfirm;

/**
 * AUTO-18: 'Reanudar' asks first. The question says what the resume does at once, from the server's plan for
 * the strategy (SRV-64): how much it invests now and in which open projects, or that it invests nothing yet.
 * 'Cancelar' sends nothing; 'Reanudar' closes the question and makes the screen's status call, whose progress
 * shows on the strategy's own button.
 */
export function ResumeStrategyModal(props: {
  strategy: Strategy | null;
  onConfirm: (strategy: Strategy) => void;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={props.strategy !== null}
      onClose={props.onClose}
      title={props.strategy ? t.title(props.strategy.nombre) : ''}
      closeButtonProps={{ 'aria-label': autoInvestStrings.close }}
    >
      {props.strategy && <ResumeQuestion {...props} strategy={props.strategy} />}
    </Modal>
  );
}

function ResumeQuestion(props: {
  strategy: Strategy;
  onConfirm: (strategy: Strategy) => void;
  onClose: () => void;
}) {
  const query = useStrategyPreview({ id: props.strategy.id });
  const currency = useCurrencyLabel();

  let body;
  if (query.isError) {
    body = <ErrorState message={t.failed} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (!query.data) {
    body = <LoadingState shape="lines" count={2} label={t.loading} />;
  } else if (query.data.inversiones.length > 0) {
    body = (
      <Stack gap={4}>
        <Text>{t.invests(formatAmount(query.data.total, currency), query.data.inversiones.length)}</Text>
        <PlannedInvestments plan={query.data} />
        <Text size="sm" c="gray.7" mt={4}>
          {t.later}
        </Text>
      </Stack>
    );
  } else {
    body = (
      <Text>{query.data.coinciden === 0 ? t.nothingMatches : t.investsNothing(query.data.coinciden)}</Text>
    );
  }

  return (
    <Stack gap="md">
      {body}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={props.onClose} data-autofocus>
          {t.cancel}
        </Button>
        <Button
          onClick={() => props.onConfirm(props.strategy)}
          // What the resume does is on screen before it can be confirmed; a failed plan does not block it.
          disabled={query.isPending}
        >
          {t.confirm}
        </Button>
      </Group>
    </Stack>
  );
}
