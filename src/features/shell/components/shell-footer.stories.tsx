import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShellFooter } from './shell-footer';

const meta = {
  title: 'Marco/Pie de página',
  component: ShellFooter,
  decorators: [
    (Story) => (
      <footer style={{ height: 56, borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Story />
      </footer>
    ),
  ],
} satisfies Meta<typeof ShellFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The support chat link and the support hours. */
export const Default: Story = { name: 'Predeterminado' };

/** At 375 px the hours wrap under the link. */
export const Mobile: Story = {
  name: 'En un teléfono',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
