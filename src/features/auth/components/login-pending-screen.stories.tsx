import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { authenticate } from '@/contract/auth';
import { useSession } from '@/shared/session/session-store';
import { LoginPendingScreen } from './login-pending-screen';
import { freshSession, mobile, screenOf } from './story-helpers';

const meta = {
  title: 'auth/LoginPendingScreen',
  component: LoginPendingScreen,
  parameters: { router: { initialPath: '/login-pendiente' } },
  beforeEach: freshSession,
} satisfies Meta<typeof LoginPendingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function fill(canvas: Canvas) {
  await userEvent.type(canvas.getByRole('textbox', { name: /Correo electrónico/ }), 'nadie@correo.test');
  await userEvent.type(canvas.getByLabelText(/^Contraseña/), 'clave123');
}

/** 'Iniciar Sesion' with empty fields. */
export const Empty: Story = {};

export const Filled: Story = { play: async ({ canvasElement }) => fill(await screenOf(canvasElement)) };

/** The login call never answers: the button keeps its spinner. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.post(authenticate.path, () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    const canvas = await screenOf(canvasElement);
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'ENTRAR A MI CUENTA' }));
  },
};

/** A refusal shows in the generic modal, as on /portal. */
export const WrongCredentials: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await screenOf(canvasElement);
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'ENTRAR A MI CUENTA' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Aviso' }, { timeout: 15_000 })).toBeInTheDocument();
  },
};

/** A visitor who already has a session: told so, and sent on to /cliente after 1 s (ROUTE-06). */
export const AlreadySignedIn: Story = {
  beforeEach: () => {
    useSession.setState({ token: 'x'.repeat(40) });
    return () => useSession.setState({ token: null });
  },
};

export const Mobile: Story = { globals: mobile };
