import { Table } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { theme } from '../theme';
import { FoundationPage, FoundationSection, formatNumber, foundations } from './foundation-page';

function Motion() {
  const { motion } = foundations;
  const rows = [
    {
      key: 'modal-fade',
      name: 'Aparición de un modal',
      value: `${formatNumber(motion.modalFadeMs)} ms`,
      role: 'Un modal entra fundiéndose (fade).',
    },
    {
      key: 'modal-backdrop',
      name: 'Fondo de un modal',
      value: `${formatNumber(motion.modalBackdropMs)} ms`,
      role: 'La transición del velo que oscurece la página detrás del modal.',
    },
    {
      key: 'reduced-motion',
      name: 'Movimiento reducido',
      value: motion.respectReducedMotion ? 'Respetado' : 'Ignorado',
      role: 'Quien pide al sistema menos movimiento recibe los modales sin transición.',
    },
  ];
  return (
    <FoundationPage
      title="Movimiento"
      intro="Las duraciones de las transiciones de la aplicación, desde los tokens (src/app/tokens.ts)."
    >
      <FoundationSection title="Transiciones">
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Transición</Table.Th>
              <Table.Th scope="col">Valor</Table.Th>
              <Table.Th scope="col">Uso</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key} data-motion={row.key}>
                <Table.Th scope="row">{row.name}</Table.Th>
                <Table.Td>{row.value}</Table.Td>
                <Table.Td>{row.role}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </FoundationSection>
    </FoundationPage>
  );
}

const meta = {
  title: 'Fundamentos/Movimiento',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The modals' durations (CONST-03, CONST-04), as the theme's Modal defaults use them. */
export const Durations: Story = {
  name: 'Duraciones',
  render: () => <Motion />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const modal = theme.components?.Modal?.defaultProps as {
      transitionProps: { duration: number };
      overlayProps: { transitionProps: { duration: number } };
    };
    await expect(canvas.getByRole('row', { name: /Aparición de un modal/ })).toHaveTextContent(
      `${modal.transitionProps.duration} ms`,
    );
    await expect(canvas.getByRole('row', { name: /Fondo de un modal/ })).toHaveTextContent(
      `${modal.overlayProps.transitionProps.duration} ms`,
    );
  },
};
