import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SecondaryOfferDetail } from '@/contract/projects';
import { useSession } from '@/shared/session/session-store';
import { resetSession, type RenderedApp } from '../../../../tests/render-app';
import { post, useSimulator } from '../../../../tests/simulator';
import { gate, openScreen, recordRequests, type PersonaKey } from '../../../../tests/screen-helpers';
import { literals } from '../../../../tests/literals';
import { projectImageSource } from '@/shared/ui/project-image-source';

/** What the screen shows for the seeded values these tests read back from the server. */
const shown = literals({
  '0.023288 %': '0.023288 %',
  '2026-11-22 23:59:59': '22/11/2026',
  'USDT 104.33': 'USDT 104.33',
  'USDT 313.92': 'USDT 313.92',
  'USDT 4000.00': 'USDT 4,000.00',
});

vi.setConfig({ testTimeout: 45_000 });

const PATH = '/cliente/projectos';
const NO_FILTERS = { pais: '', tipo: '', emisor: '', riesgo: '', vencimiento: '', rango: '0', actividad: '' };
const token = () => useSession.getState().token!;

type Page = { data: SecondaryOfferDetail[]; page: number; total_pages: number };
const secondaryPage = async (page = 1) =>
  (await post<Page>('/api/client/projects/secundario', { ...NO_FILTERS, page }, token())).body;

const settled = (app: RenderedApp) => waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
const titleOf = (o: SecondaryOfferDetail) => `Detalle de la inversión de ${o.name}`;
const definition = (scope: HTMLElement, term: string) =>
  within(scope).getByText(term, { selector: 'dt' }).nextElementSibling!.textContent;

/** Opens the secondary market, goes to the offer's page and presses its 'Comprar'. */
async function openPurchase(test: (o: SecondaryOfferDetail) => boolean, key: PersonaKey = 'demo') {
  const app = await openScreen(key, PATH, 'Proyectos');
  await app.user.click(screen.getByRole('button', { name: 'Continuar' }));
  await screen.findByRole('heading', { level: 2, name: 'Mercado primario' });
  await app.user.click(screen.getByRole('radio', { name: 'Mercado secundario' }));
  await screen.findByRole('heading', { level: 2, name: 'Mercado secundario' });
  await settled(app);
  let found: { offer: SecondaryOfferDetail; page: number } | undefined;
  for (let page = 1; !found; page++) {
    const body = await secondaryPage(page);
    const offer = body.data.find(test);
    if (offer) found = { offer, page };
    else if (page >= body.total_pages) throw new Error('no offer meets the test');
  }
  const nav = screen.getByRole('navigation', { name: 'Páginas del mercado secundario' });
  for (let i = 1; i < found.page; i++) {
    await app.user.click(within(nav).getByRole('button', { name: 'Siguiente' }));
    await settled(app);
  }
  const card = document.querySelector(`[data-offer-id="${found.offer.offer_id}"]`) as HTMLElement;
  await app.user.click(within(card).getByRole('button', { name: 'Comprar' }));
  const dialog = await screen.findByRole('dialog', { name: titleOf(found.offer) });
  return { app, offer: found.offer, dialog };
}

