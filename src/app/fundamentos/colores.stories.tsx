import { Badge, DEFAULT_THEME, Group, mergeMantineTheme, Table, Text, toRgba } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ResponsiveGrid } from '@/shared/ui/responsive-grid';
import { theme } from '../theme';
import { ColorSwatch } from './color-swatch';
import { FoundationPage, FoundationSection, formatRatio, foundations } from './foundation-page';

/** The colour a computed style reports for a hex value: 'rgb(8, 127, 91)'. */
const rgb = (hex: string) => {
  const { r, g, b } = toRgba(hex);
  return `rgb(${r}, ${g}, ${b})`;
};

function ColorRoles() {
  return (
    <FoundationPage
      title="Colores"
      intro="Cada color de la aplicación con su papel, su valor y su contraste con el blanco, generados desde los tokens (src/app/tokens.ts). Un color de texto necesita 4,5:1 (WCAG AA)."
    >
      <FoundationSection title="Colores por rol">
        <ResponsiveGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {foundations.colors.map((color) => (
            <ColorSwatch key={color.key} color={color} />
          ))}
        </ResponsiveGrid>
      </FoundationSection>
    </FoundationPage>
  );
}

function StatusTones() {
  return (
    <FoundationPage
      title="Tonos de estado"
      intro="Los colores de las insignias de estado. La palabra dice el estado por sí misma; el color lo refuerza. El texto de cada insignia es el que Mantine elige sobre ese tono, y su contraste se calcula aquí."
    >
      <FoundationSection title="Insignias">
        <Table.ScrollContainer minWidth={720}>
          <Table withTableBorder striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Tono</Table.Th>
                <Table.Th scope="col">Insignias</Table.Th>
                <Table.Th scope="col">Color</Table.Th>
                <Table.Th scope="col">Texto</Table.Th>
                <Table.Th scope="col">Contraste del texto</Table.Th>
                <Table.Th scope="col">Uso</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {foundations.statusTones.map((tone) => (
                <Table.Tr key={tone.key} data-tone={tone.key} data-contrast={tone.textContrast.toFixed(4)}>
                  <Table.Th scope="row">{tone.name}</Table.Th>
                  <Table.Td>
                    <Group gap="xs">
                      {tone.labels.map((label) => (
                        <Badge
                          key={label}
                          color={tone.color}
                          autoContrast={tone.autoContrast}
                          variant="filled"
                          radius="sm"
                        >
                          {label}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {tone.color} · {tone.hex}
                    </Text>
                  </Table.Td>
                  <Table.Td>{tone.textColor === 'black' ? 'Negro' : 'Blanco'}</Table.Td>
                  <Table.Td>{formatRatio(tone.textContrast)}</Table.Td>
                  <Table.Td>{tone.role}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </FoundationSection>
    </FoundationPage>
  );
}

const meta = {
  title: 'Fundamentos/Colores',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour role of the theme, generated from the tokens. */
export const Roles: Story = {
  name: 'Colores por rol',
  render: () => <ColorRoles />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The primary swatch shows the shade the theme uses for filled controls, at AA under white text.
    const merged = mergeMantineTheme(DEFAULT_THEME, theme);
    const primaryHex = merged.colors[merged.primaryColor]![9]!;
    const primary = canvas.getByRole('group', { name: 'Primario' });
    await expect(within(primary).getByText(primaryHex)).toBeVisible();
    await expect(Number(primary.dataset.contrast)).toBeGreaterThanOrEqual(4.5);
    await expect(within(primary).getByText(/Contraste con blanco/)).toHaveTextContent('5,00:1');
    // Each box is painted with the CSS variable the app uses, and that variable holds the value shown.
    const swatches = canvasElement.querySelectorAll<HTMLElement>('[data-color]');
    await expect(swatches).toHaveLength(foundations.colors.length);
    for (const swatch of swatches) {
      const box = swatch.querySelector<HTMLElement>('[data-swatch]')!;
      await expect(getComputedStyle(box).backgroundColor).toBe(rgb(swatch.dataset.hex!));
    }
  },
};

/** The badges' tones, each badge drawn as the app draws it. */
export const Tones: Story = {
  name: 'Tonos de estado',
  render: () => <StatusTones />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A pending badge takes black text on yellow; an approved one white on green: both at AA.
    await expect(getComputedStyle(canvas.getByText('EN PROCESO')).color).toBe('rgb(0, 0, 0)');
    await expect(getComputedStyle(canvas.getByText('APROBADO')).color).toBe('rgb(255, 255, 255)');
    for (const row of canvasElement.querySelectorAll<HTMLElement>('tr[data-tone]')) {
      await expect(Number(row.dataset.contrast)).toBeGreaterThanOrEqual(4.5);
    }
  },
};
