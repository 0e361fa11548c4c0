import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { activation } from '@/contract/auth';
import { ActivationScreen } from './activation-screen';
import { jsonError, mobile } from './story-helpers';

const meta = {
  title: 'auth/ActivationScreen',
  component: ActivationScreen,
  args: { token: '0123456789abcdef0123456789abcdef' },
  parameters: { router: { initialPath: '/activation/0123456789abcdef0123456789abcdef' } },
} satisfies Meta<typeof ActivationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const activationPath = activation.path;

/** The answer is on its way: 'Cargando...'. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get(activationPath, () => delay('infinite')));
  },
};

/** success 'true': Felicitaciones (ACT-02). */
export const Success: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(activationPath, () =>
        HttpResponse.json({
          success: 'true',
          message: 'Su correo electrónico ha sido validado exitosamente',
        }),
      ),
    );
  },
};

/** An unknown or used token, answered by the simulator: Upps Lo sentimos (ACT-03). */
export const Failure: Story = { args: { token: 'desconocido' } };

/** An error response also shows the failure screen (ACT-04). */
export const ErrorResponse: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(activationPath, () => jsonError('Error interno del servidor. Intente nuevamente.', 500)),
    );
  },
};

export const MobileSuccess: Story = { globals: mobile, beforeEach: Success.beforeEach };

export const MobileFailure: Story = { globals: mobile, args: { token: 'desconocido' } };
