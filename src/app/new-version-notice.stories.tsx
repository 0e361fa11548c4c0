import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NewVersionNotice } from './new-version-notice';

/**
 * 'Hay una versión nueva' (PWA-05): what a page shows while the simulator's worker of a new build waits. The
 * notice floats at the foot of the page over whatever screen is open.
 */
const meta = {
  title: 'Marco/Versión nueva',
  component: NewVersionNotice,
  parameters: { layout: 'fullscreen' },
  args: { updating: false, onUpdate: fn(), onLater: fn() },
  play: async ({ canvasElement, args }) => {
    const notice = within(canvasElement.ownerDocument.body).getByRole('status');
    await expect(notice).toHaveTextContent('Hay una versión nueva');
    await expect(notice).toHaveTextContent('Sus datos y su sesión se mantienen.');
    await userEvent.click(within(notice).getByRole('button', { name: 'Actualizar' }));
    await expect(args.onUpdate).toHaveBeenCalledTimes(1);
    await expect(args.onLater).not.toHaveBeenCalled();
  },
} satisfies Meta<typeof NewVersionNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At a desktop's width: the notice at the page's lower right corner; 'Actualizar' takes the new version. */
export const Desktop: Story = { name: 'Escritorio' };

/** At a phone's width (mobile1, 320 px): across the page's foot, with no sideways scroll. */
export const Phone: Story = {
  name: 'Teléfono',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async (context) => {
    await meta.play(context);
    const doc = context.canvasElement.ownerDocument;
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(doc.documentElement.clientWidth);
    const box = within(doc.body).getByRole('status').getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(doc.documentElement.clientWidth);
  },
};

/** After the click: the button waits for the reload, and 'Más tarde' is no longer offered. */
export const Updating: Story = {
  name: 'Actualizando',
  args: { updating: true },
  play: async ({ canvasElement, args }) => {
    const notice = within(canvasElement.ownerDocument.body).getByRole('status');
    await expect(within(notice).getByRole('button', { name: 'Actualizar' })).toHaveAttribute(
      'data-loading',
      'true',
    );
    await expect(within(notice).getByRole('button', { name: 'Más tarde' })).toBeDisabled();
    await userEvent.click(within(notice).getByRole('button', { name: 'Actualizar' }), {
      pointerEventsCheck: 0,
    });
    await expect(args.onUpdate).not.toHaveBeenCalled();
  },
};

/** 'Más tarde' puts the notice away for this page: nothing of the new version is taken. */
export const Later: Story = {
  name: 'Más tarde',
  play: async ({ canvasElement, args }) => {
    const notice = within(canvasElement.ownerDocument.body).getByRole('status');
    await userEvent.click(within(notice).getByRole('button', { name: 'Más tarde' }));
    await expect(args.onLater).toHaveBeenCalledTimes(1);
    await expect(args.onUpdate).not.toHaveBeenCalled();
  },
};
