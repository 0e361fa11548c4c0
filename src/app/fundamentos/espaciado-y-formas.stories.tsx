import { Box, Paper, Table, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ResponsiveGrid } from '@/shared/ui/responsive-grid';
import {
  FoundationPage,
  FoundationSection,
  formatLength,
  formatNumber,
  foundations,
} from './foundation-page';

/** A box tall enough to show a radius or a shadow: twice the largest spacing. */
const BOX_HEIGHT = 'calc(var(--mantine-spacing-xl) * 2)';

function Spacing() {
  return (
    <FoundationPage
      title="Espaciado"
      intro="La escala de separaciones (gap, p, m) de la aplicación, leída del tema (src/app/tokens.ts): cada barra mide lo que su nombre."
    >
      <FoundationSection title="Separaciones">
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Nombre</Table.Th>
              <Table.Th scope="col">Tamaño</Table.Th>
              <Table.Th scope="col">Medida</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {foundations.spacing.map((space) => (
              <Table.Tr key={space.key}>
                <Table.Th scope="row">{space.key}</Table.Th>
                <Table.Td>
                  <Box
                    data-spacing={space.key}
                    data-px={space.px}
                    aria-hidden
                    style={{
                      width: `var(--mantine-spacing-${space.key})`,
                      height: 'var(--mantine-spacing-md)',
                      background: 'var(--mantine-primary-color-filled)',
                    }}
                  />
                </Table.Td>
                <Table.Td>{formatLength(space)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </FoundationSection>
    </FoundationPage>
  );
}

function Radii() {
  return (
    <FoundationPage
      title="Radios"
      intro={`Los radios de las esquinas. El predeterminado del tema es ${foundations.defaultRadius}: lo toman los botones, los campos y las tarjetas que no dicen otro.`}
    >
      <FoundationSection title="Esquinas">
        <ResponsiveGrid cols={{ base: 2, sm: 3, md: 4 }}>
          {foundations.radius.map((radius) => (
            <Paper
              key={radius.key}
              withBorder
              radius={radius.key}
              p="sm"
              data-radius={radius.key}
              data-px={radius.px}
              style={{ minHeight: BOX_HEIGHT }}
            >
              <Text fw={700}>
                {radius.key}
                {radius.key === foundations.defaultRadius && ' (predeterminado)'}
              </Text>
              <Text size="sm">{formatLength(radius)}</Text>
            </Paper>
          ))}
        </ResponsiveGrid>
      </FoundationSection>
    </FoundationPage>
  );
}

function Shadows() {
  return (
    <FoundationPage title="Sombras" intro="Las sombras del tema, de la más leve (xs) a la más marcada (xl).">
      <FoundationSection title="Elevación">
        <ResponsiveGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="xl">
          {foundations.shadows.map((shadow) => (
            <Paper
              key={shadow.key}
              shadow={shadow.key}
              p="md"
              data-shadow={shadow.key}
              style={{ minHeight: BOX_HEIGHT }}
            >
              <Text fw={700}>{shadow.key}</Text>
            </Paper>
          ))}
        </ResponsiveGrid>
      </FoundationSection>
    </FoundationPage>
  );
}

function Breakpoints() {
  return (
    <FoundationPage
      title="Puntos de corte"
      intro="Los anchos desde los que cambia la disposición ($mantine-breakpoint-* en los módulos CSS, ResponsiveGrid, hiddenFrom y visibleFrom)."
    >
      <FoundationSection title="Anchos">
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Nombre</Table.Th>
              <Table.Th scope="col">Desde</Table.Th>
              <Table.Th scope="col">En píxeles</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {foundations.breakpoints.map((breakpoint) => (
              <Table.Tr key={breakpoint.key} data-breakpoint={breakpoint.key}>
                <Table.Th scope="row">{breakpoint.key}</Table.Th>
                <Table.Td>{breakpoint.css}</Table.Td>
                <Table.Td>{formatNumber(breakpoint.px)} px</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </FoundationSection>
    </FoundationPage>
  );
}

const meta = {
  title: 'Fundamentos/Espaciado y formas',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spacing scale as bars, each as wide as its value. */
export const SpacingScale: Story = {
  name: 'Espaciado',
  render: () => <Spacing />,
  play: async ({ canvasElement }) => {
    const bars = canvasElement.querySelectorAll<HTMLElement>('[data-spacing]');
    await expect(bars).toHaveLength(5);
    for (const bar of bars) {
      await expect(bar.getBoundingClientRect().width).toBeCloseTo(Number(bar.dataset.px), 1);
    }
    await expect(within(canvasElement).getByRole('row', { name: /^md/ })).toHaveTextContent('1 rem · 16 px');
  },
};

/** The radii, the theme's default marked. */
export const RadiusScale: Story = {
  name: 'Radios',
  render: () => <Radii />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('md (predeterminado)')).toBeVisible();
    // The page's default radius is the one marked.
    const root = getComputedStyle(document.documentElement);
    await expect(root.getPropertyValue('--mantine-radius-default')).toBe(
      root.getPropertyValue(`--mantine-radius-${foundations.defaultRadius}`),
    );
    for (const box of canvasElement.querySelectorAll<HTMLElement>('[data-radius]')) {
      await expect(getComputedStyle(box).borderTopLeftRadius).toBe(`${box.dataset.px}px`);
    }
  },
};

/** The shadows, from xs to xl. */
export const ShadowScale: Story = {
  name: 'Sombras',
  render: () => <Shadows />,
  play: async ({ canvasElement }) => {
    const boxes = canvasElement.querySelectorAll<HTMLElement>('[data-shadow]');
    await expect([...boxes].map((box) => box.dataset.shadow)).toEqual(['xs', 'sm', 'md', 'lg', 'xl']);
    for (const box of boxes) await expect(getComputedStyle(box).boxShadow).not.toBe('none');
  },
};

/** Mantine's breakpoints, in em and px. */
export const BreakpointScale: Story = {
  name: 'Puntos de corte',
  render: () => <Breakpoints />,
  play: async ({ canvasElement }) => {
    const sm = canvasElement.querySelector<HTMLElement>('[data-breakpoint="sm"]')!;
    await expect(sm).toHaveTextContent('48em');
    await expect(sm).toHaveTextContent('768 px');
    // The page's CSS variables hold the values the table shows.
    const root = getComputedStyle(document.documentElement);
    for (const breakpoint of foundations.breakpoints) {
      await expect(root.getPropertyValue(`--mantine-breakpoint-${breakpoint.key}`).trim()).toBe(
        breakpoint.css,
      );
    }
  },
};
