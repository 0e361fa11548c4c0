import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { fn, userEvent, within } from 'storybook/test';
import { errorBodyOf } from '@/contract/errors';
import { simulatorImport } from '@/contract/simulator';
import { ImportStateModal } from './import-state-modal';

const file = new File(['{}'], 'simulador-2026-11-25.json', { type: 'application/json' });

const meta = {
  title: 'simulator/ImportStateModal',
  component: ImportStateModal,
  args: { file, onClose: fn() },
} satisfies Meta<typeof ImportStateModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const importIt = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(await body.findByRole('button', { name: 'Importar' }));
};

const refusing = (message: string): Story => ({
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(`*${simulatorImport.path}`, () => HttpResponse.json(errorBodyOf(message), { status: 422 })),
    );
  },
  play: importIt,
});

/** A file was picked: the dialog names it and says what an import replaces. */
export const Confirmation: Story = {};

/** A damaged file (not JSON, or cut short): refused, nothing changed. */
export const RefusedDamaged: Story = refusing('El archivo está dañado.');

/** A file that is not a saved state of the simulator. */
export const RefusedForeign: Story = refusing('El archivo no es un estado del simulador.');

/** A file saved by a newer version of the simulator. */
export const RefusedNewer: Story = refusing('El archivo es de una versión más nueva del simulador.');

/** At a phone's width (Storybook's mobile1, 320 px). */
export const Mobile: Story = {
  ...Confirmation,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
