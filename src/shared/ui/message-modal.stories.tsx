import { Button, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dialogsSettled } from '../../../.storybook/settled';
import { MessageBody, useMessageModal } from './message-modal';

type MessageBodyProps = ComponentProps<typeof MessageBody>;

/**
 * A screen that shows a message: `useMessageModal` opens the app's dialog while its content is not null, with
 * a MessageBody inside; the body's button, Escape or a click outside close it.
 */
function MessageDemo(args: MessageBodyProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  useMessageModal(
    open
      ? {
          title: 'Datos personales',
          children: (
            <MessageBody
              {...args}
              onClick={() => {
                args.onClick();
                close();
              }}
            />
          ),
        }
      : null,
    close,
  );
  return <Button onClick={() => setOpen(true)}>Guardar mis datos</Button>;
}

const meta = {
  title: 'Componentes/Modal de mensaje',
  component: MessageBody,
  parameters: { layout: 'padded' },
  argTypes: {
    children: { control: false },
    onClick: { control: false },
    role: { control: 'select', options: [undefined, 'status', 'alert'] },
  },
  args: {
    children: <Text>Datos actualizados con éxito.</Text>,
    button: 'Aceptar',
    role: 'status',
    onClick: fn(),
  },
  render: (args) => <MessageDemo {...args} />,
} satisfies Meta<typeof MessageBody>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog, drawn in the page's body by the app's ModalsProvider. */
const openDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Guardar mis datos' }));
  const body = within(canvasElement.ownerDocument.body);
  return body.findByRole('dialog', { name: 'Datos personales' }, { timeout: 5_000 });
};

/** Opened by the screen: the title names the dialog, its one button has the focus. */
export const Opened: Story = {
  name: 'Abierto',
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Datos actualizados con éxito.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Aceptar' })).toHaveFocus());
    await dialogsSettled(canvasElement);
  },
};

/** A server's refusal, read out at once (role alert). */
export const Refusal: Story = {
  name: 'Rechazo',
  args: { role: 'alert', children: <Text>La contraseña actual es incorrecta.</Text> },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('La contraseña actual es incorrecta.');
    await dialogsSettled(canvasElement);
  },
};

/** Its button calls `onClick`, and the dialog closes. */
export const Accepted: Story = {
  name: 'Cerrado con su botón',
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await dialogsSettled(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};
