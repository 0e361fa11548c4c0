import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShellLoading } from './shell-loading';

const meta = {
  title: 'Marco/Pantalla de carga',
  component: ShellLoading,
} satisfies Meta<typeof ShellLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the client area's data loads ('Cargando...'). */
export const Loading: Story = { name: 'Cargando' };

/** At a phone's width (Storybook's mobile1, 320 px). */
export const Mobile: Story = {
  ...Loading,
  name: 'En un teléfono',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
