import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemeSwitcher } from './theme-switcher';

const meta = {
  title: 'Marco/Selector de tema',
  component: ThemeSwitcher,
} satisfies Meta<typeof ThemeSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the shell renders it: hidden from users (SHELL-08), so nothing shows. */
export const Hidden: Story = { name: 'Oculto' };

/** Kept for later: what turning it on would show. */
export const VisibleForDevelopers: Story = { name: 'Visible para desarrolladores', args: { visible: true } };
