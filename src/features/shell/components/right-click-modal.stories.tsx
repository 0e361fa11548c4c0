import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RightClickModal } from './right-click-modal';

const meta = {
  title: 'Marco/Aviso de clic derecho',
  component: RightClickModal,
  args: { opened: true, onClose: fn() },
} satisfies Meta<typeof RightClickModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After a right click in the client area. */
export const Opened: Story = { name: 'Abierto' };

export const Closed: Story = { name: 'Cerrado', args: { opened: false } };

/** At a phone's width (Storybook's mobile1, 320 px). */
export const Mobile: Story = {
  ...Opened,
  name: 'En un teléfono',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
