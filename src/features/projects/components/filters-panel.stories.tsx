import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { noFilters, type ProjectFilters } from '../model/filters';
import { FiltersPanel } from './filters-panel';
import { mobile } from './story-data';

const meta = {
  title: 'Proyectos/Búsqueda avanzada',
  component: FiltersPanel,
  args: { filters: noFilters, onChange: fn() },
  decorators: [(Story) => <Box p="md">{Story()}</Box>],
  // The seeded filter options and issuers on the simulator, for the demo investor.
  parameters: { simulator: { as: 'demo' } },
  // Stateful, so the controls can be tried (the emisor follows the actividad).
  render: function Render(args) {
    const [filters, setFilters] = useState<ProjectFilters>(args.filters);
    return (
      <FiltersPanel
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof FiltersPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Búsqueda avanzada' }));
  // Open once the panel has unfolded and the simulator's options are in.
  await waitFor(() => expect(canvas.getByLabelText('Riesgo')).toBeVisible());
  const pais = canvas.getByLabelText<HTMLSelectElement>('País');
  await waitFor(() => expect(pais.options.length).toBeGreaterThan(1), { timeout: 15_000 });
};

/** FILT-01: collapsed. */
export const Collapsed: Story = { name: 'Cerrada' };
/** FILT-01..08: open, emisor disabled until an actividad is chosen. */
export const Open: Story = { name: 'Abierta', play: open };
/** FILT-09: an actividad chosen, its issuers loaded; 'Limpiar filtros' shows. */
export const WithActividad: Story = {
  name: 'Con una actividad elegida',
  play: async (ctx) => {
    await open(ctx);
    const actividad = within(ctx.canvasElement).getByLabelText<HTMLSelectElement>('Actividad');
    // The seeded actividades arrive from the simulator: the first one is chosen.
    await waitFor(() => expect(actividad.options.length).toBeGreaterThan(1), { timeout: 15_000 });
    await userEvent.selectOptions(actividad, actividad.options[1]!.value);
  },
};
export const Mobile: Story = { name: 'Abierta en un teléfono', globals: mobile, play: open };
