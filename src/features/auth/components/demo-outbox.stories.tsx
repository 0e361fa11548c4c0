import { Stack } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { demoOutbox } from '@/contract/simulator';
import { DemoOutboxModal } from './demo-outbox';
import { DemoOutboxButton } from './demo-outbox-button';
import { mobile } from './story-helpers';

/** The seeded unconfirmed persona, whose outbox holds its activation message. */
const pending = 'pendiente@simulador.test';

const meta = {
  title: 'Acceso/Correo de demostración',
  component: DemoOutboxModal,
  argTypes: { email: { control: 'text' } },
  args: { email: pending, onClose: fn() },
} satisfies Meta<typeof DemoOutboxModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two messages, newest first, each with a button that follows its link (pendiente@'s, a reset added). */
export const WithMessages: Story = {
  name: 'Con mensajes',
  parameters: { simulator: { scenario: 'pendingResetMail' } },
};

/** No mail for the address yet (answered by the simulator). */
export const Empty: Story = { name: 'Sin mensajes', args: { email: 'nadie@correo.test' } };

/** The outbox is being read. */
export const Loading: Story = {
  name: 'Cargando',
  parameters: { simulator: { faults: [{ tipo: 'espera', ruta: demoOutbox.path }] } },
};

/** The outbox could not be read. */
export const Failed: Story = {
  name: 'Error al cargar',
  parameters: { simulator: { faults: [{ tipo: 'error', ruta: demoOutbox.path }] } },
};

export const Mobile: Story = { name: 'En un teléfono', globals: mobile, parameters: WithMessages.parameters };

/** The button that opens it: disabled until an address is typed. */
export const Button: Story = {
  name: 'Botón que lo abre',
  render: () => (
    <Stack p="md" align="flex-start">
      <DemoOutboxButton email="" onOpen={fn()} />
      <DemoOutboxButton email={pending} onOpen={fn()} />
    </Stack>
  ),
};
