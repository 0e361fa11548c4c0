import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dialogsSettled } from '../../../../.storybook/settled';
import { WelcomeModal } from './welcome-modal';

const meta = {
  title: 'Marco/Modal de bienvenida',
  component: WelcomeModal,
  args: { opened: true, onContinue: fn() },
} satisfies Meta<typeof WelcomeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a status-1 client sees on entering the client area. */
export const Opened: Story = { name: 'Abierto', play: ({ canvasElement }) => dialogsSettled(canvasElement) };

export const Closed: Story = { name: 'Cerrado', args: { opened: false } };

/** At a phone's width (Storybook's mobile1, 320 px). */
export const Mobile: Story = {
  ...Opened,
  name: 'En un teléfono',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
