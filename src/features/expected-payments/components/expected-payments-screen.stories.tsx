import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectedPayments } from '@/contract/forecast';
import { ExpectedPaymentsScreen } from './expected-payments-screen';

const mobile = { viewport: { value: 'mobile1', isRotated: false } };

const meta = {
  title: 'Inversiones/Próximos pagos',
  component: ExpectedPaymentsScreen,
  // The demo investor on the simulator: its active investments pay over the coming months.
  parameters: { layout: 'padded', simulator: { as: 'demo' } },
} satisfies Meta<typeof ExpectedPaymentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PAY-04: the totals, a bar per month with its table, and the payments. */
export const Filled: Story = {
  name: 'Con pagos previstos',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Pagos previstos' }, { timeout: 15_000 });
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    await expect(
      canvas.getByRole('img', { name: 'Gráfico de barras: total de pagos previstos por mes' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'Pagos previstos por mes' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Descargar los próximos pagos en CSV' }),
    ).toBeInTheDocument();
  },
};

/** PAY-04 at a phone's width: the months and the payments as cards, nothing scrolls sideways. */
export const Phone: Story = {
  name: 'En un teléfono',
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Pagos previstos, en tarjetas' }, { timeout: 15_000 });
    await expect(
      canvas.getByRole('list', { name: 'Pagos previstos por mes, en tarjetas' }),
    ).toBeInTheDocument();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** PAY-04: a client without investments. */
export const Empty: Story = {
  name: 'Sin pagos previstos',
  parameters: { simulator: { as: 'nuevo' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Sin pagos previstos en los próximos 12 meses',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
  },
};

/** PAY-04: the forecast on its way. */
export const Loading: Story = {
  name: 'Cargando',
  parameters: { simulator: { as: 'demo', faults: [{ tipo: 'espera', ruta: expectedPayments.path }] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Cargando los próximos pagos...', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  },
};

/** PAY-04: the forecast could not be loaded: the message and 'Reintentar'. */
export const LoadError: Story = {
  name: 'Error al cargar',
  parameters: { simulator: { as: 'demo', faults: [{ tipo: 'error', ruta: expectedPayments.path }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No se pudieron cargar los próximos pagos.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  },
};
