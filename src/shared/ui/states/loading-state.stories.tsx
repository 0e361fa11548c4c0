import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectMotionAfterASecond } from '../../../../.storybook/loading-motion';
import { LoadingState } from './loading-state';

const meta = {
  title: 'Componentes/Estados/Cargando',
  component: LoadingState,
  parameters: { layout: 'padded' },
  argTypes: { shape: { control: 'select', options: ['rows', 'cards', 'chart', 'form', 'lines'] } },
  // Whatever its shape, a screen reader hears 'Cargando...' (a live status region), and its lines pulse only
  // after their first second.
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando...');
    await expectMotionAfterASecond(canvasElement);
  },
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rows of a list or a table (the default). */
export const Rows: Story = { name: 'Filas', args: { shape: 'rows' } };

/** Figures side by side, each in its card. */
export const Cards: Story = { name: 'Tarjetas', args: { shape: 'cards' } };

/** A chart's box, at the chart's height. */
export const Chart: Story = { name: 'Gráfico', args: { shape: 'chart' } };

/** A form's fields, each a label over its input. */
export const Form: Story = { name: 'Formulario', args: { shape: 'form', count: 4 } };

/** A few lines of text, the last one shorter. */
export const Lines: Story = { name: 'Líneas', args: { shape: 'lines', count: 4 } };

/** The words the specification shows above the skeleton while it loads. */
export const WithCaption: Story = {
  name: 'Con leyenda',
  args: {
    shape: 'cards',
    caption: { title: 'Calculando su inversión', text: 'Esto tarda unos segundos.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando...');
    await expect(canvas.getByText('Calculando su inversión')).toBeVisible();
    await expect(canvas.getByText('Esto tarda unos segundos.')).toBeVisible();
  },
};
