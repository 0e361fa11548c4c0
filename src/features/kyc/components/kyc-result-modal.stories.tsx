import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { KycResultModal } from './kyc-result-modal';
import { mobile } from './story-fixtures';

const meta = {
  title: 'Mi cuenta/Modal de resultado de verificación',
  component: KycResultModal,
  args: {
    result: {
      view: 'message',
      ok: true,
      message: 'Documentos recibidos con éxito. Su identidad ha sido verificada.',
    },
    onAccept: fn(),
    onContinue: fn(),
  },
  // The dialog takes its title's name once the title has mounted.
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('dialog')).toHaveAccessibleName());
  },
} satisfies Meta<typeof KycResultModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** KYC-05: the first view, after a successful send. */
export const Received: Story = { name: 'Documentos recibidos' };

/** ERR-02: a refusal. */
export const Refused: Story = {
  name: 'Documentos rechazados',
  args: {
    result: {
      view: 'message',
      ok: false,
      message: 'El archivo del documento de identidad debe ser una imagen JPG, PNG o WEBP, o un PDF.',
    },
  },
};

/** KYC-07: the second view while the status reloads. */
export const Refreshing: Story = {
  name: 'Actualizando el estado',
  args: { result: { view: 'done', verified: null } },
};

/** KYC-07: the second view, verified (status 3). */
export const Verified: Story = {
  name: 'Identidad verificada',
  args: { result: { view: 'done', verified: true } },
};

/** KYC-07: the second view, still in review. */
export const InReview: Story = { name: 'En revisión', args: { result: { view: 'done', verified: false } } };

export const Mobile: Story = {
  name: 'En un teléfono',
  args: { result: { view: 'done', verified: true } },
  globals: mobile,
};
