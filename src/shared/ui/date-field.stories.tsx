import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dialogsSettled } from '../../../.storybook/settled';
import { DateField, type DateFieldProps } from './date-field';

const meta = {
  title: 'Componentes/Campo de fecha',
  component: DateField,
  parameters: { layout: 'padded' },
  argTypes: { onChange: { control: false } },
  args: { label: 'Fecha de nacimiento', value: '', onChange: fn() },
  // As a form holds it: the day in state, handed back to the field.
  render: (args) => <StatefulDateField {...args} />,
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

function StatefulDateField(args: DateFieldProps) {
  const [value, setValue] = useState(args.value ?? '');
  return (
    <DateField
      {...args}
      value={value}
      onChange={(day) => {
        setValue(day);
        args.onChange(day);
      }}
    />
  );
}

/** A day typed as 'DD/MM/AAAA' is held as 'YYYY-MM-DD'. */
export const Typed: Story = {
  name: 'Escrita a mano',
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Fecha de nacimiento' });
    await expect(input).toHaveAttribute('placeholder', 'DD/MM/AAAA');
    await userEvent.type(input, '15/03/1990');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith('1990-03-15');
    await expect(input).toHaveValue('15/03/1990');
  },
};

/** A day already chosen, shown as the platform writes it. */
export const WithValue: Story = {
  name: 'Con fecha',
  args: { value: '2026-12-15' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Fecha de nacimiento' })).toHaveValue(
      '15/12/2026',
    );
  },
};

/** The Spanish calendar, opened beside its field on the earliest allowed day's month. */
export const Calendar: Story = {
  name: 'Calendario abierto',
  args: { label: 'Fecha de vencimiento', minDate: '2026-06-10' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Fecha de vencimiento' }));
    await canvas.findByRole('button', { name: 'Mes siguiente' }, { timeout: 5_000 });
    // The calendar fades in: axe and the checks read it once it is opaque.
    await dialogsSettled(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Mes siguiente' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Elegir el mes' })).toHaveTextContent(/junio 2026/i);
  },
};

/** A required field with the form's message. */
export const WithError: Story = {
  name: 'Con error',
  args: { label: 'Fecha de emisión', required: true, error: 'Indique la fecha de emisión.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Fecha de emisión/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};
