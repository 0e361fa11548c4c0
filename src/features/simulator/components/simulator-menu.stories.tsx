import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { SimulatorMenu } from './simulator-menu';
import { SimulatorMenuButton } from './simulator-menu-button';

const meta = {
  title: 'Simulador/Menú del simulador',
  component: SimulatorMenu,
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
} satisfies Meta<typeof SimulatorMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the client area's sidebar: the clock and the demo's saved states, read from the simulator. */
export const InSidebar: Story = { name: 'En la barra lateral' };

/** At phone width (375 px) the sidebar is a drawer as wide as this. */
export const OnPhone: Story = {
  name: 'En un teléfono',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
};

/** 'Reiniciar la demo' asks first. */
export const ResetConfirmation: Story = {
  name: 'Confirmación de reinicio',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reiniciar la demo' }));
  },
};

/** On the login screen the same menu opens from the header, as a dialog. */
export const FromLoginHeader: StoryObj<typeof SimulatorMenuButton> = {
  name: 'Desde el inicio de sesión',
  render: () => <SimulatorMenuButton />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Simulador' }));
  },
};
