import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Investment, ListTotals } from '@/contract/investments';
import { useSession } from '@/shared/session/session-store';
import { resetSession, type RenderedApp } from '../../../../tests/render-app';
import { post, TEST_START, useSimulator } from '../../../../tests/simulator';
import { gate, openScreen, recordRequests } from '../../../../tests/screen-helpers';
import { literals } from '../../../../tests/literals';
import { projectImageSource } from '@/shared/ui/project-image-source';

/** What the screen shows for the seeded values these tests read back from the server. */
const shown = literals({
  '$ 10.36': '$ 10.36',
  '$ 88.37': '$ 88.37',
  '2026-11-07 09:00:00': '07/11/2026',
  '2027-03-30 23:59:59': '30/03/2027',
  'USDT 1600.00': 'USDT 1,600.00',
});

interface ListAnswer {
  data: { datos: Investment[]; totales: ListTotals };
}

const token = () => useSession.getState().token!;

/** p2 §4: the lists an offer or a cancel reloads, as other screens cache them. */
const reloaded = [
  ['client', 'dashboard'],
  ['client', 'balance', 'list', 1],
  ['client', 'projects', 'primary', 'x'],
  ['client', 'projects', 'secundario', 'x'],
  ['client', 'projects', 'propios', 'x'],
  ['client', 'offers', 'list', 'x'],
  ['client', 'investments', 'vendidas', 'x'],
  ['client', 'investments', 'activas', 'x'],
];
const activeList = async () =>
  (await post<ListAnswer>('/api/client/investments', { page: 1 }, token())).body.data.datos;

const table = () => screen.getByRole('table', { name: 'Inversiones activas' });
const rowOf = (name: string) =>
  within(table().querySelector('tbody')!)
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('rowheader', { name }))!;

/** Opens 'Mis inversiones' as the non-demo investor, passes the landing and opens the sell modal. */
async function openSellModal(): Promise<{ app: RenderedApp; inv: Investment; dialog: HTMLElement }> {
  const app = await openScreen('inversor', '/cliente/inversiones', 'Mis inversiones');
  await app.user.click(screen.getByRole('button', { name: 'Continuar' }));
  await screen.findByRole('table', { name: 'Inversiones activas' });
  const inv = (await activeList()).find((i) => i.mercado_secundario === 0)!;
  await app.user.click(within(rowOf(inv.name)).getByRole('button', { name: 'Ofertar' }));
  const dialog = await screen.findByRole('dialog', { name: `Detalle de la inversión de ${inv.name}` });
  return { app, inv, dialog };
}

async function saleTab(app: RenderedApp, dialog: HTMLElement) {
  await app.user.click(within(dialog).getByRole('tab', { name: 'Procesar venta' }));
  return within(dialog).getByRole('tabpanel', { name: 'Procesar venta' });
}

/**
 * A day of the open calendar. The test DOM has no layout, so the calendar's popover counts as detached from its
 * field and stays display:none: the day is found among hidden elements.
 */
const calendarDay = (name: string) => screen.findByRole('button', { name, hidden: true });

const finalPrice = (panel: HTMLElement) => panel.querySelector('[data-field="final-price"]')!.textContent;

