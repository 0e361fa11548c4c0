import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pager, type PagerProps } from './pager';

const meta = {
  title: 'Componentes/Paginador',
  component: Pager,
  parameters: { layout: 'padded' },
  argTypes: {
    onPage: { control: false },
    children: { control: false },
    size: { control: 'select', options: ['xs', 'sm', 'md', 'lg', 'xl'] },
  },
  args: { label: 'Paginación de Mis depósitos', page: 1, totalPages: 5, onPage: fn() },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

const step = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('button', { name });

/** Page 1: 'Anterior' is disabled; 'Siguiente' asks for page 2. */
export const FirstPage: Story = {
  name: 'Primera página',
  play: async ({ args, canvasElement }) => {
    await expect(step(canvasElement, 'Anterior')).toBeDisabled();
    await expect(within(canvasElement).getByText('Página 1 de 5')).toBeVisible();
    await userEvent.click(step(canvasElement, 'Siguiente'));
    await expect(args.onPage).toHaveBeenCalledWith(2);
  },
};

/** A page in the middle: both steps move. */
export const MiddlePage: Story = {
  name: 'Página intermedia',
  args: { page: 3 },
  play: async ({ args, canvasElement }) => {
    await expect(step(canvasElement, 'Siguiente')).toBeEnabled();
    await userEvent.click(step(canvasElement, 'Anterior'));
    await expect(args.onPage).toHaveBeenCalledWith(2);
  },
};

/** The last page: 'Siguiente' is disabled. */
export const LastPage: Story = {
  name: 'Última página',
  args: { page: 5 },
  play: async ({ canvasElement }) => {
    await expect(step(canvasElement, 'Siguiente')).toBeDisabled();
    await expect(step(canvasElement, 'Anterior')).toBeEnabled();
    await expect(within(canvasElement).getByText('Página 5 de 5')).toBeVisible();
  },
};

/** A step back to page 1 before the others, with the screen's own words (MYPROJ-06, MYPROJ-07). */
export const WithFirstStep: Story = {
  name: 'Con paso a la primera',
  args: { page: 4, first: 'Primera', previous: 'Atrás', next: 'Adelante' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(step(canvasElement, 'Primera'));
    await expect(args.onPage).toHaveBeenCalledWith(1);
  },
};

/** Another page is on its way: every step waits. */
export const Busy: Story = {
  name: 'Esperando una página',
  args: { page: 3, busy: true },
  play: async ({ canvasElement }) => {
    await expect(step(canvasElement, 'Anterior')).toBeDisabled();
    await expect(step(canvasElement, 'Siguiente')).toBeDisabled();
  },
};

/** The pager as a screen holds it: its page in state, moved by the steps. */
function StatefulPager(args: PagerProps) {
  const [page, setPage] = useState(args.page);
  return (
    <Pager
      {...args}
      page={page}
      onPage={(next) => {
        setPage(next);
        args.onPage(next);
      }}
    />
  );
}

export const Stateful: Story = {
  name: 'Con estado',
  args: { totalPages: 3 },
  render: (args) => <StatefulPager {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(step(canvasElement, 'Siguiente'));
    await expect(canvas.getByText('Página 2 de 3')).toBeVisible();
    await userEvent.click(step(canvasElement, 'Siguiente'));
    await expect(canvas.getByText('Página 3 de 3')).toBeVisible();
    await expect(step(canvasElement, 'Siguiente')).toBeDisabled();
  },
};
