import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { screensFor } from '@/shared/navigation';
import { ShellSidebar } from './shell-sidebar';

const meta = {
  title: 'Marco/Menú lateral',
  component: ShellSidebar,
  decorators: [
    (Story) => (
      <Box component="nav" aria-label="Menú principal" w={240} h={480} p="sm" bd="1px solid gray.3">
        <Story />
      </Box>
    ),
  ],
  args: { screens: screensFor(3), pathname: '/cliente/dashboard', onNavigate: fn() },
} satisfies Meta<typeof ShellSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Status 3: the full menu, 'Inicio' current. */
export const Status3: Story = { name: 'Estado 3 en Inicio' };

/** Status 3 on the cards screen. */
export const Status3OnTarjetas: Story = {
  name: 'Estado 3 en Tarjetas',
  args: { pathname: '/cliente/user-tarjeta' },
};

/** Status 1: deposit and my account only. */
export const Status1: Story = {
  name: 'Estado 1 en Mi cuenta',
  args: { screens: screensFor(1), pathname: '/cliente/user-profile' },
};

/** Status 2: the same limited menu, on the deposit screen. */
export const Status2: Story = {
  name: 'Estado 2 en Depósito',
  args: { screens: screensFor(2), pathname: '/cliente/ultradeposito' },
};
