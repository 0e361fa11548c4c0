import { Tabs, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { TabBar } from './tab-bar';

const tabs = [
  ['datos', 'Datos personales'],
  ['cuentas', 'Cuentas bancarias de retiro'],
  ['documentos', 'Documentos de identidad'],
  ['contrasena', 'Cambiar la contraseña de acceso'],
  ['avisos', 'Preferencias de notificación'],
] as const;

const meta = {
  title: 'Componentes/Barra de pestañas',
  component: TabBar,
  parameters: { layout: 'padded' },
  argTypes: { children: { control: false } },
  // The tabs are the render's own.
  args: { 'aria-label': 'Secciones de mi cuenta', children: null },
  // The bar inside Mantine's Tabs, opened on the tab the story's `opened` parameter names (the first by default).
  render: (args, { parameters }) => (
    <Tabs defaultValue={(parameters.opened as string | undefined) ?? tabs[0][0]}>
      <TabBar {...args}>
        {tabs.map(([value, label]) => (
          <Tabs.Tab key={value} value={value}>
            {label}
          </Tabs.Tab>
        ))}
      </TabBar>
      {tabs.map(([value, label]) => (
        <Tabs.Panel key={value} value={value} pt="md">
          <Text>{label}</Text>
        </Tabs.Panel>
      ))}
    </Tabs>
  ),
  // Every tab on one line, and the active one whole inside the list's visible box.
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist', { name: 'Secciones de mi cuenta' });
    const all = within(list).getAllByRole('tab');
    await expect(all).toHaveLength(tabs.length);
    const tops = new Set(all.map((tab) => Math.round(tab.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    const active = within(list).getByRole('tab', { selected: true });
    await waitFor(async () => {
      const box = list.getBoundingClientRect();
      const tab = active.getBoundingClientRect();
      await expect(tab.left).toBeGreaterThanOrEqual(box.left - 1);
      await expect(tab.right).toBeLessThanOrEqual(box.right + 1);
    });
  },
} satisfies Meta<typeof TabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At a desktop's width, opened on its first tab. */
export const Desktop: Story = { name: 'Escritorio' };

/**
 * At a phone's width (mobile1, 320 px), opened on its last tab: the bar scrolls sideways instead of wrapping,
 * brings the active tab into view and fades the end that hides tabs.
 */
export const PhoneLastTab: Story = {
  name: 'Teléfono en la última pestaña',
  parameters: { opened: tabs[tabs.length - 1]?.[0] },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  // Then a finger scrolls the bar back to its start: it stays there (only a newly active tab is revealed).
  play: async (context) => {
    await meta.play(context);
    const list = within(context.canvasElement).getByRole('tablist', { name: 'Secciones de mi cuenta' });
    await expect(list.scrollLeft).toBeGreaterThan(0);
    list.scrollLeft = 0;
    list.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(list.scrollLeft).toBe(0);
    await expect(list).not.toHaveAttribute('data-hidden-start');
  },
};
