import {
  Box,
  getRadius,
  Group,
  Paper,
  rem,
  Stack,
  Text,
  VisuallyHidden,
  type MantineRadius,
  type MantineSpacing,
} from '@mantine/core';
import type { CSSProperties } from 'react';
import { useLoadingMotion } from './loading-motion';
import classes from './loading-state.module.css';
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
            <SkeletonLine h={14} w="30%" />
            <SkeletonLine h={14} />
            <SkeletonLine h={14} w="20%" />
          </Group>
        ))}
      {shape === 'cards' && (
        <Group gap="md" grow aria-hidden="true">
          {items.map((i) => (
            <Paper key={i} withBorder p="md" radius="md">
              <SkeletonLine h={12} w="60%" mb="sm" />
              <SkeletonLine h={24} w="80%" />
            </Paper>
          ))}
        </Group>
      )}
      {shape === 'chart' && <SkeletonLine h={220} radius="md" className={chartClassName} />}
      {shape === 'form' &&
        items.map((i) => (
          <Stack key={i} gap={6} aria-hidden="true">
            <SkeletonLine h={12} w={120} />
            <SkeletonLine h={36} radius="md" />
          </Stack>
        ))}
      {shape === 'lines' &&
        items.map((i) => <SkeletonLine key={i} h={12} w={i === count - 1 ? '60%' : '100%'} />)}
    </Stack>
  );
}

export interface SkeletonLineProps {
  /** Its height in px (as rem, so it follows the text's scale). */
  h: number;
  /** Its width: px or a share of the box ('30%'); the whole width by default. */
  w?: number | string;
  mt?: MantineSpacing;
  mb?: MantineSpacing;
  radius?: MantineRadius;
  /** A size of its own (the chart's height class), so that nothing moves when the content replaces it. */
  className?: string;
}

/**
 * One placeholder line, the size of what will replace it, pulsing after its first second; hidden from screen readers (the box's
 * LoadingState or status says it). LoadingState draws its shapes with it, and a box that is already drawn (a
 * balance card's figure, a rate and its caption) holds one where its figure will be. It is marked
 * `data-skeleton`, which the checks that wait for a screen to be drawn look for.
 */
export function SkeletonLine({ h, w = '100%', mt, mb, radius = 'sm', className }: SkeletonLineProps) {
  const motion = useLoadingMotion();
  const style = {
    '--line-height': rem(h),
    '--line-width': typeof w === 'number' ? rem(w) : w,
    '--line-radius': getRadius(radius),
  } as CSSProperties;
  return (
    <Box
      ref={motion}
      className={className ? `${classes.line} ${className}` : classes.line}
      mt={mt}
      mb={mb}
      style={style}
      data-skeleton
      aria-hidden="true"
    />
  );
}
