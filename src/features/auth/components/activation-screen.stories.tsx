import type { Meta, StoryObj } from '@storybook/react-vite';
import { ActivationScreen } from './activation-screen';
import { mobile } from './story-helpers';

/** The link's token: the unconfirmed persona (pendiente@) holds it unused in the `knownActivationToken` scenario. */
const token = '0123456789abcdef0123456789abcdef';

/** The activation call's path, up to its token: what the injected faults match. */
const activationCalls = '/api/client/activation/';

const meta = {
  title: 'Acceso/Pantalla de activación',
  component: ActivationScreen,
  args: { token },
  parameters: { router: { initialPath: `/activation/${token}` } },
} satisfies Meta<typeof ActivationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The answer is on its way: 'Cargando...'. */
export const Loading: Story = {
  name: 'Cargando',
  parameters: { simulator: { faults: [{ tipo: 'espera', ruta: activationCalls }] } },
};

/** success 'true': Felicitaciones (ACT-02), the simulator confirming pendiente@'s e-mail. */
export const Success: Story = {
  name: 'Cuenta activada',
  parameters: { simulator: { scenario: 'knownActivationToken' } },
};

/** An unknown or used token, answered by the simulator: Upps Lo sentimos (ACT-03). */
export const Failure: Story = { name: 'Enlace no válido', args: { token: 'desconocido' } };

/** An error response also shows the failure screen (ACT-04). */
export const ErrorResponse: Story = {
  name: 'Error del servidor',
  parameters: { simulator: { faults: [{ tipo: 'error', ruta: activationCalls }] } },
};

export const MobileSuccess: Story = {
  name: 'Cuenta activada en un teléfono',
  globals: mobile,
  parameters: Success.parameters,
};

export const MobileFailure: Story = {
  name: 'Enlace no válido en un teléfono',
  globals: mobile,
  args: { token: 'desconocido' },
};