describe('the sell modal of Mis inversiones', () => {
  const sim = useSimulator();
  beforeEach(() => {
    resetSession();
    vi.useFakeTimers({ toFake: ['Date'], now: TEST_START, shouldAdvanceTime: true });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("SELL-01 SELL-02 SELL-03 the title, the two tabs as in the original, and the investment's information", async () => {
    const { dialog, inv } = await openSellModal();
    expect(
      within(within(dialog).getByRole('tablist', { name: 'Detalle de la inversión' }))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Información de la inversión', 'Procesar venta']);
    const info = within(dialog).getByRole('tabpanel', { name: 'Información de la inversión' });
    const value = (label: string) =>
      within(info).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Proyecto')).toBe(inv.name);
    expect(value('Fecha de inicio')).toBe(shown(inv.date_investment));
    expect(value('Fecha de fin')).toBe(shown(inv.end_date));
    expect(value('Tasa de rendimiento')).toBe(`${Number(inv.fee_total_contract)} %`);
    expect(value('Rendimiento actual')).toBe(shown(`$ ${inv.rendimiento}`));
    expect(value('Rendimiento futuro')).toBe(shown(`$ ${inv.rendimientofuturo}`));
    if (inv.description) expect(within(info).getByText(inv.description.trim())).toBeInTheDocument();
    // The project's image, or the generic illustration when it has none it may show.
    expect(within(info).getByRole('img', { name: `Imagen del proyecto ${inv.name}` })).toHaveAttribute(
      'src',
      projectImageSource(inv.imagen, undefined).src,
    );
  });

  it("SELL-04 SELL-05 SELL-06 'Procesar venta': the amount in USDT, the three end types, the date only for 'Definido'", async () => {
    const { app, dialog, inv } = await openSellModal();
    const panel = await saleTab(app, dialog);
    expect(panel.querySelector('[data-field="invested"]')!.textContent).toBe(
      shown(`USDT ${inv.investment_amount}`),
    );
    const group = within(panel).getByRole('radiogroup', { name: /Tipo de fin de venta/ });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    for (const r of within(group).getAllByRole('radio')) expect(r).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Hoy' })).toHaveAttribute('value', '1');
    expect(within(group).getByRole('radio', { name: 'Definido' })).toHaveAttribute('value', '2');
    expect(within(group).getByRole('radio', { name: 'Sin vencimiento' })).toHaveAttribute('value', '3');
    const date = () => within(panel).queryByLabelText(/Fecha de fin de venta/);
    expect(date()).toBeNull();
    await app.user.click(within(group).getByRole('radio', { name: 'Hoy' }));
    expect(date()).toBeNull();
    await app.user.click(within(group).getByRole('radio', { name: 'Definido' }));
    expect(date()).toHaveAttribute('placeholder', 'DD/MM/AAAA');
    await app.user.click(date()!);
    // The calendar opens on the platform's today: no earlier day is offered.
    expect(await calendarDay('22 noviembre 2026')).toBeEnabled();
    expect(await calendarDay('21 noviembre 2026')).toBeDisabled();
    await app.user.click(within(group).getByRole('radio', { name: 'Sin vencimiento' }));
    expect(date()).toBeNull();
  });

  it('SELL-07 SELL-08 SELL-09 a missing type, date or percentage is said on the field and nothing is sent', async () => {
    const { app, dialog } = await openSellModal();
    const panel = await saleTab(app, dialog);
    const requests = recordRequests(sim.server);
    const submit = within(panel).getByRole('button', { name: 'Ofertar inversión' });
    await app.user.click(submit);
    expect(within(panel).getByText('Seleccione el tipo de fin de venta')).toBeInTheDocument();
    expect(within(panel).getByText('Ingrese el porcentaje de venta')).toBeInTheDocument();
    await app.user.click(within(panel).getByRole('radio', { name: 'Definido' }));
    await app.user.type(within(panel).getByLabelText(/Porcentaje de venta/), '105');
    await app.user.click(submit);
    expect(within(panel).getByText('Seleccione la fecha de fin de venta')).toBeInTheDocument();
    expect(within(panel).queryByText('Ingrese el porcentaje de venta')).toBeNull();
    await new Promise((r) => setTimeout(r, 100));
    expect(requests.count()).toBe(0);
  });

  it("SELL-10 'Precio final venta' follows the percentage typed, live: percentage × (amount + yield) / 100", async () => {
    const { app, dialog, inv } = await openSellModal();
    const panel = await saleTab(app, dialog);
    expect(finalPrice(panel)).toBe('—');
    const input = within(panel).getByLabelText(/Porcentaje de venta/);
    await app.user.type(input, '110');
    // The seeded investment: 1,600.00 invested, 10.36 yield so far; 110 % of 1,610.36 is 1,771.396.
    expect(inv.investment_amount).toBe('1600.00');
    expect(inv.rendimiento).toBe('10.36');
    expect(finalPrice(panel)).toBe('$ 1,771.40');
    await app.user.clear(input);
    await app.user.type(input, '100');
    expect(finalPrice(panel)).toBe('$ 1,610.36');
    await app.user.type(input, 'x');
    expect(finalPrice(panel)).toBe('—');
  });

  it("SELL-11 SELL-12 SELL-13 SELL-14 'Hoy' posts the offer with an empty date and a spinner, then the message with 'Aceptar'", async () => {
    const { app, dialog, inv } = await openSellModal();
    const panel = await saleTab(app, dialog);
    await app.user.click(within(panel).getByRole('radio', { name: 'Hoy' }));
    await app.user.type(within(panel).getByLabelText(/Porcentaje de venta/), '102.5');
    const requests = recordRequests(sim.server);
    const held = gate();
    sim.server.use(
      http.post('*/api/client/offers/create', async () => {
        await held.wait;
      }),
    );
    const submit = within(panel).getByRole('button', { name: /Ofertar inversión/ });
    await app.user.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('data-loading', 'true'));
    expect(await within(submit).findByLabelText('Enviando oferta')).toBeInTheDocument();
    await app.user.click(submit);
    // The modal stays while the offer is on its way, so its result shows.
    await app.user.keyboard('{Escape}');
    expect(
      screen.getByRole('dialog', { name: `Detalle de la inversión de ${inv.name}` }),
    ).toBeInTheDocument();
    held.open();
    const result = await screen.findByRole('dialog', { name: 'Oferta en el mercado secundario' });
    expect(within(result).getByRole('status').textContent).toBe(
      'Su inversión fue ofertada en el mercado secundario.',
    );
    const creates = (await requests.all()).filter((r) => r.path === '/api/client/offers/create');
    expect(creates).toHaveLength(1);
    expect(creates[0]!.body).toEqual({
      investment_id: inv.id,
      rendimiento: inv.rendimiento,
      date_type: 1,
      date_value: '',
      amount_percentage: '102.5',
    });
    expect(within(result).getByRole('button', { name: 'Aceptar' })).toBeInTheDocument();
  });

  it("SELL-11 SELL-08 'Definido' posts the chosen date", async () => {
    const { app, dialog, inv } = await openSellModal();
    const panel = await saleTab(app, dialog);
    const requests = recordRequests(sim.server);
    await app.user.click(within(panel).getByRole('radio', { name: 'Definido' }));
    await app.user.type(within(panel).getByLabelText(/Fecha de fin de venta/), '2026-12-15');
    await app.user.type(within(panel).getByLabelText(/Porcentaje de venta/), '98');
    await app.user.click(within(panel).getByRole('button', { name: 'Ofertar inversión' }));
    await screen.findByRole('dialog', { name: 'Oferta en el mercado secundario' });
    expect((await requests.all()).find((r) => r.path === '/api/client/offers/create')!.body).toEqual({
      investment_id: inv.id,
      rendimiento: inv.rendimiento,
      date_type: 2,
      date_value: '2026-12-15',
      amount_percentage: '98',
    });
  });

  it("SELL-08 the earliest end day offered is the simulator's today, which the server accepts", async () => {
    // 'Simulador' > '+30 días': the server's day is 2026-12-22 while the browser's stays 2026-11-22.
    await post('/api/simulador/reloj', { avanzar_ms: 30 * 86_400_000 });
    const { app, dialog, inv } = await openSellModal();
    const panel = await saleTab(app, dialog);
    await app.user.click(within(panel).getByRole('radio', { name: 'Definido' }));
    await app.user.click(within(panel).getByLabelText(/Fecha de fin de venta/));
    expect(await calendarDay('21 diciembre 2026')).toBeDisabled();
    const earliest = await calendarDay('22 diciembre 2026');
    expect(earliest).toBeEnabled();
    await app.user.click(earliest);
    expect(within(panel).getByLabelText(/Fecha de fin de venta/)).toHaveValue('22/12/2026');
    await app.user.type(within(panel).getByLabelText(/Porcentaje de venta/), '100');
    const requests = recordRequests(sim.server);
    await app.user.click(within(panel).getByRole('button', { name: 'Ofertar inversión' }));
    const result = await screen.findByRole('dialog', { name: 'Oferta en el mercado secundario' });
    expect(within(result).getByRole('status').textContent).toBe(
      'Su inversión fue ofertada en el mercado secundario.',
    );
    expect((await requests.all()).find((r) => r.path === '/api/client/offers/create')!.body).toEqual({
      investment_id: inv.id,
      rendimiento: inv.rendimiento,
      date_type: 2,
      date_value: '2026-12-22',
      amount_percentage: '100',
    });
  });

  it('SELL-14 a refused offer shows the server message in the result modal', async () => {
    const { app, dialog, inv } = await openSellModal();
    // Offered meanwhile (another tab): the server refuses a second offer.
    await post(
      '/api/client/offers/create',
      {
        investment_id: inv.id,
        rendimiento: inv.rendimiento,
        date_type: 3,
        date_value: '',
        amount_percentage: '100',
      },
      token(),
    );
    const panel = await saleTab(app, dialog);
    await app.user.click(within(panel).getByRole('radio', { name: 'Sin vencimiento' }));
    await app.user.type(within(panel).getByLabelText(/Porcentaje de venta/), '100');
    await app.user.click(within(panel).getByRole('button', { name: 'Ofertar inversión' }));
    const result = await screen.findByRole('dialog', { name: 'Oferta en el mercado secundario' });
    expect(within(result).getByRole('status').textContent).toBe(
      'La inversión ya está ofertada en el mercado secundario.',
    );
    expect(useSession.getState().token).not.toBeNull();
  });

  it("SELL-15 SELL-16 'Aceptar' closes and reloads the lists and balances; the row shows as offered", async () => {
    const { app, dialog, inv } = await openSellModal();
    // The dashboard's figures and movements are in the cache as after a visit to 'Inicio'.
    // What the other screens have cached: balances, movements, the markets, offers and sold investments.
    for (const queryKey of reloaded) await app.queryClient.prefetchQuery({ queryKey, queryFn: () => 1 });
    const panel = await saleTab(app, dialog);
    await app.user.click(within(panel).getByRole('radio', { name: 'Sin vencimiento' }));
    await app.user.type(within(panel).getByLabelText(/Porcentaje de venta/), '100');
    await app.user.click(within(panel).getByRole('button', { name: 'Ofertar inversión' }));
    const result = await screen.findByRole('dialog', { name: 'Oferta en el mercado secundario' });
    const requests = recordRequests(sim.server);
    await app.user.click(within(result).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(within(rowOf(inv.name)).getByRole('button', { name: 'Ofertado' })).toBeDisabled(),
    );
    expect(rowOf(inv.name)).toHaveAttribute('data-marked', 'true');
    expect(await requests.paths()).toContain('/api/client/investments');
    for (const queryKey of reloaded) {
      expect(app.queryClient.getQueryState(queryKey)?.isInvalidated, queryKey.join('/')).toBe(true);
    }
  });

  it("SRV-49 Enter and two clicks on 'Ofertar inversión', all in one task, offer the investment once", async () => {
    const { app, dialog, inv } = await openSellModal();
    const panel = await saleTab(app, dialog);
    await app.user.click(within(panel).getByRole('radio', { name: 'Sin vencimiento' }));
    await app.user.type(within(panel).getByLabelText(/Porcentaje de venta/), '110');
    const requests = recordRequests(sim.server);
    const button = within(panel).getByRole<HTMLButtonElement>('button', { name: 'Ofertar inversión' });
    act(() => {
      button.form!.requestSubmit(); // what Enter in the percentage does
      button.click();
      button.click();
    });
    const result = await screen.findByRole('dialog', { name: 'Oferta en el mercado secundario' });
    expect(within(result).getByRole('status').textContent).toBe(
      'Su inversión fue ofertada en el mercado secundario.',
    );
    const keys = requests.idempotencyKeys();
    const creates = (await requests.all())
      .map((r, i) => ({ ...r, key: keys[i] }))
      .filter((r) => r.path === '/api/client/offers/create');
    expect(creates.map((r) => r.body)).toEqual([
      {
        investment_id: inv.id,
        rendimiento: inv.rendimiento,
        date_type: 3,
        date_value: '',
        amount_percentage: '110',
      },
    ]);
    expect(creates[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    // One open offer of the investment on the server.
    const db = await sim.store();
    const open = (await db.offers.where('investmentId').equals(inv.id).toArray()).filter(
      (o) => o.status === 'open',
    );
    expect(open).toHaveLength(1);
  });

  it('SELL-01 the modal closes with Escape and nothing is sent', async () => {
    const { app } = await openSellModal();
    const requests = recordRequests(sim.server);
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.count()).toBe(0);
  });
});
