import { Badge, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import type { Foundations } from '../tokens';
import { formatRatio } from './foundation-page';

type ColorFoundation = Foundations['colors'][number];

/**
 * One colour of the theme: a box painted with the CSS variable the app paints with, and, outside the box (so
 * any colour can be shown), its name, role, value and contrast against white.
 */
export function ColorSwatch({ color }: { color: ColorFoundation }) {
  const id = useId();
  const passes = color.contrastOnWhite >= 4.5;
  return (
    <Paper
      withBorder
      p="md"
      role="group"
      aria-labelledby={id}
      data-color={color.key}
      data-hex={color.hex}
      data-contrast={color.contrastOnWhite.toFixed(4)}
    >
      <Stack gap="sm">
        <Paper
          withBorder
          radius="sm"
          data-swatch
          aria-hidden
          style={{ background: `var(${color.cssVar})`, height: 'calc(var(--mantine-spacing-xl) * 2)' }}
        />
        <Box>
          <Text fw={700} id={id}>
            {color.name}
          </Text>
          <Text size="sm">{color.role}</Text>
        </Box>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text size="sm" ff="monospace" data-value>
            {color.hex}
          </Text>
          <Text size="sm" ff="monospace" c="dimmed">
            {color.mantine && color.shade !== undefined ? `${color.mantine}.${color.shade}` : color.cssVar}
          </Text>
        </Group>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text size="sm">
            Contraste con blanco: <span data-ratio>{formatRatio(color.contrastOnWhite)}</span>
          </Text>
          {color.text ? (
            <Badge color={passes ? 'green' : 'red'} variant="light" radius="sm">
              {passes ? 'Texto AA' : 'No cumple AA'}
            </Badge>
          ) : (
            <Badge color="gray" variant="light" radius="sm">
              No es de texto
            </Badge>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
