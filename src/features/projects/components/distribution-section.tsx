import { Box, Center, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';
import type { Project } from '@/contract/projects';
import { LoadingState } from '@/shared/ui/states/loading-state';
import { distributionOf, type DistributionSlice } from '../model/distribution';
import { projectStrings } from '../strings';

const t = projectStrings.invest.distribution;

/** The chart's code loads in its own chunk; if it cannot load, the figures below still say it all. */
const DistributionChart = lazy<ComponentType<{ slices: readonly DistributionSlice[] }>>(() =>
  import('./distribution-chart').then(
    (m) => ({ default: m.DistributionChart }),
    () => ({ default: () => null }),
  ),
);

/** INVEST-07: the invested and available shares of the project, drawn and listed. */
export function DistributionSection({ project, currency }: { project: Project; currency: string }) {
  const slices = distributionOf(project, currency);
  return (
    <Stack gap="sm" align="center">
      <Center mih={160}>
        <Suspense
          fallback={
            // A width for the skeleton, which would collapse in the centred box: a square, as tall as it is.
            <Box w={220}>
              <LoadingState shape="chart" label={projectStrings.loading} />
            </Box>
          }
        >
          <DistributionChart slices={slices} />
        </Suspense>
      </Center>
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t.caption}>
        {slices.map((s) => (
          <Group component="li" key={s.key} gap="xs" wrap="nowrap" data-slice={s.key}>
            <ColorSwatch
              size={14}
              color={s.key === 'invested' ? 'var(--mantine-color-teal-7)' : 'var(--mantine-color-gray-4)'}
            />
            <Text size="sm">
              {t[s.key]}: {s.amount} ({s.percent})
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
