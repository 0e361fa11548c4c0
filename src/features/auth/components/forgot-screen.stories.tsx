import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { forgotPassword } from '@/contract/auth';
import { ForgotScreen } from './forgot-screen';
import { mobile, screenOf } from './story-helpers';

const meta = {
  title: 'Acceso/Pantalla de recuperación de contraseña',
  component: ForgotScreen,
  parameters: { router: { initialPath: '/forgot' } },
} satisfies Meta<typeof ForgotScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillAndSend(canvasElement: HTMLElement) {
  const canvas = await screenOf(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /Correo electrónico/ }), 'cliente@correo.test');
  await userEvent.click(canvas.getByRole('button', { name: 'Enviar enlace' }));
}

export const Empty: Story = { name: 'Formulario vacío' };

export const Filled: Story = {
  name: 'Con el correo escrito',
  play: async ({ canvasElement }) => {
    await userEvent.type(
      (await screenOf(canvasElement)).getByRole('textbox', { name: /Correo electrónico/ }),
      'cliente@correo.test',
    );
  },
};

/** The call never answers: the button keeps its spinner. */
export const Loading: Story = {
  name: 'Enviando',
  parameters: { simulator: { faults: [{ tipo: 'espera', ruta: forgotPassword.path }] } },
  play: async ({ canvasElement }) => fillAndSend(canvasElement),
};

/** The simulator's answer, shown for 4 s (FORGOT-05, FORGOT-06). */
export const Sent: Story = {
  name: 'Enlace enviado',
  play: async ({ canvasElement }) => {
    await fillAndSend(canvasElement);
    await expect(
      await within(canvasElement).findByText(
        /recibirá un mensaje con las instrucciones/,
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
  },
};

/**
 * A refusal's message is shown the same way. The simulator answers every well-formed address alike (SRV-14),
 * so the refusal is an injected failure, with the server's message.
 */
export const Refused: Story = {
  name: 'Solicitud rechazada',
  parameters: { simulator: { faults: [{ tipo: 'error', ruta: forgotPassword.path }] } },
  play: async ({ canvasElement }) => fillAndSend(canvasElement),
};

export const Mobile: Story = { name: 'En un teléfono', globals: mobile };

export const MobileSent: Story = { name: 'Enlace enviado en un teléfono', globals: mobile, play: Sent.play };
