import { Table, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FoundationPage, FoundationSection, formatLength, foundations } from './foundation-page';

const SAMPLE = 'Invierta desde 100 € en proyectos verificados';

function Typography() {
  const lineHeight = Object.fromEntries(foundations.lineHeights.map((l) => [l.key, l.value]));
  return (
    <FoundationPage
      title="Tipografía"
      intro="Las familias, los tamaños, los títulos y los pesos de la aplicación, leídos del tema (src/app/tokens.ts): la escala es la de Mantine."
    >
      <FoundationSection title="Familias">
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Uso</Table.Th>
              <Table.Th scope="col">Muestra</Table.Th>
              <Table.Th scope="col">Pila de fuentes</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">Texto</Table.Th>
              <Table.Td style={{ fontFamily: 'var(--mantine-font-family)' }}>{SAMPLE}</Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {foundations.fontFamily}
                </Text>
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Títulos</Table.Th>
              <Table.Td style={{ fontFamily: 'var(--mantine-font-family-headings)' }}>{SAMPLE}</Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {foundations.headingFontFamily}
                </Text>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </FoundationSection>

      <FoundationSection
        title="Tamaños de texto"
        intro="Cada tamaño con su interlineado, como lo aplica Text size."
      >
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Nombre</Table.Th>
              <Table.Th scope="col">Muestra</Table.Th>
              <Table.Th scope="col">Tamaño</Table.Th>
              <Table.Th scope="col">Interlineado</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {foundations.fontSizes.map((size) => (
              <Table.Tr key={size.key}>
                <Table.Th scope="row">{size.key}</Table.Th>
                <Table.Td>
                  <Text size={size.key} data-font-size={size.key} data-px={size.px}>
                    {SAMPLE}
                  </Text>
                </Table.Td>
                <Table.Td>{formatLength(size)}</Table.Td>
                <Table.Td>{lineHeight[size.key]}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </FoundationSection>

      <FoundationSection
        title="Títulos"
        intro="De h1 a h6, con la familia, el peso y el interlineado de los títulos."
      >
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Nivel</Table.Th>
              <Table.Th scope="col">Muestra</Table.Th>
              <Table.Th scope="col">Tamaño</Table.Th>
              <Table.Th scope="col">Interlineado</Table.Th>
              <Table.Th scope="col">Peso</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {foundations.headings.map((heading) => (
              <Table.Tr key={heading.key}>
                <Table.Th scope="row">{heading.key}</Table.Th>
                <Table.Td>
                  {/* A sample, not a heading of this page: the page's outline stays h1, h2. */}
                  <Text
                    data-heading={heading.key}
                    data-px={heading.px}
                    style={{
                      fontFamily: 'var(--mantine-font-family-headings)',
                      fontSize: `var(--mantine-${heading.key}-font-size)`,
                      lineHeight: `var(--mantine-${heading.key}-line-height)`,
                      fontWeight: `var(--mantine-${heading.key}-font-weight)`,
                    }}
                  >
                    Mis inversiones
                  </Text>
                </Table.Td>
                <Table.Td>{formatLength(heading)}</Table.Td>
                <Table.Td>{heading.lineHeight}</Table.Td>
                <Table.Td>{heading.fontWeight}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </FoundationSection>

      <FoundationSection title="Pesos" intro="Los tres pesos que usa la aplicación; ningún otro.">
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Peso</Table.Th>
              <Table.Th scope="col">Muestra</Table.Th>
              <Table.Th scope="col">Uso</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {foundations.weights.map((weight) => (
              <Table.Tr key={weight.value}>
                <Table.Th scope="row">
                  {weight.value} · {weight.name}
                </Table.Th>
                <Table.Td>
                  <Text fw={weight.value} data-weight={weight.value}>
                    {SAMPLE}
                  </Text>
                </Table.Td>
                <Table.Td>{weight.role}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </FoundationSection>
    </FoundationPage>
  );
}

const meta = {
  title: 'Fundamentos/Tipografía',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The type scale, the headings and the weights, generated from the theme. */
export const Scale: Story = {
  name: 'Escala tipográfica',
  render: () => <Typography />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('rowheader', { name: 'md' })).toBeVisible();
    // Each sample is drawn at the size its row states, in px.
    const samples = canvasElement.querySelectorAll<HTMLElement>('[data-font-size], [data-heading]');
    await expect(samples).toHaveLength(foundations.fontSizes.length + foundations.headings.length);
    for (const sample of samples) {
      await expect(getComputedStyle(sample).fontSize).toBe(`${sample.dataset.px}px`);
    }
    // Body text is 16 px, h1 34 px in bold.
    const h1 = canvasElement.querySelector<HTMLElement>('[data-heading="h1"]')!;
    await expect(getComputedStyle(h1).fontWeight).toBe('700');
    await expect(canvasElement.querySelector<HTMLElement>('[data-font-size="md"]')!.dataset.px).toBe('16');
  },
};
