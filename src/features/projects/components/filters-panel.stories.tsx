import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { useState } from 'react';
import { fn, userEvent, within } from 'storybook/test';
import { noFilters, type ProjectFilters } from '../model/filters';
import { FiltersPanel } from './filters-panel';
import { answers, mobile, storySession } from './story-data';

const meta = {
  title: 'projects/FiltersPanel',
  component: FiltersPanel,
  args: { filters: noFilters, onChange: fn() },
  decorators: [(Story) => <Box p="md">{Story()}</Box>],
  beforeEach: storySession,
  parameters: { msw: { handlers: answers('active') } },
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
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Búsqueda avanzada' }));
};

/** FILT-01: collapsed. */
export const Collapsed: Story = {};
/** FILT-01..08: open, emisor disabled until an actividad is chosen. */
export const Open: Story = { play: open };
/** FILT-09: an actividad chosen, its issuers loaded; 'Limpiar filtros' shows. */
export const WithActividad: Story = {
  play: async (ctx) => {
    await open(ctx);
    await userEvent.selectOptions(within(ctx.canvasElement).getByLabelText('Actividad'), '1');
  },
};
export const Mobile: Story = { globals: mobile, play: open };
