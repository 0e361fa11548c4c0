import { Anchor, Button, Stack, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from '@tanstack/react-router';
import { ScreenPlaceholder } from './screen-placeholder';

const meta = {
  title: 'Componentes/Pantalla en construcción',
  component: ScreenPlaceholder,
  argTypes: { children: { control: false } },
  args: { title: 'Mis inversiones' },
} satisfies Meta<typeof ScreenPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A screen whose feature is not built yet: its title and the "under construction" line. */
export const Default: Story = { name: 'En construcción' };

/** A screen that already offers something: the children replace the "under construction" line. */
export const WithChildren: Story = {
  name: 'Con contenido',
  args: {
    title: 'Iniciar sesión',
    children: (
      <Stack gap="sm" mt="md" align="flex-start">
        <Text>Acceda a su cuenta para ver sus inversiones.</Text>
        <Button type="button">Entrar a mi cuenta</Button>
        {/* Links work: Storybook renders every story inside a memory router. */}
        <Anchor component={Link} to="/cotizador">
          Cotizador de inversión
        </Anchor>
      </Stack>
    ),
  },
};

/** At a phone's width (Storybook's mobile1, 320 px). */
export const Mobile: Story = {
  ...Default,
  name: 'En un teléfono',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
