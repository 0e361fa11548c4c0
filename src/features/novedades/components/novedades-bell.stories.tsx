import type { Meta, StoryObj } from '@storybook/react-vite';
import { Group } from '@mantine/core';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { novedadesList } from '@/contract/novedades';
import { NovedadesBell } from './novedades-bell';

const mobile = { viewport: { value: 'mobile1', isRotated: false } };

const meta = {
  title: 'Barra superior/Novedades',
  component: NovedadesBell,
  decorators: [
    (Story) => (
      <Group justify="flex-end" p="md">
        {Story()}
      </Group>
    ),
  ],
  // 45 days after the seed: the demo investor's interest payments are news.
  parameters: { simulator: { as: 'demo', scenario: 'interestPaid' } },
} satisfies Meta<typeof NovedadesBell>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openBell(canvasElement: HTMLElement, name: RegExp) {
  const bell = await within(canvasElement).findByRole('button', { name }, { timeout: 10_000 });
  await userEvent.click(bell);
  const dialog = await page(canvasElement).findByRole('dialog', { name: 'Novedades' });
  // The popover fades in: what it shows is visible once the fade is over.
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5_000 });
  return dialog;
}

/** NEWS-06: the unread count on the bell, and the list with the unread news marked. */
export const Filled: Story = {
  name: 'Con novedades sin leer',
  play: async ({ canvasElement }) => {
    const dialog = await openBell(canvasElement, /^Novedades, \d+ sin leer$/);
    const list = await within(dialog).findByRole('list', { name: 'Novedades' }, { timeout: 10_000 });
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(1);
    await expect(within(list).getAllByText('Intereses cobrados')[0]).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Marcar todas como leídas' })).toBeEnabled();
  },
};

/** NEWS-06: while the list's call has not answered. */
export const Loading: Story = {
  name: 'Cargando',
  parameters: {
    simulator: { as: 'demo', faults: [{ tipo: 'espera', ruta: novedadesList.path }] },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openBell(canvasElement, /^Novedades$/);
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('Cargando novedades');
  },
};

/** NEWS-06: a client to whom nothing has happened yet. */
export const Empty: Story = {
  name: 'Sin novedades',
  parameters: { simulator: { as: 'nuevo' } },
  play: async ({ canvasElement }) => {
    const dialog = await openBell(canvasElement, /^Novedades$/);
    await expect(await within(dialog).findByText('No hay novedades', {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** NEWS-06: the list's call failed: a message and 'Reintentar'. */
export const Failed: Story = {
  name: 'Error',
  parameters: {
    simulator: { as: 'demo', faults: [{ tipo: 'error', ruta: novedadesList.path }] },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openBell(canvasElement, /^Novedades/);
    const message = await within(dialog).findByText(
      /No se pudieron cargar las novedades/,
      {},
      { timeout: 10_000 },
    );
    await expect(message.closest('[role="alert"]')).not.toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** NEWS-06: on a phone the list fits the screen's width. */
export const Phone: Story = {
  name: 'Teléfono',
  globals: mobile,
  play: async ({ canvasElement }) => {
    const dialog = await openBell(canvasElement, /^Novedades, \d+ sin leer$/);
    await within(dialog).findByRole('list', { name: 'Novedades' }, { timeout: 10_000 });
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(width);
    await expect(dialog.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
  },
};

/** NEWS-04: in the simulator the client area puts the demo outbox under the list; its button closes the list. */
export const WithOutbox: Story = {
  name: 'Con el correo de demostración',
  args: { footerAction: { label: 'Correo de demostración', onSelect: fn() } },
  play: async ({ args, canvasElement }) => {
    const dialog = await openBell(canvasElement, /^Novedades, \d+ sin leer$/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Correo de demostración' }));
    await expect(args.footerAction!.onSelect).toHaveBeenCalledOnce();
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog', { name: 'Novedades' })).toBeNull());
  },
};