describe('secondary purchase modal', () => {
  const sim = useSimulator();
  beforeEach(resetSession);
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("SEC-02 SEC-03 'Comprar' opens 'Detalle de la inversión de {name}' with the offer's detail", async () => {
    const { app, offer: o, dialog } = await openPurchase(() => true);
    expect(definition(dialog, 'Precio original')).toBe(shown(`USDT ${o.precio_original}`));
    expect(definition(dialog, 'Rendimiento a la fecha')).toBe(shown(`USDT ${o.rendimiento}`));
    expect(definition(dialog, 'Rendimiento futuro')).toBe(shown(`USDT ${o.rendimientofuturo}`));
    expect(definition(dialog, 'Porcentaje diario')).toBe(shown(`${o.porcentaje_diario} %`));
    expect(definition(dialog, 'Tiempo remanente')).toMatch(new RegExp(`^${o.tiemporemanente} días?$`));
    expect(definition(dialog, 'Fin de la venta')).toBe(o.fecha_fin ? shown(o.fecha_fin) : 'Sin vencimiento');
    expect(within(dialog).getByText(o.description)).toBeInTheDocument();
    // The offer's image, or its category's illustration when it has none it may show.
    expect(within(dialog).getByRole('img', { name: 'Imagen de la inversión' })).toHaveAttribute(
      'src',
      projectImageSource(o.imagen, o.category).src,
    );
    expect(app.router.state.location.pathname).toBe(PATH);
  });

  it('SEC-04 for an offer at 100 % the price shown equals original price + yield', async () => {
    const { offer: o, dialog } = await openPurchase((x) => Number(x.porcentaje_costo) === 100);
    expect(definition(dialog, 'Porcentaje de venta')).toBe('100 %');
    // The seeded demo-world offer at 100 % (SRV-50): 1,100.00 original price and 86.70 yield to date.
    expect([o.precio_original, o.rendimiento]).toEqual(['1100.00', '86.70']);
    expect(definition(dialog, 'Precio original + rendimiento')).toBe('USDT 1,186.70');
    expect(definition(dialog, 'Precio de venta')).toBe('USDT 1,186.70');
  });

  it("SEC-05 SEC-07 SEC-08 'Comprar' posts offer_id; the result shows; 'Aceptar' closes and reloads the lists", async () => {
    const { app, offer: o, dialog } = await openPurchase((x) => Number(x.precioventa) <= 5_000);
    const requests = recordRequests(sim.server);
    await app.user.click(within(dialog).getByRole('button', { name: 'Comprar' }));
    const result = await screen.findByRole('dialog', { name: 'Resultado de la operación' });
    expect(within(result).getByRole('status').textContent).toBe(
      'Compra realizada con éxito: la inversión ya está en sus inversiones activas.',
    );
    const buys = (await requests.all()).filter((r) => r.path === '/api/client/investments/create_secundary');
    expect(buys.map((r) => r.body)).toEqual([{ offer_id: o.offer_id }]);
    const before = requests.count();
    await app.user.click(within(result).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await settled(app);
    const after = (await requests.all()).slice(before).map((r) => r.path);
    expect(after).toContain('/api/client/projects/secundario');
    await waitFor(() => expect(document.querySelector(`[data-offer-id="${o.offer_id}"]`)).toBeNull());
  });

  it("SRV-49 two clicks on 'Comprar' in one task buy the offer once, with an Idempotency-Key", async () => {
    const { app, offer: o, dialog } = await openPurchase((x) => Number(x.precioventa) <= 5_000);
    const balance = async () =>
      (await post<{ data: { saldos: { DISPONIBLE: string }[] } }>('/api/client/dashboard', {}, token())).body
        .data.saldos[0]!.DISPONIBLE;
    const before = Number(await balance());
    const requests = recordRequests(sim.server);
    const button = within(dialog).getByRole('button', { name: 'Comprar' });
    act(() => {
      button.click();
      button.click();
    });
    const result = await screen.findByRole('dialog', { name: 'Resultado de la operación' });
    expect(within(result).getByRole('status')).toHaveTextContent(/^Compra realizada con éxito/);
    await settled(app);
    const keys = requests.idempotencyKeys();
    const buys = (await requests.all())
      .map((r, i) => ({ ...r, key: keys[i] }))
      .filter((r) => r.path === '/api/client/investments/create_secundary');
    expect(buys.map((r) => r.body)).toEqual([{ offer_id: o.offer_id }]);
    expect(buys[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    // One payment of the price, no second one.
    expect(Number(await balance())).toBeCloseTo(before - Number(o.precioventa), 2);
  });

  it('SEC-07 a refused purchase shows the server message in Spanish', async () => {
    const { app, offer: o, dialog } = await openPurchase(() => true);
    // Bought meanwhile (another tab): the server refuses the second purchase.
    await post('/api/client/investments/create_secundary', { offer_id: o.offer_id }, token());
    await app.user.click(within(dialog).getByRole('button', { name: 'Comprar' }));
    const result = await screen.findByRole('dialog', { name: 'Resultado de la operación' });
    expect(within(result).getByRole('alert').textContent).toBe(
      'La oferta ya no está disponible en el mercado secundario.',
    );
    await app.user.click(within(result).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('SEC-06 while the purchase is pending a spinner replaces the button label', async () => {
    const { dialog, app } = await openPurchase(() => true);
    const hold = gate();
    sim.server.use(
      http.post('*/api/client/investments/create_secundary', async () => void (await hold.wait)),
    );
    const button = within(dialog).getByRole('button', { name: 'Comprar' });
    await app.user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-loading', 'true'));
    await waitFor(() => expect(button.querySelector('[class*="Button-loader"]')).not.toBeNull());
    hold.open();
    await screen.findByRole('dialog', { name: 'Resultado de la operación' });
  });
});
