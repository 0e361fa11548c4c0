import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconRobot } from '@tabler/icons-react';
import { useState } from 'react';
import type { Strategy } from '@/contract/strategies';
import { useStrategiesList } from '@/shared/api/strategies-list';
import { useCurrencyLabel } from '@/shared/format/currency';
import { formatAmount } from '@/shared/format/money';
import { formatRate } from '@/shared/format/rate';
import { ResponsiveGrid } from '@/shared/ui/responsive-grid';
import { EmptyState } from '@/shared/ui/states/empty-state';
import { ErrorState } from '@/shared/ui/states/error-state';
import { LoadingState } from '@/shared/ui/states/loading-state';
import { useStrategyStatus } from '../api/strategy-status';
import { autoInvestStrings } from '../strings';
import { ResumeStrategyModal } from './resume-strategy-modal';
import { StrategyFormModal } from './strategy-form-modal';
import { StrategyInvestmentsModal } from './strategy-investments-modal';

const t = autoInvestStrings;

type Dialog =
  | { kind: 'form'; strategy: Strategy | null }
  | { kind: 'history'; strategy: Strategy }
  | { kind: 'resume'; strategy: Strategy }
  | null;

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="gray.7" component="dt">
        {label}
      </Text>
      <Text size="sm" fw={600} component="dd" m={0}>
        {value}
      </Text>
    </div>
  );
}

function StrategyCard(props: {
  strategy: Strategy;
  open: (dialog: Dialog) => void;
  onStatus: (s: Strategy) => void;
  busy: boolean;
}) {
  const { strategy: s } = props;
  const currency = useCurrencyLabel();
  const active = s.estado === 'activa';
  const headingId = `estrategia-${s.id}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Group justify="space-between" wrap="wrap" gap="xs" mb="sm">
        <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
          {s.nombre}
        </Title>
        <Badge color={active ? 'teal.9' : 'gray.7'} variant="filled" style={{ textTransform: 'none' }}>
          {t.status[s.estado]}
        </Badge>
      </Group>
      <ResponsiveGrid cols={{ base: 2, sm: 3 }} spacing="sm" component="dl" m={0}>
        <Field label={t.fields.amount} value={formatAmount(s.monto, currency)} />
        <Field label={t.fields.max} value={formatAmount(s.maximo_proyecto, currency)} />
        <Field label={t.fields.rate} value={t.range(formatRate(s.tasa_min), formatRate(s.tasa_max))} />
        <Field label={t.fields.term} value={t.range(String(s.plazo_min), t.days(s.plazo_max))} />
        <Field label={t.fields.risks} value={s.riesgos.join(', ')} />
        <Field label={t.fields.budget} value={formatAmount(s.presupuesto, currency)} />
        <Field label={t.fields.invested} value={formatAmount(s.invertido, currency)} />
        <Field label={t.fields.left} value={formatAmount(s.disponible, currency)} />
        <Field label={t.fields.count} value={String(s.inversiones)} />
      </ResponsiveGrid>
      <Group gap="xs" mt="md" wrap="wrap">
        <Button
          size="compact-md"
          variant={active ? 'outline' : 'filled'}
          loading={props.busy}
          aria-label={t.actionFor(active ? t.pause : t.resume, s.nombre)}
          onClick={() => props.onStatus(s)}
        >
          {active ? t.pause : t.resume}
        </Button>
        <Button
          size="compact-md"
          variant="light"
          aria-label={t.actionFor(t.edit, s.nombre)}
          onClick={() => props.open({ kind: 'form', strategy: s })}
        >
          {t.edit}
        </Button>
        <Button
          size="compact-md"
          variant="light"
          aria-label={`${t.investments} de ${s.nombre}`}
          onClick={() => props.open({ kind: 'history', strategy: s })}
        >
          {t.investments}
        </Button>
      </Group>
    </Card>
  );
}

/**
 * '/cliente/inversion-automatica' 'Inversión automática' (AUTO-12..AUTO-18): the client's strategies with their
 * status and what each invested, 'Nueva estrategia', and for each one pause, resume (asked first, saying what it
 * invests at once), edit and its investments.
 */
export function AutoInvestScreen() {
  const query = useStrategiesList();
  const status = useStrategyStatus();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const close = () => setDialog(null);

  const changeStatus = (s: Strategy) => {
    setNotice(null);
    status.mutate(
      { id: s.id, estado: s.estado === 'activa' ? 'pausada' : 'activa' },
      {
        onSuccess: (answer) => setNotice(answer.message),
        onError: () => setNotice(t.statusError),
      },
    );
  };
  // AUTO-14: a pause is at once; AUTO-18: a resume invests at once, so it asks first.
  const toggle = (s: Strategy) =>
    s.estado === 'activa' ? changeStatus(s) : setDialog({ kind: 'resume', strategy: s });

  let body;
  if (query.isPending) {
    body = <LoadingState shape="rows" count={3} label={t.loading} />;
  } else if (query.isError) {
    // AUTO-12: a failure does not sign out here; the error's retry asks again.
    body = <ErrorState message={t.failed} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (query.data.length === 0) {
    body = <EmptyState title={t.empty} text={t.emptyHint} icon={<IconRobot size={24} stroke={1.6} />} />;
  } else {
    body = (
      <Stack gap="md" component="section" aria-label={t.listLabel}>
        {query.data.map((s) => (
          <StrategyCard
            key={s.id}
            strategy={s}
            open={setDialog}
            onStatus={toggle}
            busy={status.isPending && status.variables?.id === s.id}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          {t.title}
        </Title>
        <Button onClick={() => setDialog({ kind: 'form', strategy: null })}>{t.create}</Button>
      </Group>
      <Text c="gray.7">{t.intro}</Text>
      {notice && (
        <Alert
          color="teal"
          variant="light"
          role="status"
          withCloseButton
          closeButtonLabel={t.close}
          onClose={() => setNotice(null)}
        >
          {notice}
        </Alert>
      )}
      {body}
      <StrategyFormModal
        opened={dialog?.kind === 'form'}
        strategy={dialog?.kind === 'form' ? dialog.strategy : null}
        onClose={close}
        onSaved={(message) => {
          close();
          setNotice(message);
        }}
      />
      <StrategyInvestmentsModal
        strategy={dialog?.kind === 'history' ? dialog.strategy : null}
        onClose={close}
      />
      <ResumeStrategyModal
        strategy={dialog?.kind === 'resume' ? dialog.strategy : null}
        onConfirm={(s) => {
          // Closed first: the call's progress shows on the card's button, and its reload does not ask the
          // question's plan again (nor close a dialog opened meanwhile).
          close();
          changeStatus(s);
        }}
        onClose={close}
      />
    </Stack>
  );
}
