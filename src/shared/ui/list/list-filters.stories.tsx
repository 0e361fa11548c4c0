import { TextInput } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListFilters } from './list-filters';

const meta = {
  title: 'Componentes/Filtros de listado',
  component: ListFilters,
  parameters: { layout: 'padded' },
  argTypes: { onChange: { control: false }, children: { control: false } },
  args: {
    search: { proyecto: 0, vencimiento: 0 },
    projects: [
      { id: 3, name: 'Parque solar La Guajira' },
      { id: 7, name: 'Cosecha de café Huila' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof ListFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The project name and the expiry period; a change asks for page 1 of its result (INV-16). */
export const Default: Story = {
  name: 'Predeterminado',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Filtros' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Periodo de vencimiento' }), 'Hoy');
    await expect(args.onChange).toHaveBeenCalledWith({ vencimiento: 1, pagina: 1 });
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Nombre del proyecto' }),
      'Cosecha de café Huila',
    );
    await expect(args.onChange).toHaveBeenCalledWith({ proyecto: 7, pagina: 1 });
  },
};

/** The filters the URL holds, shown chosen. */
export const Applied: Story = {
  name: 'Con filtros aplicados',
  args: { search: { proyecto: 3, vencimiento: 2 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Nombre del proyecto' })).toHaveValue('3');
    await expect(canvas.getByRole('combobox', { name: 'Periodo de vencimiento' })).toHaveValue('2');
  },
};

/** Without projects the list has no project filter. */
export const WithoutProjects: Story = {
  name: 'Sin filtro de proyecto',
  args: { projects: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox', { name: 'Nombre del proyecto' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Periodo de vencimiento' })).toBeVisible();
  },
};

/** A field of the list's own after the two shared ones (the offers' minimum amount). */
export const WithOwnField: Story = {
  name: 'Con un campo propio',
  args: { children: <TextInput label="Monto mínimo" inputMode="decimal" style={{ flex: '1 1 160px' }} /> },
  play: async ({ canvasElement }) => {
    const group = within(within(canvasElement).getByRole('group', { name: 'Filtros' }));
    await expect(group.getByRole('textbox', { name: 'Monto mínimo' })).toBeVisible();
  },
};
