import { Paper, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { profile } from '@/contract/auth';
import { AlternateProfileLayout } from './alternate-profile-layout';
import { mobile } from './story-fixtures';

const slot = (text: string) => (
  <Paper withBorder p="md" bg="transparent">
    <Text c="dimmed">{text}</Text>
  </Paper>
);

const meta = {
  title: 'profile/AlternateProfileLayout',
  component: AlternateProfileLayout,
  // The seeded personas on the simulator: the new client (nuevo@, status 1) unless a story says otherwise.
  parameters: { layout: 'padded', simulator: { as: 'nuevo' } },
  args: {
    status: 1,
    colorScheme: 'light',
    verification: () => slot('Centro de verificación (feature kyc).'),
    bankAccounts: slot('Cuentas bancarias (feature beneficiaries).'),
  },
} satisfies Meta<typeof AlternateProfileLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PROF-04, PROF-06: four tabs, light theme, a status-1 client. */
export const Status1Light: Story = {
  play: async ({ canvasElement }) => {
    const tabs = await within(canvasElement).findAllByRole('tab', {}, { timeout: 15_000 });
    await expect(tabs.map((t) => t.textContent)).toEqual([
      'Mis Datos Personales',
      'Privacidad & Seguridad',
      'Centro de verificación',
      'Cuentas Bancarias',
    ]);
  },
};

/** PROF-06: the dark theme. */
export const Status2Dark: Story = {
  args: { status: 2, colorScheme: 'dark' },
  parameters: { simulator: { as: 'verificando' } },
};

/** PROF-05: status 3 hides 'Centro de verificación'. */
export const Status3Light: Story = {
  args: { status: 3 },
  parameters: { simulator: { as: 'inversor' } },
};

export const Status3Dark: Story = {
  args: { status: 3, colorScheme: 'dark' },
  parameters: { simulator: { as: 'inversor' } },
};

/** The client record has not arrived. */
export const Loading: Story = {
  parameters: { simulator: { as: 'nuevo', faults: [{ tipo: 'espera', ruta: profile.path }] } },
};

export const MobileDark: Story = { args: { colorScheme: 'dark' }, globals: mobile };
