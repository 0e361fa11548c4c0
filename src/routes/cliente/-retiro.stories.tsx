import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WithdrawalScreen } from '@/features/withdrawals/components/withdrawal-screen';
import { addBeneficiaryModals } from './-retiro-parts';

/**
 * 'Retiro' as its route composes it: the withdrawal screen with the beneficiaries feature's real add modals
 * (WDR-10), on the simulator. The feature's own stories show the screen's states.
 */
const meta = {
  title: 'Retiro/Pantalla de retiro (completa)',
  component: WithdrawalScreen,
  argTypes: { addBeneficiaryModals: { control: false } },
  args: { addBeneficiaryModals },
  decorators: [(Story) => <Box p="md">{Story()}</Box>],
  parameters: { simulator: { as: 'inversor' } },
} satisfies Meta<typeof WithdrawalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** WDR-10: 'Añadir beneficiario' opens the beneficiaries feature's real modal for a national account. */
export const AddNationalBeneficiary: Story = {
  name: 'Añadir beneficiario nacional',
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await page(canvasElement).findByRole('tab', { name: 'Transferencia nacional' }, { timeout: 15_000 }),
    );
    await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Añadir beneficiario' }));
    const dialog = await page(canvasElement).findByRole('dialog', {}, { timeout: 15_000 });
    await expect(within(dialog).getAllByRole('textbox').length).toBeGreaterThan(1);
  },
};

/** The same at a phone's width. */
export const Mobile: Story = {
  ...AddNationalBeneficiary,
  name: 'En un teléfono',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
