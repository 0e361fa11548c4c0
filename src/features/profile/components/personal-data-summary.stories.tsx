import type { Meta, StoryObj } from '@storybook/react-vite';
import { PersonalDataSummary } from './personal-data-summary';
import { filledClient, mobile, newClient } from './story-fixtures';

const countries = [
  { id: 82, iso: 'CO', name: 'Colombia' },
  { id: 28, iso: 'ES', name: 'España' },
];

const meta = {
  title: 'Mi cuenta/Datos personales',
  component: PersonalDataSummary,
  parameters: { layout: 'padded' },
  args: { profile: newClient, countries },
} satisfies Meta<typeof PersonalDataSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PROF-08: every empty field reads 'Sin agregar'. */
export const Empty: Story = { name: 'Sin datos' };

/** Every field filled: the country by name, the birthday as DD/MM/YYYY. */
export const Filled: Story = { name: 'Con datos completos', args: { profile: filledClient } };

/** A name containing HTML shows as typed. */
export const HtmlInName: Story = {
  name: 'Nombre con HTML',
  args: { profile: { ...filledClient, name: '<img src=x onerror=alert(1)>' } },
};

/** The country list failed (ERR-06): the stored id shows instead of the name. */
export const WithoutCountries: Story = {
  name: 'Sin lista de países',
  args: { profile: filledClient, countries: [] },
};

export const Mobile: Story = { name: 'En un teléfono', args: { profile: filledClient }, globals: mobile };
