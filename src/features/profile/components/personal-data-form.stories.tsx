import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PersonalDataForm } from './personal-data-form';
import { filledClient, mobile, newClient } from './story-fixtures';

const countries = [
  { id: 82, iso: 'CO', name: 'Colombia' },
  { id: 28, iso: 'ES', name: 'España' },
  { id: 55, iso: 'US', name: 'Estados Unidos' },
];

const meta = {
  title: 'Mi cuenta/Formulario de datos personales',
  component: PersonalDataForm,
  parameters: { layout: 'padded' },
  args: { profile: newClient, countries, saving: false, onBack: fn(), onSave: fn() },
} satisfies Meta<typeof PersonalDataForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PROF-11, PROF-13: a new client's form; fields marked * are described as mandatory, not enforced. */
export const Empty: Story = { name: 'Cliente nuevo' };

/** Prefilled from a complete record. */
export const Filled: Story = { name: 'Con datos completos', args: { profile: filledClient } };

/** Saving: the button spins. */
export const Saving: Story = { name: 'Guardando', args: { profile: filledClient, saving: true } };

/** The country list failed (ERR-06): the select offers only its placeholder, silently. */
export const WithoutCountries: Story = { name: 'Sin lista de países', args: { countries: [] } };

export const Mobile: Story = { name: 'En un teléfono', args: { profile: filledClient }, globals: mobile };
