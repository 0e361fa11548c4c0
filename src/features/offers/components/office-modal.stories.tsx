import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dialogsSettled } from '../../../../.storybook/settled';
import { OfficeModal } from './office-modal';
import { mobile } from './story-fixtures';

const meta = {
  title: 'Mis ofertas/Modal de la oficina de consultoría',
  component: OfficeModal,
  args: { opened: true, onClose: fn() },
} satisfies Meta<typeof OfficeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** MYPROJ-09, MYPROJ-10: the office in a shopping mall of Bogotá with 'Cómo llegar'. */
export const Open: Story = { name: 'Abierto', play: ({ canvasElement }) => dialogsSettled(canvasElement) };

export const Mobile: Story = { name: 'En un teléfono', globals: mobile };
