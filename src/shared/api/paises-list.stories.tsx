import { List, Loader, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paisesList } from '@/contract/paises';
import { usePaises } from './paises-list';

/**
 * Not an app component: a few lines that show what usePaises gives a screen, and prove that stories reach
 * the simulated server (Storybook's preview installs the app's real handlers).
 */
function PaisesDemo() {
  const { data, isPending, isError } = usePaises();
  if (isPending) return <Loader size="sm" role="status" aria-label="Cargando países" />;
  return (
    <>
      {isError && <Text size="sm">La llamada falló: la lista queda vacía y sin mensaje (ERR-06).</Text>}
      <Text size="sm">{data.length} países</Text>
      <List>
        {data.map((pais) => (
          <List.Item key={pais.id}>
            {pais.name} ({pais.iso})
          </List.Item>
        ))}
      </List>
    </>
  );
}

const meta = {
  title: 'Componentes/Lista de países',
  component: PaisesDemo,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PaisesDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** POST /api/paises/list answered by the simulator over this browser's IndexedDB (API-19). */
export const FromSimulator: Story = {
  name: 'Desde el simulador',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('España (ES)', {}, { timeout: 15_000 })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(0);
  },
};

/** The call never answers: the screen keeps its loading state. */
export const Loading: Story = {
  name: 'Cargando',
  parameters: { simulator: { faults: [{ tipo: 'espera', ruta: paisesList.path }] } },
};

/** The call fails: the list is empty and silent (ERR-06). */
export const ServerError: Story = {
  name: 'Error al cargar',
  parameters: { simulator: { faults: [{ tipo: 'error', ruta: paisesList.path }] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/0 países/, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  },
};
