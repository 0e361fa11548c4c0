import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShellLoading } from './shell-loading';

const meta = { component: ShellLoading } satisfies Meta<typeof ShellLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the client area's data loads ('Cargando...'). */
export const Loading: Story = {};
