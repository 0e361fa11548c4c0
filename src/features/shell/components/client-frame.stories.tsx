import { Stack, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ScreenTitle } from '@/shared/ui/screen-title';
import { ClientFrame } from './client-frame';

const meta = {
  title: 'Marco/Pantalla de carga',
  component: ClientFrame,
  args: { pathname: '/cliente/dashboard', demo: true },
  argTypes: { lead: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          "SHELL-14: what a client screen opened at its address shows while its code, the session check and its data are on their way, painted from the page's HTML before any script runs: the client area's frame with the screen's title, the demo's banner folded, the screen's first lines where they do not depend on the client's data, and 'Cargando...'. Nothing in it answers until the screen replaces it.",
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando...');
  },
} satisfies Meta<typeof ClientFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A screen whose first lines depend on the client's data (the dashboard): the frame and 'Cargando...'. */
export const Loading: Story = { name: 'Cargando' };

/** A screen that opens on fixed lines (here the statement's title and what it shows), drawn at once. */
export const WithLead: Story = {
  name: 'Con el inicio de la pantalla',
  args: {
    pathname: '/cliente/estado-de-cuenta',
    lead: (
      <Stack gap="md">
        <ScreenTitle>Estado de cuenta</ScreenTitle>
        <Text c="gray.7">
          Elija un periodo para ver el saldo inicial, cada movimiento, los totales por tipo y el saldo final.
        </Text>
      </Stack>
    ),
  },
};

/** At a phone's width (Storybook's mobile1, 320 px): the sidebar stays closed, by CSS alone. */
export const Mobile: Story = {
  ...WithLead,
  name: 'En un teléfono',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
