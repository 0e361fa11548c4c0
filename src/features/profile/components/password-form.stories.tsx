import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordForm } from './password-form';
import { mobile, passwordAnswers } from './story-fixtures';

const meta = {
  title: 'profile/PasswordForm',
  component: PasswordForm,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillAndSend(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(
    await canvas.findByLabelText(/^Contraseña actual/, {}, { timeout: 15_000 }),
    'actual123',
  );
  await userEvent.type(canvas.getByLabelText(/^Nueva contraseña/), 'nueva1234');
  await userEvent.type(canvas.getByLabelText(/^Confirmar nueva contraseña/), 'nueva1234');
  await userEvent.click(canvas.getByRole('button', { name: 'Cambiar contraseña' }));
}

/** PWD-01, PWD-04: three required fields and the 30-day advice. */
export const Empty: Story = {};

/** The three fields typed. */
export const Filled: Story = {
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
  beforeEach: ({ msw }) => msw.use(passwordAnswers.pending),
  play: async ({ canvasElement }) => fillAndSend(canvasElement),
};

/** PWD-07: the message in a modal with 'Aceptar' (it clears after 6 s, PWD-08). */
export const Changed: Story = {
  beforeEach: ({ msw }) => msw.use(passwordAnswers.ok),
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

/** ERR-02: the server's refusal in the same modal. */
export const Refused: Story = {
  beforeEach: ({ msw }) => msw.use(passwordAnswers.refused),
  play: async ({ canvasElement }) => fillAndSend(canvasElement),
};

export const Mobile: Story = { globals: mobile };
