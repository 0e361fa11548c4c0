import { Text, Title } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { screensFor } from '@/shared/navigation';
import { dialogsSettled } from '../../../../.storybook/settled';
import { RightClickModal } from './right-click-modal';
import { ShellLayout } from './shell-layout';
import { WelcomeModal } from './welcome-modal';

const screen = (title: string) => (
  <>
    <Title order={1} size="h2">
      {title}
    </Title>
    <Text c="dimmed">Contenido de la pantalla.</Text>
  </>
);

const meta = {
  title: 'Marco/Marco del área de clientes',
  component: ShellLayout,
  argTypes: {
    lastConnection: { control: 'text' },
    children: { control: false },
    sidebarFooter: { control: false },
  },
  args: {
    title: 'Inicio',
    name: 'Cliente Nuevo',
    lastConnection: '22/11/2026 07:00',
    screens: screensFor(3),
    pathname: '/cliente/dashboard',
    demo: false,
    collapsed: false,
    mobileOpened: false,
    isMobile: false,
    onToggleCollapsed: fn(),
    onToggleMobile: fn(),
    onCloseMobile: fn(),
    onSignOut: fn(),
    children: screen('Inicio'),
  },
} satisfies Meta<typeof ShellLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Status 3: the full menu, outside demo mode. */
export const Status3: Story = { name: 'Estado 3' };

/** Status 3 in demo mode: the DEMO PLATFORM banner, the welcome to the simulator, nothing is real. */
export const Status3Demo: Story = { name: 'Estado 3 en la demo', args: { demo: true } };

/** Status 2: deposit and my account only. */
export const Status2: Story = {
  name: 'Estado 2',
  args: {
    title: 'Mi cuenta',
    screens: screensFor(2),
    pathname: '/cliente/user-profile',
    children: screen('Mi cuenta'),
  },
};

/** Status 1 (a new client, in demo mode): the limited menu and the BIENVENIDO modal. */
export const Status1WithWelcome: Story = {
  name: 'Estado 1 con bienvenida',
  args: {
    title: 'Mi cuenta',
    screens: screensFor(1),
    pathname: '/cliente/user-profile',
    demo: true,
    children: screen('Mi cuenta'),
  },
  render: (args) => (
    <>
      <ShellLayout {...args} />
      <WelcomeModal opened onContinue={fn()} />
    </>
  ),
  play: ({ canvasElement }) => dialogsSettled(canvasElement),
};

/** The sidebar collapsed on a desktop screen (the collapse flag set). */
export const Collapsed: Story = { name: 'Menú contraído', args: { collapsed: true } };

/** A client who never connected before: no last-connection line. */
export const WithoutLastConnection: Story = { name: 'Sin última conexión', args: { lastConnection: null } };

/** A 375 px wide screen: burger, title and sign-out icon; name and last connection on a second row. */
export const Mobile: Story = {
  name: 'En un teléfono',
  args: { isMobile: true, demo: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** The mobile drawer opened by the burger. */
export const MobileMenuOpen: Story = {
  name: 'Menú abierto en un teléfono',
  args: { isMobile: true, mobileOpened: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** After a right click anywhere in the client area. */
export const RightClickWarning: Story = {
  name: 'Aviso de clic derecho',
  render: (args) => (
    <>
      <ShellLayout {...args} />
      <RightClickModal opened onClose={fn()} />
    </>
  ),
};
