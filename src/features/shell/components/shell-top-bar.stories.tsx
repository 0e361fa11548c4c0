import { AppShell } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ShellTopBar } from './shell-top-bar';

const meta = {
  title: 'Marco/Barra superior',
  component: ShellTopBar,
  argTypes: { lastConnection: { control: 'text' } },
  decorators: [
    (Story) => (
      <AppShell header={{ height: { base: 88, sm: 64 } }}>
        <AppShell.Header>
          <Story />
        </AppShell.Header>
        {/* The menu its buttons open and close (aria-controls), shown by the shell-layout stories. */}
        <nav id="menu-principal" aria-label="Menú principal" hidden />
      </AppShell>
    ),
  ],
  args: {
    title: 'Mis inversiones',
    name: 'Cliente Nuevo',
    lastConnection: '22/11/2026 07:00',
    collapsed: false,
    mobileOpened: false,
    navbarId: 'menu-principal',
    onToggleCollapsed: fn(),
    onToggleMobile: fn(),
    onSignOut: fn(),
  },
} satisfies Meta<typeof ShellTopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { name: 'Escritorio' };

/** The collapse button offers to expand the menu again. */
export const MenuCollapsed: Story = { name: 'Menú contraído', args: { collapsed: true } };

/** No last connection yet. */
export const NeverConnected: Story = { name: 'Sin última conexión', args: { lastConnection: null } };

/** A long name is cut with an ellipsis rather than pushing the sign-out button away. */
export const LongName: Story = {
  name: 'Nombre largo',
  args: { name: 'María Fernanda de los Ángeles Rodríguez Villalobos' },
};

export const Mobile: Story = {
  name: 'En un teléfono',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const MobileMenuOpen: Story = {
  name: 'Menú abierto en un teléfono',
  args: { mobileOpened: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
