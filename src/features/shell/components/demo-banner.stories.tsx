import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DemoBanner } from './demo-banner';

const meta = {
  title: 'Marco/Banner de demostración',
  component: DemoBanner,
  decorators: [
    (Story) => (
      <Box p="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof DemoBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Demo mode (demo_status 'active'); outside demo mode the shell does not render it at all. */
export const Default: Story = { name: 'En modo demo' };

export const Mobile: Story = {
  name: 'En un teléfono',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
