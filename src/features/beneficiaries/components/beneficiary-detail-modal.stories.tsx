import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dialogsSettled } from '../../../../.storybook/settled';
import { BeneficiaryDetailModal } from './beneficiary-detail-modal';
import { countries, crypto, international, mobile, national, remittance } from './story-fixtures';
import { listKinds } from '../model/bank-accounts-search';

const meta = {
  title: 'Mi cuenta/Cuentas bancarias/Modal de detalle de cuenta',
  component: BeneficiaryDetailModal,
  argTypes: { kind: { control: 'select', options: listKinds } },
  args: { beneficiary: national, kind: 'national', countries, onClose: fn() },
} satisfies Meta<typeof BeneficiaryDetailModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** BENEF-05. */
export const National: Story = { name: 'Cuenta nacional' };
export const International: Story = {
  name: 'Cuenta internacional',
  args: { beneficiary: international, kind: 'international' },
};
export const Remittance: Story = {
  name: 'Beneficiario remesadora',
  args: { beneficiary: remittance, kind: 'remittance' },
  play: ({ canvasElement }) => dialogsSettled(canvasElement),
};
/** A crypto beneficiary (shown by the withdrawal screen). */
export const Crypto: Story = {
  name: 'Beneficiario cripto',
  args: { beneficiary: crypto, kind: 'remittance' },
};
export const Mobile: Story = {
  name: 'En un teléfono',
  args: { beneficiary: international, kind: 'international' },
  globals: mobile,
};
