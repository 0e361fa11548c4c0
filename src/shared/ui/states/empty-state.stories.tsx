import { Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Componentes/Estados/Vacío',
  component: EmptyState,
  parameters: { layout: 'padded' },
  argTypes: { action: { control: false }, icon: { control: false } },
  args: { title: 'Sin depósitos' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What is missing, and nothing else. */
export const TitleOnly: Story = {
  name: 'Solo título',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sin depósitos')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The title and one line saying why, or what happens next. */
export const WithText: Story = {
  name: 'Con texto',
  args: { text: 'Cuando reporte un depósito aparecerá aquí.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sin depósitos')).toBeVisible();
    await expect(canvas.getByText('Cuando reporte un depósito aparecerá aquí.')).toBeVisible();
  },
};

/** The screen's primary action below the line. */
export const WithAction: Story = {
  name: 'Con acción',
  args: {
    text: 'Cuando reporte un depósito aparecerá aquí.',
    action: <Button mt="sm">Reportar un depósito</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sin depósitos')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reportar un depósito' })).toBeEnabled();
  },
};
