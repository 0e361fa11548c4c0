import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AutoInvestBadge, AutoInvestEntry } from './auto-invest-badge';

const meta = {
  title: 'Componentes/Insignia de inversión automática',
  component: AutoInvestBadge,
  // It reads the client's strategies: the demo investor on the simulator, given an active strategy.
  parameters: { layout: 'padded', simulator: { as: 'demo', scenario: 'autoStrategies' } },
} satisfies Meta<typeof AutoInvestBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const link = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('link', { name }, { timeout: 15_000 });

/** AUTO-16: while a strategy is active, the badge, a link to the screen. */
export const Active: Story = {
  name: 'Estrategia activa',
  play: async ({ canvasElement }) => {
    await expect(await link(canvasElement, 'Inversión automática activa')).toHaveAttribute(
      'href',
      '/cliente/inversion-automatica',
    );
  },
};

/** The way in from 'Proyectos' and 'Mis inversiones' without an active strategy: a plain link. */
export const EntryWithoutStrategy: Story = {
  name: 'Acceso sin estrategia activa',
  parameters: { simulator: { as: 'demo' } },
  render: () => <AutoInvestEntry />,
  play: async ({ canvasElement }) => {
    await expect(await link(canvasElement, 'Inversión automática')).toHaveAttribute(
      'href',
      '/cliente/inversion-automatica',
    );
  },
};

/** The same way in while a strategy is active: the badge. */
export const EntryWithStrategy: Story = {
  name: 'Acceso con estrategia activa',
  render: () => <AutoInvestEntry />,
  play: async ({ canvasElement }) => {
    await expect(await link(canvasElement, 'Inversión automática activa')).toBeVisible();
  },
};
