import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProjectCarousel } from './project-carousel';
import { sampleProjects } from './story-data';

const mobile = { viewport: { value: 'mobile1', isRotated: false } };

const meta = {
  title: 'Inicio/Carrusel de proyectos',
  component: ProjectCarousel,
  argTypes: { currency: { control: 'select', options: ['USDT', '$'] }, notice: { control: false } },
  args: { projects: sampleProjects, currency: 'USDT', onInvest: fn() },
  decorators: [
    (Story) => (
      <Box p="md" maw={720}>
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof ProjectCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Demo mode: one project per slide in USDT, moving on every 90 s (DASH-13, DASH-16). */
export const Demo: Story = { name: 'En la demo (USDT)' };

/** Outside demo mode: amounts in $. */
export const NonDemo: Story = { name: 'Fuera de la demo ($)', args: { currency: '$' } };

/** While projects/all_projects loads. */
export const Loading: Story = { name: 'Cargando', args: { projects: undefined } };

/** No open primary project. */
export const Empty: Story = { name: 'Sin proyectos abiertos', args: { projects: [] } };

/** A single project: no controls, nothing moves. */
export const OneProject: Story = { name: 'Un solo proyecto', args: { projects: sampleProjects.slice(0, 1) } };

/** Moved on twice by hand; only 5 slides are in the page (DASH-15); 'Invertir ahora' calls back (DASH-14). */
export const Navigated: Story = {
  name: 'Avanzado a mano',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Proyecto siguiente' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Proyecto siguiente' }));
    await expect(canvas.getByRole('group', { name: `3 de ${sampleProjects.length}` })).toBeInTheDocument();
    // The slides beside the active one are drawn a frame each after it.
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-project-id]')).toHaveLength(5));
    await userEvent.click(canvas.getByRole('button', { name: 'Invertir ahora' }));
    await expect(args.onInvest).toHaveBeenCalledWith(sampleProjects[2]);
  },
};

/** A quick pace, to watch the automatic move in the canvas (the product waits 90 s). */
export const FastAutoplay: Story = { name: 'Avance automático rápido', args: { intervalMs: 3000 } };

/** A 375 px screen. */
export const Mobile: Story = { name: 'En un teléfono', globals: mobile };
