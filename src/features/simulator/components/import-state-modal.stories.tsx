import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SIMULATOR_STATE_FORMAT } from '@/contract/simulator';
import { ImportStateModal } from './import-state-modal';

const stateFile = (text: string) =>
  new File([text], 'simulador-2026-11-25.json', { type: 'application/json' });
const file = stateFile('{}');

const meta = {
  title: 'Simulador/Modal de importación de estado',
  component: ImportStateModal,
  argTypes: { file: { control: false } },
  args: { file, onClose: fn() },
} satisfies Meta<typeof ImportStateModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const importIt = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(await body.findByRole('button', { name: 'Importar' }));
};

/** The simulator reads the real file and refuses it with its own message; nothing changes. */
const refusing = (text: string, message: string): Story => ({
  args: { file: stateFile(text) },
  play: async (context) => {
    await importIt(context);
    await expect(
      await within(context.canvasElement.ownerDocument.body).findByText(message, {}, { timeout: 15_000 }),
    ).toBeVisible();
  },
});

/** A file was picked: the dialog names it and says what an import replaces. */
export const Confirmation: Story = { name: 'Confirmación' };

/** A damaged file (not JSON, or cut short): refused, nothing changed. */
export const RefusedDamaged: Story = {
  ...refusing(`{"formato":"${SIMULATOR_STATE_FORMAT}","version":1,"tab`, 'El archivo está dañado.'),
  name: 'Archivo dañado',
};

/** A file that is not a saved state of the simulator. */
export const RefusedForeign: Story = {
  ...refusing('{"hola":1}', 'El archivo no es un estado del simulador.'),
  name: 'Archivo ajeno al simulador',
};

/** A file saved by a newer version of the simulator. */
export const RefusedNewer: Story = {
  ...refusing(
    JSON.stringify({
      formato: SIMULATOR_STATE_FORMAT,
      version: 9999,
      exportado_en: '2030-01-01T00:00:00Z',
      tablas: {},
    }),
    'El archivo es de una versión más nueva del simulador.',
  ),
  name: 'Archivo de una versión más nueva',
};

/** At a phone's width (Storybook's mobile1, 320 px). */
export const Mobile: Story = {
  ...Confirmation,
  name: 'En un teléfono',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
