import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { fn } from 'storybook/test';
import { toMovementRow } from '../model/movement-rows';
import { MovementsView } from './movements-view';
import { sampleMovements } from './story-data';

const mobile = { viewport: { value: 'mobile1', isRotated: false } };
const rowsIn = (currency: string) => sampleMovements.map((m) => toMovementRow(m, currency));

const meta = {
  title: 'Inicio/Panel de movimientos (datos de ejemplo)',
  component: MovementsView,
  argTypes: { children: { control: false } },
  args: {
    status: 'success',
    rows: rowsIn('USDT'),
    page: 1,
    totalPages: 4,
    fetching: false,
    onPrevious: fn(),
    onNext: fn(),
    onExport: fn(),
  },
  decorators: [(Story) => <Box p="md">{Story()}</Box>],
} satisfies Meta<typeof MovementsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1 in demo mode (USDT): decreases in red with a minus, a null code as 000000; previous disabled. */
export const Demo: Story = { name: 'En la demo (USDT)' };

/** Outside demo mode: amounts in $ (DEMO-05). */
export const NonDemo: Story = { name: 'Fuera de la demo ($)', args: { rows: rowsIn('$') } };

/** A middle page: both buttons enabled. */
export const MiddlePage: Story = { name: 'Página intermedia', args: { page: 2 } };

/** The last page: next disabled (MOV-05). */
export const LastPage: Story = { name: 'Última página', args: { page: 4, rows: rowsIn('USDT').slice(0, 3) } };

/** The next page is on its way: the buttons wait. */
export const FetchingNextPage: Story = { name: 'Cargando la página siguiente', args: { fetching: true } };

/** 'Cargando...' before the first page arrives. */
export const Loading: Story = { name: 'Cargando', args: { status: 'pending', rows: [] } };

/** No movements: 'Sin Movimientos' (MOV-09). */
export const Empty: Story = { name: 'Sin movimientos', args: { rows: [], totalPages: 1 } };

/** The load failed (the client is being signed out, ERR-03). */
export const Failed: Story = { name: 'Error al cargar', args: { status: 'error', rows: [] } };

/** A 375 px screen: the card list (MOV-02). */
export const Mobile: Story = { name: 'En un teléfono', globals: mobile };

/** A 375 px screen outside demo mode. */
export const MobileNonDemo: Story = {
  name: 'En un teléfono fuera de la demo ($)',
  globals: mobile,
  args: { rows: rowsIn('$') },
};
