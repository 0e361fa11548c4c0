import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ResponsiveGrid, type GridColumns } from '@/shared/ui/responsive-grid';

/** A definition list of label/value pairs, two or three per row. */
export function DetailList({
  items,
  cols = { base: 1, xs: 2 },
}: {
  items: readonly (readonly [string, ReactNode])[];
  cols?: GridColumns;
}) {
  return (
    <ResponsiveGrid component="dl" cols={cols} spacing="xs" verticalSpacing={8} m={0}>
      {items.map(([term, value]) => (
        <div key={term}>
          <Text component="dt" size="xs" c="gray.7">
            {term}
          </Text>
          <Text component="dd" m={0} size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </div>
      ))}
    </ResponsiveGrid>
  );
}
