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
  title: 'Mi cuenta/Diseño alternativo',
  component: AlternateProfileLayout,
  argTypes: {
    status: { control: 'select', options: [1, 2, 3] },
    verification: { control: false },
    bankAccounts: { control: false },
    header: { control: false },
  },
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
  name: 'Estado 1, tema claro',
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

/** Waits for the client's record in 'Mis Datos Personales' (its identity number), so that axe reads it. */
const recordShown =
  (identity: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(
      (await within(canvasElement).findAllByText(identity, {}, { timeout: 15_000 }))[0],
    ).toBeVisible();
  };

/** PROF-06: the dark theme. */
export const Status2Dark: Story = {
  name: 'Estado 2, tema oscuro',
  args: { status: 2, colorScheme: 'dark' },
  parameters: { simulator: { as: 'verificando' } },
  play: recordShown('1098765432'),
};

/** PROF-05: status 3 hides 'Centro de verificación'. */
export const Status3Light: Story = {
  name: 'Estado 3, tema claro',
  args: { status: 3 },
  parameters: { simulator: { as: 'inversor' } },
  play: recordShown('79854123'),
};

export const Status3Dark: Story = {
  name: 'Estado 3, tema oscuro',
  args: { status: 3, colorScheme: 'dark' },
  parameters: { simulator: { as: 'inversor' } },
};

/** The client record has not arrived. */
export const Loading: Story = {
  name: 'Cargando',
  parameters: { simulator: { as: 'nuevo', faults: [{ tipo: 'espera', ruta: profile.path }] } },
};

export const MobileDark: Story = {
  name: 'Tema oscuro en un teléfono',
  args: { colorScheme: 'dark' },
  globals: mobile,
  play: async ({ canvasElement }) => {
    // The new client's record: its name, the rest 'Sin agregar'.
    await expect(
      (await within(canvasElement).findAllByText('Lucía Fernández', {}, { timeout: 15_000 }))[0],
    ).toBeVisible();
  },
};
