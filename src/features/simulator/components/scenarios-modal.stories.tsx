import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { simulatorScenario } from '@/contract/simulator';
import { ScenariosModal } from './scenarios-modal';
import { failingCall } from '../../../../.storybook/simulator';

const meta = {
  title: 'Simulador/Escenarios',
  component: ScenariosModal,
  args: { opened: true, onClose: fn() },
} satisfies Meta<typeof ScenariosModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** SCEN-06: the three scenarios, each with its title, its line, the account and 'Cargar' / 'Copiar enlace'. */
export const List: Story = {
  name: 'Lista',
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    const list = await body.findByRole('list', { name: 'Escenarios de la demo' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getByRole('heading', { name: 'Un año de historia' })).toBeVisible();
  },
};

const choose = async (canvasElement: HTMLElement) => {
  const body = bodyOf(canvasElement);
  await userEvent.click(await body.findByRole('button', { name: 'Cargar «Mercado secundario activo»' }));
  return body;
};

/** 'Cargar' asks first: what is replaced, and that every session closes. */
export const Confirmation: Story = {
  name: 'Confirmación',
  play: async ({ canvasElement }) => {
    const body = await choose(canvasElement);
    await expect(await body.findByRole('dialog', { name: 'Cargar escenario' })).toHaveTextContent(
      'se reemplazará por el escenario «Mercado secundario activo»',
    );
  },
};

/**
 * While the simulator builds it: the progress line. The call is held here (the panel's faults never touch the
 * simulator's own tools, so only an override on top can hold it).
 */
export const Loading: Story = {
  name: 'Cargando',
  beforeEach: ({ msw }) => {
    msw.use(http.post(`*${simulatorScenario.path}`, () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    const body = await choose(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'Cargar escenario' }));
    await expect(await body.findByRole('status')).toHaveTextContent('Preparando «Mercado secundario activo»');
  },
};

/** The simulator could not build it: its message, and the demo as it was. */
export const Failed: Story = {
  name: 'Error al cargar',
  beforeEach: ({ msw }) => {
    msw.use(failingCall(simulatorScenario.path));
  },
  play: async ({ canvasElement }) => {
    const body = await choose(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'Cargar escenario' }));
    const alert = await body.findByRole('alert');
    await expect(alert).toHaveTextContent('No se cargó el escenario');
    await expect(alert).toHaveTextContent('Error interno del servidor. Intente nuevamente.');
    await expect(alert).toHaveTextContent('El estado de la demo no cambió.');
  },
};

/** A shared link with a name the simulator does not know: its Spanish refusal, and nothing changed. */
export const UnknownLink: Story = {
  name: 'Enlace desconocido',
  args: { link: 'mercado-negro' },
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    await expect(await body.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'No existe el escenario «mercado-negro».',
    );
  },
};

/** At a phone's width (Storybook's mobile1, 320 px). */
export const Mobile: Story = {
  ...List,
  name: 'En un teléfono',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
