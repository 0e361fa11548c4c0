import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { expect, userEvent, within } from 'storybook/test';
import { netReturn } from '@/contract/account';
import { useNetReturn } from '../api/net-return';
import { NetReturnPanel } from './net-return-panel';

const mobile = { viewport: { value: 'mobile1', isRotated: false } };

/** The card with its call, as the dashboard shows it (DashboardScreen passes the same query's state). */
function WithItsCall() {
  const { status, data } = useNetReturn();
  return <NetReturnPanel status={status} data={data} />;
}

const meta = {
  title: 'Inicio/Rentabilidad neta anual',
  component: NetReturnPanel,
  // The card shows its own call's state (render below), not these args: no controls for them.
  argTypes: { status: { control: false }, data: { control: false } },
  args: { status: 'pending', data: undefined },
  render: () => <WithItsCall />,
  decorators: [(Story) => <Box p="md">{Story()}</Box>],
  // The demo investor's seeded year on the simulator.
  parameters: { simulator: { as: 'demo' } },
} satisfies Meta<typeof NetReturnPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: 'Rentabilidad neta anual' }, { timeout: 10_000 });

/** RET-07, RET-08: the demo investor's rate, the day and flows it counts, and its chart month by month. */
export const Demo: Story = {
  name: 'Inversor de la demo',
  play: async ({ canvasElement }) => {
    const region = await card(canvasElement);
    await expect(await within(region).findByText(/^-?\d+(\.\d+)? %$/, {}, { timeout: 10_000 })).toBeVisible();
    await expect(
      await within(region).findByRole('table', { name: 'Rentabilidad neta anual a fin de cada mes' }),
    ).toBeInTheDocument();
  },
};

/** RET-07: the definition, opened with the information button. */
export const Definition: Story = {
  name: 'Con la definición abierta',
  play: async ({ canvasElement }) => {
    const region = await card(canvasElement);
    const button = await within(region).findByRole('button', { name: 'Qué es la rentabilidad neta anual' });
    await userEvent.click(button);
    const tip = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Qué es la rentabilidad neta anual',
    });
    await expect(tip).toHaveTextContent('Los depósitos y los retiros no son flujos de la rentabilidad.');
  },
};

/** Outside demo mode: the dollar investor's history. */
export const NonDemo: Story = {
  name: 'Inversor fuera de la demo',
  parameters: { simulator: { as: 'inversor' } },
};

/** investments/rentabilidad never answers. */
export const Loading: Story = {
  name: 'Cargando',
  parameters: { simulator: { as: 'demo', faults: [{ tipo: 'espera', ruta: netReturn.path }] } },
};

/** RET-04: a verified client that has never invested: 'Sin datos suficientes', no chart. */
export const Empty: Story = {
  name: 'Sin datos suficientes',
  parameters: { simulator: { as: 'nuevo', scenario: 'verifiedNewClient' } },
  play: async ({ canvasElement }) => {
    const region = await card(canvasElement);
    await expect(
      await within(region).findByText('Sin datos suficientes', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** RET-08: the call fails: logged with console.warn, the card says the figure is not available. */
export const Failed: Story = {
  name: 'Error al cargar',
  parameters: { simulator: { as: 'demo', faults: [{ tipo: 'error', ruta: netReturn.path }] } },
  play: async ({ canvasElement }) => {
    const region = await card(canvasElement);
    await expect(
      await within(region).findByText(
        'La rentabilidad neta anual no está disponible en este momento.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

/** At a phone's width (Storybook's mobile1, 320 px): the figure above its chart. */
export const Mobile: Story = { name: 'En un teléfono', globals: mobile };
