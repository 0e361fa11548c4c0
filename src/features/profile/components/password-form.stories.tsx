import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordForm } from './password-form';
import { changePassword } from '@/contract/auth';
import { mobile } from './story-fixtures';

const meta = {
  title: 'Mi cuenta/Formulario de contraseña',
  component: PasswordForm,
  // The demo investor signed in on the simulator, whose password is demo1234.
  parameters: { layout: 'padded', simulator: { as: 'demo' } },
} satisfies Meta<typeof PasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillAndSend(canvasElement: HTMLElement, current = 'demo1234') {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^Contraseña actual/, {}, { timeout: 15_000 }), current);
  await userEvent.type(canvas.getByLabelText(/^Nueva contraseña/), 'nueva1234');
  await userEvent.type(canvas.getByLabelText(/^Confirmar nueva contraseña/), 'nueva1234');
  await userEvent.click(canvas.getByRole('button', { name: 'Cambiar contraseña' }));
}

/** PWD-01, PWD-04: three required fields and the 30-day advice. */
export const Empty: Story = { name: 'Vacío' };

/** The three fields typed. */
export const Filled: Story = {
  name: 'Con los campos llenos',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByLabelText(/^Contraseña actual/, {}, { timeout: 15_000 }),
      'actual123',
    );
    await userEvent.type(canvas.getByLabelText(/^Nueva contraseña/), 'nueva1234');
    await userEvent.type(canvas.getByLabelText(/^Confirmar nueva contraseña/), 'nueva1234');
  },
};

/** The call never answers: the button spins. */
export const Loading: Story = {
  name: 'Enviando',
  parameters: { simulator: { as: 'demo', faults: [{ tipo: 'espera', ruta: changePassword.path }] } },
  play: async ({ canvasElement }) => fillAndSend(canvasElement),
};

/** PWD-07: the message in a modal with 'Aceptar' (it clears after 6 s, PWD-08). */
export const Changed: Story = {
  name: 'Contraseña cambiada',
  play: async ({ canvasElement }) => {
    await fillAndSend(canvasElement);
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(
        'Contraseña actualizada con éxito.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
  },
};

/** ERR-02: the server's refusal in the same modal (a wrong current password). */
export const Refused: Story = {
  name: 'Contraseña actual incorrecta',
  play: async ({ canvasElement }) => {
    await fillAndSend(canvasElement, 'otra1234');
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(
        'La contraseña actual es incorrecta.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
  },
};

export const Mobile: Story = { name: 'En un teléfono', globals: mobile };
