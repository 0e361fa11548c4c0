/**
 * INVEST-07: the doughnut of invested versus available share. This module (with @mantine/charts and
 * recharts) loads lazily, the first time the 'Distribución' section shows: never in the first-load bundle.
 */
import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import type { DistributionSlice } from '../model/distribution';
import { projectStrings } from '../strings';

const colours = { invested: 'teal.7', available: 'gray.4' } as const;

export function DistributionChart({ slices }: { slices: readonly DistributionSlice[] }) {
  const t = projectStrings.invest.distribution;
  return (
    // The drawing is for the eye; the same figures are listed beside it as text.
    <Box aria-hidden="true" data-chart="distribution">
      <DonutChart
        size={160}
        thickness={28}
        withTooltip={false}
        withLabels={false}
        data={slices.map((s) => ({ name: t[s.key], value: s.value, color: colours[s.key] }))}
      />
    </Box>
  );
}
