import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ResponsiveGrid } from '@/shared/ui/responsive-grid';
import { BeneficiaryCard } from './beneficiary-card';
import { awkward, countries, international, mobile, national, remittance } from './story-fixtures';
import { listKinds } from '../model/bank-accounts-search';

const meta = {
  title: 'Mi cuenta/Cuentas bancarias/Tarjeta de cuenta',
  component: BeneficiaryCard,
  argTypes: { kind: { control: 'select', options: listKinds } },
  parameters: { layout: 'padded' },
  args: { beneficiary: national, kind: 'national', countries, onDetail: fn(), onDelete: fn() },
  render: (args) => (
    <ResponsiveGrid cols={{ base: 1, sm: 3 }} maw={960}>
      <BeneficiaryCard {...args} />
    </ResponsiveGrid>
  ),
} satisfies Meta<typeof BeneficiaryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const National: Story = { name: 'Cuenta nacional' };
export const International: Story = {
  name: 'Cuenta internacional',
  args: { beneficiary: international, kind: 'international' },
};
/** BENEF-10: names, surnames, pais, identification type and identification. */
export const Remittance: Story = {
  name: 'Beneficiario remesadora',
  args: { beneficiary: remittance, kind: 'remittance' },
};
/** Long names wrap; HTML shows as text. */
export const LongAndHtml: Story = { name: 'Nombres largos y con HTML', args: { beneficiary: awkward } };
/** The country list failed (ERR-06): the id shows instead of the name. */
export const WithoutCountries: Story = {
  name: 'Sin lista de países',
  args: { beneficiary: remittance, kind: 'remittance', countries: [] },
};
export const Mobile: Story = { name: 'En un teléfono', globals: mobile };
