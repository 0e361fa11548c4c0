import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { strategiesList } from '@/contract/strategies';
import { AutoInvestScreen } from './auto-invest-screen';

const mobile = { viewport: { value: 'mobile1', isRotated: false } };

const meta = {
  title: 'Inversión automática/Pantalla de inversión automática',
  component: AutoInvestScreen,
  // The demo investor on the simulator; a scenario gives it strategies.
  parameters: { layout: 'padded', simulator: { as: 'demo' } },
} satisfies Meta<typeof AutoInvestScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** AUTO-12: no strategy yet. */
export const Empty: Story = {
  name: 'Sin estrategias',
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Aún no tiene estrategias de inversión automática.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
  },
};

/** AUTO-12, AUTO-14: an active strategy that invested and a paused one. */
export const WithStrategies: Story = {
  name: 'Con estrategias',
  parameters: { simulator: { as: 'demo', scenario: 'autoStrategies' } },
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole(
      'article',
      { name: 'Agro y energía' },
      { timeout: 15_000 },
    );
    await expect(within(card).getByText('Activa')).toBeInTheDocument();
  },
};

/** AUTO-12 at a phone's width: the cards stack, nothing scrolls sideways. */
export const Phone: Story = {
  name: 'En un teléfono',
  parameters: { simulator: { as: 'demo', scenario: 'autoStrategies' } },
  globals: mobile,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('article', { name: 'Solo riesgo bajo' }, { timeout: 15_000 });
  },
};

/** AUTO-13: the form of a new strategy, with its checks shown. */
export const NewStrategyForm: Story = {
  name: 'Nueva estrategia con errores',
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Nueva estrategia' }, { timeout: 15_000 }),
    );
    const form = await body(canvasElement).findByRole('dialog', { name: 'Nueva estrategia' });
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await expect(
      await within(form).findByText('El nombre de la estrategia es requerido'),
    ).toBeInTheDocument();
  },
};

/** AUTO-15: the investments a strategy made. */
export const Investments: Story = {
  name: 'Inversiones de una estrategia',
  parameters: { simulator: { as: 'demo', scenario: 'autoStrategies' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole(
        'button',
        { name: 'Ver inversiones de Agro y energía' },
        { timeout: 15_000 },
      ),
    );
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Inversiones de Agro y energía' });
    await within(dialog).findByRole('table', { name: 'Inversiones automáticas' });
  },
};

export const Loading: Story = {
  name: 'Cargando',
  parameters: { simulator: { as: 'demo', faults: [{ tipo: 'espera', ruta: strategiesList.path }] } },
};

/** AUTO-12: the list could not be loaded: the message and 'Reintentar'. */
export const ListError: Story = {
  name: 'Error al cargar',
  parameters: { simulator: { as: 'demo', faults: [{ tipo: 'error', ruta: strategiesList.path }] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'No se pudieron cargar las estrategias.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
  },
};
