import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetSession, signInAs, type RenderedApp } from '../../../../tests/render-app';
import { post, useSimulator } from '../../../../tests/simulator';

const DAY_MS = 24 * 60 * 60 * 1000;
const topBar = () => screen.getByRole('banner', { name: 'Barra superior' });
const bell = () => within(topBar()).getByRole('button', { name: /^Novedades/ });

async function openDashboard(): Promise<RenderedApp> {
  const app = renderApp('/cliente/dashboard');
  await waitFor(
    () => {
      expect(app.router.state.status).toBe('idle');
      expect(app.queryClient.isFetching()).toBe(0);
      expect(bell()).toBeInTheDocument();
    },
    { timeout: 8000 },
  );
  return app;
}

describe('the news bell (Novedades)', () => {
  useSimulator();
  beforeEach(resetSession);
  afterEach(cleanup);

  /** The demo investor, after 45 days of the simulator's clock: its interest payments are news. */
  async function demoAfterInterest() {
    await post('/api/simulador/reloj', { avanzar_ms: 45 * DAY_MS });
    await signInAs('demo@simulador.test', 'demo1234');
    return openDashboard();
  }

  it('NEWS-06 shows the unread count in the bell’s name and badge, and lists the news, the unread ones marked', async () => {
    const app = await demoAfterInterest();
    const name = bell().getAttribute('aria-label')!;
    const unread = Number(/^Novedades, (\d+) sin leer$/.exec(name)?.[1]);
    expect(unread).toBeGreaterThan(0);
    expect(within(bell()).getByText(unread > 99 ? '99+' : String(unread))).toBeInTheDocument();
    await app.user.click(bell());
    const dialog = await screen.findByRole('dialog', { name: 'Novedades' });
    const list = await within(dialog).findByRole('list', { name: 'Novedades' });
    const items = within(list).getAllByRole('link');
    expect(items.length).toBe(Math.min(10, unread));
    expect(within(items[0]!).getByText('Intereses cobrados')).toBeInTheDocument();
    expect(within(items[0]!).getByText(/Sin leer/)).toBeInTheDocument();
    expect(within(items[0]!).getByText(/· Mis inversiones$/)).toBeInTheDocument();
    expect(items[0]).toHaveAttribute('href', '/cliente/inversiones');
  });

  it('NEWS-05 NEWS-06 following a news item opens its screen, closes the list and marks it read', async () => {
    const app = await demoAfterInterest();
    const before = Number(/(\d+) sin leer/.exec(bell().getAttribute('aria-label')!)?.[1]);
    await app.user.click(bell());
    const dialog = await screen.findByRole('dialog', { name: 'Novedades' });
    const first = (await within(dialog).findAllByRole('link'))[0]!;
    await app.user.click(first);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/cliente/inversiones'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Novedades' })).toBeNull());
    await waitFor(() => expect(bell()).toHaveAccessibleName(`Novedades, ${before - 1} sin leer`));
  });

  it('NEWS-06 ‘Marcar todas como leídas’ clears the count; nothing stays marked unread', async () => {
    const app = await demoAfterInterest();
    await app.user.click(bell());
    const dialog = await screen.findByRole('dialog', { name: 'Novedades' });
    await within(dialog).findAllByRole('link');
    await app.user.click(within(dialog).getByRole('button', { name: 'Marcar todas como leídas' }));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Novedades'));
    await waitFor(() => expect(within(dialog).queryByText(/Sin leer/)).toBeNull());
    expect(within(dialog).getByRole('button', { name: 'Marcar todas como leídas' })).toBeDisabled();
  });

  it('NEWS-06 a client with no news sees ‘No hay novedades’ and a bell without a count', async () => {
    await signInAs('demo@simulador.test', 'demo1234');
    const app = await openDashboard();
    expect(bell()).toHaveAccessibleName('Novedades');
    await app.user.click(bell());
    const dialog = await screen.findByRole('dialog', { name: 'Novedades' });
    expect(await within(dialog).findByText('No hay novedades')).toBeInTheDocument();
  });
});
