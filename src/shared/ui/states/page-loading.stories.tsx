import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectMotionAfterASecond } from '../../../../.storybook/loading-motion';
import { PageLoading } from './page-loading';

const meta = {
  title: 'Componentes/Estados/Página cargando',
  component: PageLoading,
  // The whole page, before there is one to shape a skeleton on.
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A spinner and 'Cargando...', visible, as the specification shows them (SHELL-14). The spinner stays still for
 * its first second.
 */
export const Default: Story = {
  name: 'Predeterminado',
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Cargando...');
    await expect(within(status).getByText('Cargando...')).toBeVisible();
    await expectMotionAfterASecond(canvasElement);
  },
};

/** Other words, where a screen says what it waits for. */
export const WithLabel: Story = {
  name: 'Con otro texto',
  args: { label: 'Preparando su cuenta...' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Preparando su cuenta...');
  },
};
