import { Paper, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dialogsSettled } from '../../../../.storybook/settled';
import { ProfileScreen } from './profile-screen';
import { profile } from '@/contract/auth';
import { mobile } from './story-fixtures';

/** The route fills these slots with the kyc and beneficiaries features; stories show where they go. */
const slot = (text: string) => (
  <Paper withBorder p="md">
    <Text c="dimmed">{text}</Text>
  </Paper>
);

const meta = {
  title: 'Mi cuenta/Pantalla de mi cuenta',
  component: ProfileScreen,
  argTypes: { verification: { control: false }, bankAccounts: { control: false } },
  // The seeded personas on the simulator: the new client (status 1) unless a story says otherwise.
  parameters: { layout: 'padded', simulator: { as: 'nuevo' } },
  args: {
    verification: () => slot('Centro de verificación (feature kyc, compuesta por la ruta).'),
    bankAccounts: slot('Cuentas bancarias (feature beneficiaries, compuesta por la ruta).'),
  },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const screenOf = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('tab', { name: 'Editar perfil' }, { timeout: 15_000 });
  return canvas;
};

/** Status 1: three tabs, an empty summary ('Sin agregar', PROF-01, PROF-08). */
export const Status1Empty: Story = {
  name: 'Estado 1, sin datos',
  play: async ({ canvasElement }) => {
    const canvas = await screenOf(canvasElement);
    await expect(canvas.getAllByRole('tab')).toHaveLength(3);
    await expect((await canvas.findAllByText('Sin agregar')).length).toBeGreaterThan(5);
  },
};

/** Waits for the client's record (its identity number in the summary), so that axe reads the filled data. */
const recordShown =
  (identity: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = await screenOf(canvasElement);
    await expect((await canvas.findAllByText(identity, {}, { timeout: 15_000 }))[0]).toBeVisible();
  };

/** Status 2: the same three tabs, the data filled. */
export const Status2Filled: Story = {
  name: 'Estado 2, con datos',
  parameters: { simulator: { as: 'verificando' } },
  play: recordShown('1098765432'),
};

/** Status 3: only 'Editar perfil' and 'Cuentas bancarias' (PROF-02). */
export const Status3: Story = {
  name: 'Estado 3 (demo)',
  parameters: { simulator: { as: 'demo' } },
  play: async ({ canvasElement }) => {
    const canvas = await screenOf(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('tab')).toHaveLength(2), { timeout: 15_000 });
  },
};

/** Status 3 outside demo mode: the investor in dollars, as the menu opens 'Mi cuenta'. */
export const Status3NonDemo: Story = {
  name: 'Estado 3, fuera de la demo',
  parameters: { simulator: { as: 'inversor' } },
  play: recordShown('79854123'),
};

/** Status 3, the issuer (emisor@, a company): as the menu opens 'Mi cuenta'. */
export const Status3Issuer: Story = {
  name: 'Estado 3, emisor',
  parameters: { simulator: { as: 'emisor' } },
  play: recordShown('900123456-7'),
};

/** The client record has not arrived: 'Cargando...'. */
export const Loading: Story = {
  name: 'Cargando',
  parameters: { simulator: { as: 'nuevo', faults: [{ tipo: 'espera', ruta: profile.path }] } },
};

/** 'Completar información' opened the edit form, prefilled (PROF-09, PROF-11). */
export const EditForm: Story = {
  name: 'Formulario de edición',
  parameters: { simulator: { as: 'verificando' } },
  play: async ({ canvasElement }) => {
    const canvas = await screenOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Completar información' }));
  },
};

/** Saving answered with the server's message in a modal (PROF-14). */
export const Saved: Story = {
  name: 'Datos guardados',
  parameters: { simulator: { as: 'verificando' } },
  play: async ({ canvasElement }) => {
    const canvas = await screenOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Completar información' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(
        'Datos actualizados con éxito.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    await dialogsSettled(canvasElement);
  },
};

/** A refused save: another client's e-mail address, the server's data.message in the modal (ERR-02). */
export const SaveRefused: Story = {
  name: 'Guardado rechazado',
  parameters: { simulator: { as: 'verificando' } },
  play: async ({ canvasElement }) => {
    const canvas = await screenOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Completar información' }));
    const email = canvas.getByRole('textbox', { name: /^Correo/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'demo@simulador.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    // The refusal's dialog takes its title's name once the title has mounted.
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('dialog')).toHaveAccessibleName());
  },
};

/** A 375 px wide screen, status 1. */
export const Mobile: Story = { name: 'En un teléfono', globals: mobile };

/** The edit form on a narrow screen. */
export const MobileEditForm: Story = {
  ...EditForm,
  name: 'Formulario de edición en un teléfono',
  globals: mobile,
};
