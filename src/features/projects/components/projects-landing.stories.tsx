import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProjectsLanding } from './projects-landing';
import { mobile } from './story-data';

const meta = {
  title: 'Proyectos/Portada de proyectos',
  component: ProjectsLanding,
  argTypes: { continueRef: { control: false } },
  args: { loading: false, onContinue: fn() },
} satisfies Meta<typeof ProjectsLanding>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PROJ-01. */
export const Idle: Story = { name: 'Predeterminado' };
/** PROJ-02: 'Cargando...'. */
export const Loading: Story = { name: 'Cargando', args: { loading: true } };
export const Mobile: Story = { name: 'En un teléfono', globals: mobile };
/** 'Continuar' got no answer (no network): the session stays, the landing says why, 'Continuar' tries again. */
export const NoAnswer: Story = {
  name: 'Sin conexión',
  args: { error: 'No se pudo conectar con el servidor. Intente nuevamente más tarde.' },
};
