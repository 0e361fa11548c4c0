import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authenticate } from '@/contract/auth';
import { SESSION_EXPIRED_MESSAGE } from '@/contract/errors';
import { profileQuery } from '@/shared/api/session-queries';
import { useSession } from '@/shared/session/session-store';
import { serverMessages } from '../strings';
import { LoginScreen } from './login-screen';
import { jsonError, mobile, screenOf } from './story-helpers';

const meta = {
  title: 'Acceso/Pantalla de inicio de sesión',
  component: LoginScreen,
  parameters: { router: { initialPath: '/portal' } },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function fillAndSubmit(canvas: Canvas, email: string, password: string) {
  await userEvent.type(canvas.getByRole('textbox', { name: /Correo electrónico/ }), email);
  await userEvent.type(canvas.getByLabelText(/^Contraseña/), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Entrar a mi cuenta' }));
}

/** The first visit: welcome text, empty fields, links to /forgot and /nueva-cuenta. */
export const Empty: Story = { name: 'Formulario vacío' };

/** Both fields typed, the password shown with the toggle. */
export const Filled: Story = {
  name: 'Formulario completo',
  play: async ({ canvasElement }) => {
    const canvas = await screenOf(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Correo electrónico/ }), 'cliente@correo.test');
    await userEvent.type(canvas.getByLabelText(/^Contraseña/), 'clave123');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar contraseña' }));
  },
};

/** The login call never answers: the button keeps its spinner (LOGIN-04). */
export const Loading: Story = {
  name: 'Iniciando sesión',
  parameters: { simulator: { faults: [{ tipo: 'espera', ruta: authenticate.path }] } },
  play: async ({ canvasElement }) => {
    const canvas = await screenOf(canvasElement);
    await fillAndSubmit(canvas, 'cliente@correo.test', 'clave123');
    await expect(canvas.getByRole('button', { name: 'Entrar a mi cuenta' })).toHaveAttribute('data-loading');
  },
};

/** Wrong credentials: the server's message in the generic modal (LOGIN-18). */
export const WrongCredentials: Story = {
  name: 'Credenciales incorrectas',
  play: async ({ canvasElement }) => {
    await fillAndSubmit(await screenOf(canvasElement), 'nadie@correo.test', 'clave123');
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByText('Correo electrónico o contraseña incorrectos.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  },
};

/** 'Intente nuevamente': the generic modal adds the single-device note (LOGIN-19). */
export const SessionsClosed: Story = {
  name: 'Sesiones cerradas',
  // The simulator gives this message to the calls of a closed session, never to a login: written by hand.
  beforeEach: ({ msw }) => {
    msw.use(http.post(authenticate.path, () => jsonError(serverMessages.sessionsClosed, 401)));
  },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(await screenOf(canvasElement), 'cliente@correo.test', 'clave123');
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByText(/un dispositivo a la vez/, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  },
};

/** The e-mail is not confirmed yet (the seeded pendiente@): the resend-confirmation modal (LOGIN-14, LOGIN-15). */
export const UnconfirmedEmail: Story = {
  name: 'Correo sin confirmar',
  play: async ({ canvasElement }) => {
    await fillAndSubmit(await screenOf(canvasElement), 'pendiente@simulador.test', 'pendiente1234');
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByRole('dialog', { name: '¡Su registro está casi completo!' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  },
};

/** The resend answered: its message under the button (LOGIN-16). */
export const UnconfirmedEmailResent: Story = {
  name: 'Confirmación reenviada',
  play: async (context) => {
    await UnconfirmedEmail.play!(context);
    const body = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Reenviar enlace de confirmación' }));
    await expect(await body.findByRole('status', {}, { timeout: 15_000 })).toBeInTheDocument();
  },
};

/** After a sign-out (session expired, revoked, failed call) its message is shown (LOGIN-22). */
export const SignOutMessage: Story = {
  name: 'Aviso tras cerrar la sesión',
  beforeEach: () => {
    useSession.setState({ signOutMessage: SESSION_EXPIRED_MESSAGE });
  },
  // The dialog takes its title's name once the title has mounted.
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('dialog')).toHaveAccessibleName());
  },
};

/** Reads the signed-in client's record from the simulator, as the client area's loader does. */
function WithLoadedUser(props: { children: ReactNode }) {
  useQuery(profileQuery());
  return props.children;
}

/** The profile is loaded: 'Bienvenido' and the name, the simulator named, the button disabled (LOGIN-05, LOGIN-13). */
export const UserLoaded: Story = {
  name: 'Usuario cargado',
  parameters: {
    simulator: { as: 'nuevo' },
  },
  render: () => (
    <WithLoadedUser>
      <LoginScreen />
    </WithLoadedUser>
  ),
  play: async ({ canvasElement }) => {
    const canvas = await screenOf(canvasElement);
    // The new persona (nuevo@), Lucía Fernández.
    await expect(await canvas.findByRole('status', {}, { timeout: 15_000 })).toHaveTextContent(
      'Lucía Fernández',
    );
  },
};

/** The demo outbox of the typed address (simulator only): the seeded pendiente@'s activation message. */
export const DemoOutbox: Story = {
  name: 'Correo de demostración',
  play: async ({ canvasElement }) => {
    const canvas = await screenOf(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Correo electrónico/ }),
      'pendiente@simulador.test',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Correo de demostración' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('article', {}, { timeout: 15_000 })).toBeInTheDocument();
  },
};

export const Mobile: Story = { name: 'En un teléfono', globals: mobile };

export const MobileWithMessage: Story = {
  name: 'Credenciales incorrectas en un teléfono',
  globals: mobile,
  play: WrongCredentials.play,
};
