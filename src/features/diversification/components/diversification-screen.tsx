import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChartDonut, IconInfoCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { DiversificationAnswer } from '@/contract/diversification';
import { useCurrencyLabel } from '@/shared/format/currency';
import { formatAmount } from '@/shared/format/money';
import { ResponsiveGrid } from '@/shared/ui/responsive-grid';
import { ScreenTitle } from '@/shared/ui/screen-title';
import { EmptyState } from '@/shared/ui/states/empty-state';
import { ErrorState } from '@/shared/ui/states/error-state';
import { LoadingState } from '@/shared/ui/states/loading-state';
import { useDiversification } from '../api/diversification';
import { concentrationLimit, concentrationWarnings } from '../model/concentration';
import { diversificationStrings } from '../strings';
import { DimensionPanel } from './dimension-panel';

const t = diversificationStrings;
const DIMENSIONS = ['pais', 'categoria', 'riesgo', 'emisor', 'plazo'] as const;

/** DIV-05: the threshold, always stated, and the issuer or project above it, or that none is. */
function ConcentrationNotice({ data }: { data: DiversificationAnswer }) {
  const warnings = concentrationWarnings(data);
  const c = t.concentration;
  const headingId = useId();
  const tone = warnings.length > 0 ? 'orange' : 'teal';
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      p="md"
      radius="md"
      bg={`var(--mantine-color-${tone}-light)`}
      data-concentration={warnings.length > 0 ? 'alta' : 'ninguna'}
    >
      <Group gap="xs" wrap="nowrap" align="center" mb={6}>
        <IconInfoCircle
          size={20}
          stroke={1.8}
          aria-hidden="true"
          color={`var(--mantine-color-${tone}-9)`}
          style={{ flexShrink: 0 }}
        />
        <Title order={2} size="h5" id={headingId}>
          {c.heading}
        </Title>
      </Group>
      <Stack gap={6}>
        {warnings.length > 0 ? (
          <List size="sm" spacing={4}>
            {warnings.map((w) => (
              <List.Item key={w}>{w}</List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm">{c.none(concentrationLimit)}</Text>
        )}
        <Text size="sm">{c.threshold(concentrationLimit)}</Text>
      </Stack>
    </Paper>
  );
}

function Portfolio({ data }: { data: DiversificationAnswer }) {
  const currency = useCurrencyLabel();
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Group gap="xl" wrap="wrap">
          <div>
            <Text size="sm" c="gray.7">
              {t.total}
            </Text>
            <Text fw={700} size="xl" data-testid="diversificacion-total">
              {formatAmount(data.total, currency)}
            </Text>
          </div>
          <Text size="sm" c="gray.7">
            {t.count(data.inversiones)}
          </Text>
        </Group>
      </Paper>
      <ConcentrationNotice data={data} />
      <ResponsiveGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {DIMENSIONS.map((d) => (
          <DimensionPanel key={d} dimension={d} groups={data[d]} total={data.total} currency={currency} />
        ))}
      </ResponsiveGrid>
    </Stack>
  );
}

/**
 * '/cliente/diversificacion' 'Diversificación' (DIV-04..DIV-06): the active investments' invested amount by
 * country, category, risk rating, issuer and remaining term, each as a doughnut and a table, and the notice of
 * a concentration in one issuer or one project.
 */
export function DiversificationScreen() {
  const query = useDiversification();
  let body;
  if (query.isPending) {
    body = <LoadingState shape="chart" count={2} label={t.loading} />;
  } else if (query.isError) {
    body = (
      <ErrorState
        message={query.error.message || t.failed}
        title={t.failed}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (query.data.inversiones === 0) {
    body = (
      <EmptyState
        title={t.empty}
        text={t.emptyHint}
        icon={<IconChartDonut size={24} stroke={1.6} />}
        action={
          <Button component={Link} to="/cliente/projectos" mt="xs">
            {t.emptyAction}
          </Button>
        }
      />
    );
  } else {
    body = <Portfolio data={query.data} />;
  }
  return (
    <Stack gap="md">
      <ScreenTitle>{t.title}</ScreenTitle>
      <Text c="gray.7">{t.intro}</Text>
      {body}
    </Stack>
  );
}
