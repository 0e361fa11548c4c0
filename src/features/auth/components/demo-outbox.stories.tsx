import { Stack } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { fn } from 'storybook/test';
import { demoOutbox } from '@/contract/simulator';
import { DemoOutboxModal } from './demo-outbox';
import { DemoOutboxButton } from './demo-outbox-button';
import { mobile } from './story-helpers';

const meta = {
  title: 'auth/DemoOutboxModal',
  component: DemoOutboxModal,
  args: { email: 'cliente@correo.test', onClose: fn() },
} satisfies Meta<typeof DemoOutboxModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const mails = [
  {
    id: 2,
    to: 'cliente@correo.test',
    subject: 'Recuperación de contraseña',
    body: 'Su contraseña temporal es 1a2b3c4d. Vale por 24 horas; al iniciar sesión con ella pasa a ser su contraseña. Cámbiela después desde Mi cuenta.',
    link: '/portal',
    fecha: '2026-11-22 12:05:00',
  },
  {
    id: 1,
    to: 'cliente@correo.test',
    subject: 'Confirme su correo electrónico',
    body: 'Hola Cliente Nuevo, gracias por registrarse. Confirme su correo electrónico con el siguiente enlace.',
    link: '/activation/0123456789abcdef0123456789abcdef',
    fecha: '2026-11-22 12:00:00',
  },
];

/** Two messages, newest first, each with a button that follows its link. */
export const WithMessages: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.post(demoOutbox.path, () => HttpResponse.json({ data: mails })));
  },
};

/** No mail for the address yet (answered by the simulator). */
export const Empty: Story = { args: { email: 'nadie@correo.test' } };

/** The outbox is being read. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.post(demoOutbox.path, () => delay('infinite')));
  },
};

/** The outbox could not be read. */
export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.post(demoOutbox.path, () => HttpResponse.json({ message: 'Error' }, { status: 500 })));
  },
};

export const Mobile: Story = { globals: mobile, beforeEach: WithMessages.beforeEach };

/** The button that opens it: disabled until an address is typed. */
export const Button: Story = {
  render: () => (
    <Stack p="md" align="flex-start">
      <DemoOutboxButton email="" onOpen={fn()} />
      <DemoOutboxButton email="cliente@correo.test" onOpen={fn()} />
    </Stack>
  ),
};
