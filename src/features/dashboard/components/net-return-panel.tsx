import { ActionIcon, Group, Paper, Popover, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useId, useState, type ComponentType } from 'react';
import type { NetReturn } from '@/contract/account';
import { formatDay } from '@/shared/format/date';
import { formatRateFixed } from '@/shared/format/rate';
import { SlicedMount } from '@/shared/ui/sliced-mount';
import { toRatePoints } from '../model/net-return-points';
import { netReturnStrings } from '../net-return-strings';
import { dashboardStrings } from '../strings';
import { ChartMessage } from './chart-message';
import { InfoIcon } from './icons';
import type { NetReturnChartProps } from './net-return-chart';
import classes from './net-return-panel.module.css';
import { LoadingState, SkeletonLine } from '@/shared/ui/states/loading-state';
import chartHeight from './chart-message.module.css';

/** RET-08: if the chart's own code cannot load, that is only logged, and the card says so. */
function ChartUnavailable(_props: Partial<NetReturnChartProps>) {
  return <ChartMessage>{netReturnStrings.failed}</ChartMessage>;
}

/** The chart's code loads in its own chunk, the first time it is shown. */
const NetReturnChart = lazy<ComponentType<NetReturnChartProps>>(() =>
  import('./net-return-chart').then(
    (m): { default: ComponentType<NetReturnChartProps> } => ({ default: m.NetReturnChart }),
    (error: unknown) => {
      console.warn(netReturnStrings.logChunkFailed, error);
      return { default: ChartUnavailable };
    },
  ),
);

/**
 * RET-07: the exact definition, behind an information button: a tap, a click, Enter or Space opens it, Escape
 * or a tap elsewhere closes it; the button names what it explains.
 */
function DefinitionButton() {
  const s = netReturnStrings;
  const [opened, setOpened] = useState(false);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={360}
      position="bottom-start"
      withArrow
      shadow="md"
      returnFocus
      hideDetached={false}
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="dark"
          size="lg"
          radius="xl"
          aria-label={s.infoButton}
          onClick={() => setOpened((open) => !open)}
          // Escape closes it from the button too (the dropdown closes itself on Escape only with focus inside).
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpened(false);
          }}
        >
          <InfoIcon />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown className={classes.definition} data-definition="">
        <Stack gap="xs">
          {s.definition.map((paragraph) => (
            <Text key={paragraph} size="sm">
              {paragraph}
            </Text>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

export interface NetReturnPanelProps {
  /** The investments/rentabilidad call: loading, failed (only logged) or its answer (RET-06). */
  status: 'pending' | 'error' | 'success';
  data: NetReturn | undefined;
}

/** RET-07, RET-08: the dashboard's 'Rentabilidad neta anual' card: the figure, its definition, its chart. */
export function NetReturnPanel({ status, data }: NetReturnPanelProps) {
  const s = netReturnStrings;
  const headingId = useId();
  const points = data ? toRatePoints(data.serie) : [];

  let figure;
  let chart;
  if (status === 'pending' || (status === 'success' && !data)) {
    // The same heights as the figure, its line and the chart's caption, so nothing moves when it arrives.
    figure = (
      <>
        <SkeletonLine h={37} w="60%" />
        <SkeletonLine h={16} w="80%" mt={8} />
      </>
    );
    chart = (
      <div>
        <SkeletonLine h={16} w="40%" mt={3} mb={13} />
        <LoadingState shape="chart" label={dashboardStrings.loading} chartClassName={chartHeight.message} />
      </div>
    );
  } else if (status === 'error' || !data) {
    figure = <Text c="gray.7">{s.failed}</Text>;
    chart = null;
  } else if (data.tasa === null) {
    figure = (
      <>
        <Text className={classes.rate} data-net-return="">
          {s.noData}
        </Text>
        <Text size="sm" c="gray.7" mt={4}>
          {s.noDataHint}
        </Text>
      </>
    );
    chart = null;
  } else {
    figure = (
      <>
        <Text className={classes.rate} data-net-return="">
          {formatRateFixed(data.tasa)}
        </Text>
        <Text size="sm" c="gray.7" mt={4}>
          {s.asOf(formatDay(data.fecha), data.flujos)}
        </Text>
      </>
    );
    const loading = (
      <LoadingState shape="chart" label={dashboardStrings.loading} chartClassName={chartHeight.message} />
    );
    // Drawn after the dashboard's first paint, in a task of its own, as the investments chart is.
    chart = (
      <figure className={classes.chart} aria-label={s.chart.figureLabel}>
        <Text size="sm" fw={600} mb="xs" component="figcaption">
          {s.chart.heading}
        </Text>
        <SlicedMount afterPaint fallback={loading}>
          <Suspense fallback={loading}>
            <NetReturnChart points={points} />
          </Suspense>
        </SlicedMount>
      </figure>
    );
  }

  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={headingId} miw={0}>
      <Group gap={4} wrap="nowrap" mb="xs" align="center">
        <Title order={2} size="h3" id={headingId}>
          {s.heading}
        </Title>
        <DefinitionButton />
      </Group>
      <div className={classes.layout}>
        <div>{figure}</div>
        {chart}
      </div>
    </Paper>
  );
}
