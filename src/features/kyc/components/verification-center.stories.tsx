import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dialogsSettled } from '../../../../.storybook/settled';
import { chooseAndSend, chooseFiles, mobile, oversizedSelfie, statusInReview } from './story-fixtures';
import { VerificationCenter } from './verification-center';

const meta = {
  title: 'Mi cuenta/Centro de verificación',
  component: VerificationCenter,
  // The persona in identity verification (status 2), on the simulator.
  parameters: { layout: 'padded', simulator: { as: 'verificando' } },
  args: { onFinished: fn() },
} satisfies Meta<typeof VerificationCenter>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** PROF-03, KYC-01: the explanation and three empty, required file inputs. */
export const Empty: Story = { name: 'Sin archivos' };

/** The three files chosen, not sent yet. */
export const Filled: Story = {
  name: 'Con archivos elegidos',
  play: async ({ canvasElement }) => chooseFiles(canvasElement),
};

/** The call never answers: the button spins. */
export const Loading: Story = {
  name: 'Enviando',
  parameters: { simulator: { as: 'verificando', faults: [{ tipo: 'espera', ruta: '/api/client/kyc' }] } },
  play: async ({ canvasElement }) => chooseAndSend(canvasElement),
};

/** KYC-05: the server's message with 'Aceptar' (the fields reset 6 s later, KYC-06). */
export const Sent: Story = {
  name: 'Documentos enviados',
  play: async ({ canvasElement }) => {
    await chooseAndSend(canvasElement);
    await expect(
      await body(canvasElement).findByRole('button', { name: 'Aceptar' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await dialogsSettled(canvasElement);
  },
};

/** KYC-07: after 'Aceptar', the second view (the status refreshed to 3). */
export const Verified: Story = {
  name: 'Identidad verificada',
  play: async ({ canvasElement }) => {
    await chooseAndSend(canvasElement);
    await userEvent.click(
      await body(canvasElement).findByRole('button', { name: 'Aceptar' }, { timeout: 15_000 }),
    );
    await expect(
      await body(canvasElement).findByText('¡Identidad verificada!', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await dialogsSettled(canvasElement);
  },
};

/** KYC-07 with a server that reviews later: the status stays at 2. */
export const InReview: Story = {
  name: 'En revisión',
  // The simulator verifies at once: a server that reviews later is written by hand.
  beforeEach: ({ msw }) => msw.use(statusInReview),
  play: async ({ canvasElement }) => {
    await chooseAndSend(canvasElement);
    await userEvent.click(
      await body(canvasElement).findByRole('button', { name: 'Aceptar' }, { timeout: 15_000 }),
    );
  },
};

/** ERR-02: a refused file's data.message. */
export const Refused: Story = {
  name: 'Archivo rechazado',
  play: async ({ canvasElement }) => chooseAndSend(canvasElement, oversizedSelfie()),
};

export const Mobile: Story = { name: 'En un teléfono', globals: mobile };

export const MobileFilled: Story = { ...Filled, name: 'Con archivos en un teléfono', globals: mobile };
