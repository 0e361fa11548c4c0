import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { authenticate } from '@/contract/auth';
import { LoginPendingScreen } from './login-pending-screen';
import { mobile, screenOf } from './story-helpers';

const meta = {
  title: 'Acceso/Pantalla de inicio de sesión simple',
  component: LoginPendingScreen,
  parameters: { router: { initialPath: '/login-pendiente' } },
} satisfies Meta<typeof LoginPendingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function fill(canvas: Canvas) {
  await userEvent.type(canvas.getByRole('textbox', { name: /Correo electrónico/ }), 'nadie@correo.test');
  await userEvent.type(canvas.getByLabelText(/^Contraseña/), 'clave123');
}

/** 'Iniciar Sesion' with empty fields. */
export const Empty: Story = { name: 'Formulario vacío' };

export const Filled: Story = {
  name: 'Formulario completo',
  play: async ({ canvasElement }) => fill(await screenOf(canvasElement)),
};

/** The login call never answers: the button keeps its spinner. */
export const Loading: Story = {
  name: 'Iniciando sesión',
  parameters: { simulator: { faults: [{ tipo: 'espera', ruta: authenticate.path }] } },
  play: async ({ canvasElement }) => {
    const canvas = await screenOf(canvasElement);
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar a mi cuenta' }));
  },
};

/** A refusal shows in the generic modal, as on /portal. */
export const WrongCredentials: Story = {
  name: 'Credenciales incorrectas',
  play: async ({ canvasElement }) => {
    const canvas = await screenOf(canvasElement);
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar a mi cuenta' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Aviso' }, { timeout: 15_000 })).toBeInTheDocument();
  },
};

/** A visitor who already has a session: told so, and sent on to /cliente after 1 s (ROUTE-06). */
export const AlreadySignedIn: Story = {
  name: 'Con la sesión ya iniciada',
  parameters: { simulator: { as: 'demo' } },
};

export const Mobile: Story = { name: 'En un teléfono', globals: mobile };
