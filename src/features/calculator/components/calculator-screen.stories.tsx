import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CalculatorScreen } from './calculator-screen';

const meta = {
  title: 'Cotizador/Pantalla del cotizador',
  component: CalculatorScreen,
  parameters: { router: { initialPath: '/cotizador' } },
} satisfies Meta<typeof CalculatorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile1', isRotated: false } };

/** The story's canvas once the screen has rendered (the story router renders it a moment after mounting). */
async function screenOf(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1 }, { timeout: 15_000 });
  return canvas;
}

/** Nothing typed yet: the button reads Calcular, 6 meses is selected, no result and no link. */
export const Empty: Story = { name: 'Formulario vacío' };

/** 1000 over the default 6 months: 59.94 and 1,059.94, the button reads Calculado, the link shows. */
export const Filled: Story = {
  name: 'Resultado a 6 meses',
  play: async ({ canvasElement }) => {
    const canvas = await screenOf(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Monto a invertir/ }), '1000');
    await userEvent.click(canvas.getByRole('button', { name: 'Calcular' }));
    await expect(canvas.getByTestId('profit')).toHaveTextContent('59.94 USDT');
    await expect(canvas.getByTestId('total')).toHaveTextContent('1,059.94 USDT');
    await expect(canvas.getByRole('button', { name: 'Calculado' })).toBeInTheDocument();
  },
};

/** A large amount over 1 año: thousand separators and 2 decimals. */
export const OneYearLargeAmount: Story = {
  name: 'Monto grande a 1 año',
  play: async ({ canvasElement }) => {
    const canvas = await screenOf(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Monto a invertir/ }), '1234567.89');
    await userEvent.click(canvas.getByRole('button', { name: '1 año' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Calcular' }));
    await expect(canvas.getByTestId('profit')).toHaveTextContent('148,000.00 USDT');
  },
};

/** Below the minimum of 50: the browser refuses the form and no result shows. */
export const BelowMinimum: Story = {
  name: 'Monto bajo el mínimo',
  play: async ({ canvasElement }) => {
    const canvas = await screenOf(canvasElement);
    const amount = canvas.getByRole('textbox', { name: /Monto a invertir/ });
    await userEvent.type(amount, '40');
    await userEvent.click(canvas.getByRole('button', { name: 'Calcular' }));
    await expect((amount as HTMLInputElement).validationMessage).toBe('El monto mínimo es 50 USDT.');
    await expect(canvas.queryByTestId('profit')).toBeNull();
  },
};

export const Mobile: Story = { name: 'En un teléfono', globals: mobile };

export const MobileWithResult: Story = {
  name: 'Resultado en un teléfono',
  globals: mobile,
  play: Filled.play,
};
