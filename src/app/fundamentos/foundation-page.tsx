import { Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { theme } from '../theme';
import { readFoundations } from '../tokens';

/**
 * The Storybook pages 'Fundamentos': the design system's tokens (../tokens.ts) as the theme built from them
 * has them. Every page iterates over these foundations, so none can drift from what the app paints.
 */
export const foundations = readFoundations(theme);

const decimal = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 4 });
const ratio = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A number as the pages write it: '0,875'. */
export const formatNumber = (value: number) => decimal.format(value);

/** A contrast ratio, rounded down so that it never claims more than it has: '4,51:1'. */
export const formatRatio = (value: number) => `${ratio.format(Math.floor(value * 100) / 100)}:1`;

/** A length in rem and px: '0,875 rem · 14 px'. */
export const formatLength = ({ rem, px }: { rem: number; px: number }) =>
  `${formatNumber(rem)} rem · ${formatNumber(px)} px`;

/** One page of Fundamentos: its title, what it shows, and its sections. */
export function FoundationPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{intro}</Text>
      </Stack>
      {children}
    </Stack>
  );
}

/** A titled section of a Fundamentos page, named by its heading. */
export function FoundationSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Stack component="section" gap="md" aria-labelledby={id}>
      <Stack gap="xs">
        <Title order={2} id={id}>
          {title}
        </Title>
        {intro && <Text size="sm">{intro}</Text>}
      </Stack>
      {children}
    </Stack>
  );
}
