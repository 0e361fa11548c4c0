import { Box, Center, ColorSwatch, Group, Paper, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense, useId, type ComponentType } from 'react';
import type { DiversificationGroup } from '@/contract/diversification';
import { formatAmount, formatMinorUnits, toMinorUnits } from '@/shared/format/money';
import { formatRateFixed } from '@/shared/format/rate';
import { LoadingState } from '@/shared/ui/states/loading-state';
import { colourAt, cssColour, slicesOf, type Slice } from '../model/slices';
import { diversificationStrings } from '../strings';
import classes from './dimension-panel.module.css';

const t = diversificationStrings;

/** The chart's code loads in its own chunk; if it cannot load, the table below still says it all. */
const DiversificationDonut = lazy<ComponentType<{ slices: readonly Slice[] }>>(() =>
  import('./diversification-donut').then(
    (m) => ({ default: m.DiversificationDonut }),
    () => ({ default: () => null }),
  ),
);

const numeric = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
/** An amount may put its currency above its figure where a phone's column is narrow; never the figure itself. */
const amount = { ...numeric, whiteSpace: 'normal' } as const;

export interface DimensionPanelProps {
  /** The dimension's key in the answer (its heading and first column come from it). */
  dimension: keyof typeof t.dimensions;
  groups: readonly DiversificationGroup[];
  total: string;
  currency: string;
}

/**
 * DIV-04: one dimension of the portfolio: its doughnut, named for assistive technology, and the same figures
 * as a table (group, amount, share with two decimals), its text alternative, with the total below.
 */
export function DimensionPanel({ dimension, groups, total, currency }: DimensionPanelProps) {
  const headingId = useId();
  const title = t.dimensions[dimension];
  // The shares as the server apportioned them add up to 100.00 (DIV-01); the footer shows their sum.
  const shareSum = formatMinorUnits(
    groups.reduce((sum, g) => sum + toMinorUnits(g.porcentaje, 2), 0n),
    2,
  );
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={headingId} miw={0}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {title}
      </Title>
      <Center mih={150} mb="sm">
        <Box role="img" aria-label={t.chartName(title)} data-chart={`diversificacion-${dimension}`}>
          <Suspense
            fallback={
              <Box w={150}>
                <LoadingState shape="chart" label={t.loading} />
              </Box>
            }
          >
            <DiversificationDonut slices={slicesOf(groups)} />
          </Suspense>
        </Box>
      </Center>
      <Table aria-label={t.tableName(title)} verticalSpacing={6} horizontalSpacing={6} layout="auto">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t.groupColumn[dimension]}</Table.Th>
            <Table.Th scope="col" style={{ textAlign: 'right' }}>
              {t.columns.amount}
            </Table.Th>
            <Table.Th scope="col" style={{ textAlign: 'right' }}>
              {t.columns.share}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((g, i) => (
            <Table.Tr key={g.clave}>
              <Table.Th scope="row" fw={400}>
                <Group gap={8} wrap="nowrap" align="flex-start">
                  <ColorSwatch
                    size={12}
                    color={cssColour(colourAt(i))}
                    withShadow={false}
                    aria-hidden="true"
                    style={{ flexShrink: 0, marginTop: 4 }}
                  />
                  <Text size="sm" className={classes.name}>
                    {g.nombre}
                  </Text>
                </Group>
              </Table.Th>
              <Table.Td style={amount}>{formatAmount(g.monto, currency)}</Table.Td>
              <Table.Td style={numeric}>{formatRateFixed(g.porcentaje)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{t.totalRow}</Table.Th>
            <Table.Td style={amount} fw={700}>
              {formatAmount(total, currency)}
            </Table.Td>
            <Table.Td style={numeric} fw={700}>
              {formatRateFixed(shareSum)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      {dimension === 'plazo' && (
        <Text size="xs" c="gray.7" mt="xs">
          {t.termNote}
        </Text>
      )}
    </Paper>
  );
}
