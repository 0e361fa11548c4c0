import { Group, Paper, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { stateStrings } from './strings';

export interface LoadingStateProps {
  /**
   * What is coming, and so the skeleton's shape: 'rows' of a list or table, 'cards' side by side (figures),
   * a 'chart', a 'form''s fields, or a few 'lines' of text.
   */
  shape?: 'rows' | 'cards' | 'chart' | 'form' | 'lines';
  /** How many rows, cards, fields or lines. */
  count?: number;
  /** What a screen reader hears while it loads; 'Cargando...' by default. */
  label?: string;
  /** Words the screen shows above the skeleton while it loads, where the specification writes some. */
  caption?: { title: string; text?: string };
  /** The chart's own height class, so that nothing moves when the chart replaces its skeleton. */
  chartClassName?: string;
}

/**
 * The one loading state: a skeleton shaped like what will come, so that nothing jumps when it arrives, and
 * 'Cargando...' for a screen reader (a live status region). Never a spinner beside a skeleton, never text
 * alone.
 */
export function LoadingState({
  shape = 'rows',
  count = 3,
  label = stateStrings.loading,
  chartClassName,
  caption,
}: LoadingStateProps) {
  const items = Array.from({ length: count }, (_, i) => i);
  return (
    <Stack gap="sm" py="xs" data-state="loading" aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      {caption && (
        <Stack gap={2} ta="center" py="xs">
          <Text fw={700} size="lg">
            {caption.title}
          </Text>
          {caption.text !== undefined && <Text c="dimmed">{caption.text}</Text>}
        </Stack>
      )}
      {shape === 'rows' &&
        items.map((i) => (
          <Group key={i} gap="md" wrap="nowrap" aria-hidden="true">
            <Skeleton height={14} width="30%" radius="sm" />
            <Skeleton height={14} radius="sm" />
            <Skeleton height={14} width="20%" radius="sm" />
          </Group>
        ))}
      {shape === 'cards' && (
        <Group gap="md" grow aria-hidden="true">
          {items.map((i) => (
            <Paper key={i} withBorder p="md" radius="md">
              <Skeleton height={12} width="60%" radius="sm" mb="sm" />
              <Skeleton height={24} width="80%" radius="sm" />
            </Paper>
          ))}
        </Group>
      )}
      {shape === 'chart' && (
        <Skeleton height={220} radius="md" className={chartClassName} aria-hidden="true" />
      )}
      {shape === 'form' &&
        items.map((i) => (
          <Stack key={i} gap={6} aria-hidden="true">
            <Skeleton height={12} width={120} radius="sm" />
            <Skeleton height={36} radius="md" />
          </Stack>
        ))}
      {shape === 'lines' &&
        items.map((i) => (
          <Skeleton
            key={i}
            height={12}
            width={i === count - 1 ? '60%' : '100%'}
            radius="sm"
            aria-hidden="true"
          />
        ))}
    </Stack>
  );
}

/**
 * One placeholder line inside a box that is already drawn (a balance card's figure, a rate and its caption):
 * the size of what will replace it, hidden from screen readers (the box's LoadingState or status says it).
 */
export function SkeletonLine(props: { h: number; w: number | string; mt?: number; mb?: number }) {
  return <Skeleton {...props} radius="sm" aria-hidden="true" />;
}
