import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ContractBrowser } from './contract-browser';

/**
 * The published contract, openapi.json, as the simulator panel's 'Contrato' tab browses it: the document the
 * build writes from src/contract (Storybook serves it beside its own pages, as the site does).
 */
const meta = {
  title: 'Simulador/Explorador del contrato',
  component: ContractBrowser,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ContractBrowser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every call of the contract, with the document to download. */
export const AllCalls: Story = {
  name: 'Todas las llamadas',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/llamadas, en OpenAPI 3\.1/, {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Descargar openapi.json' })).toBeVisible();
  },
};

/** One call opened: its session, payload, answer and refusals. */
export const OneCallOpened: Story = {
  name: 'Una llamada abierta',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Buscar una llamada' }), 'kyc');
    await userEvent.click(
      await canvas.findByRole('button', { name: /\/api\/client\/kyc/ }, { timeout: 15_000 }),
    );
    await expect(await canvas.findByText('file_selfie')).toBeVisible();
  },
};

/** On a phone: paths wrap rather than being cut. */
export const OnPhone: Story = {
  name: 'En un teléfono',
  globals: { viewport: { value: 'mobile1' } },
};
