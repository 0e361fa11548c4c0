/**
 * DIV-04: a dimension's doughnut. This module (with @mantine/charts and recharts) loads lazily, the first
 * time the screen has figures to draw: never in the first-load bundle.
 */
import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import type { Slice } from '../model/slices';

export function DiversificationDonut({ slices }: { slices: readonly Slice[] }) {
  return (
    <DonutChart
      size={150}
      thickness={26}
      withTooltip={false}
      withLabels={false}
      // The drawing is named by its box (role img) and its figures are in the table: no keyboard layer.
      pieChartProps={{ accessibilityLayer: false }}
      pieProps={{ isAnimationActive: false }}
      data={slices.map((s) => ({ ...s }))}
    />
  );
}
