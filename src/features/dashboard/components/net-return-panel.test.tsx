import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NetReturn } from '@/contract/account';
import { useSession } from '@/shared/session/session-store';
import { renderApp, resetSession, signInAs } from '../../../../tests/render-app';
import { literals } from '../../../../tests/literals';
import { personas, verifyNewPersona } from '../../../../tests/screen-helpers';
import { post, TEST_START, useSimulator } from '../../../../tests/simulator';
import { formatRateFixed } from '@/shared/format/rate';

/** What the card shows for the seeded demo persona's answer (rates before ' %', dates as the server sends them). */
const shown = literals({
  '17.05': '17.05 %',
  '17.06': '17.06 %',
  '18.07': '18.07 %',
  '21.10': '21.1 %',
  '21.36': '21.36 %',
  '24.85': '24.85 %',
  '23.62': '23.62 %',
  '22.07': '22.07 %',
  '19.18': '19.18 %',
  '17.60': '17.6 %',
  '17.52': '17.52 %',
  '2026-01-31': '31/01/2026',
  '2026-02-28': '28/02/2026',
  '2026-03-31': '31/03/2026',
  '2026-04-30': '30/04/2026',
  '2026-05-31': '31/05/2026',
  '2026-06-30': '30/06/2026',
  '2026-07-31': '31/07/2026',
  '2026-08-31': '31/08/2026',
  '2026-09-30': '30/09/2026',
  '2026-10-31': '31/10/2026',
  '2026-11-22': '22/11/2026',
});

const DEFINITION = [
  'La tasa anual r que cumple Σ flujoᵢ / (1 + r)^((tᵢ − t₀) / 365) = 0 (la TIR o XIRR), con cada flujo fechado por su día y t₀ el día del primero.',
  'Los flujos son los movimientos de su billetera hacia y desde sus inversiones: las inversiones realizadas y las compras en el mercado secundario (salidas); los intereses, las devoluciones de capital al vencimiento y las ventas en el mercado secundario (entradas); y, como última entrada con la fecha de hoy, el valor de las inversiones que conserva: su capital más los intereses ganados y aún no pagados.',
  'Los depósitos y los retiros no son flujos de la rentabilidad. Las comisiones por invertir, si las hubiera, la reducen.',
];

const card = () => screen.getByRole('region', { name: 'Rentabilidad neta anual' });

async function openDashboard(who: { email: string; password: string }) {
  const token = await signInAs(who.email, who.password);
  const app = renderApp('/cliente/dashboard');
  await waitFor(() => expect(app.router.state.status).toBe('idle'));
  await screen.findByRole('region', { name: 'Rentabilidad neta anual' });
  return { app, token };
}

const answerOf = async (token: string) =>
  (await post<{ data: NetReturn }>('/api/client/investments/rentabilidad', {}, token)).body.data;

describe('dashboard: Rentabilidad neta anual', () => {
  const sim = useSimulator();
  beforeEach(() => {
    resetSession();
    vi.useFakeTimers({ toFake: ['Date'], now: TEST_START, shouldAdvanceTime: true });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('RET-07 shows the rate of investments/rentabilidad as a percentage, with the day it is valued at and its flows', async () => {
    const { token } = await openDashboard(personas.demo);
    const answer = await answerOf(token);
    expect(answer.tasa).toBe('17.05');
    expect(
      await within(card()).findByText(shown(answer.tasa), { selector: '[data-net-return]' }),
    ).toBeInTheDocument();
    expect(within(card()).getByText('Al 22/11/2026, con 23 flujos')).toBeInTheDocument();
  });

  it('RET-07 its information button opens the exact definition on a click, and Escape closes it back to the button', async () => {
    const { app } = await openDashboard(personas.demo);
    const button = within(card()).getByRole('button', { name: 'Qué es la rentabilidad neta anual' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await app.user.click(button);
    const tip = await screen.findByRole('dialog', { name: 'Qué es la rentabilidad neta anual' });
    expect([...tip.querySelectorAll('p')].map((p) => p.textContent)).toEqual(DEFINITION);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await app.user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Qué es la rentabilidad neta anual' })).toBeNull(),
    );
  });

  it('RET-07 the definition opens from the keyboard: Tab reaches the button, Enter opens it, Escape closes it back to the button', async () => {
    const { app } = await openDashboard(personas.demo);
    const button = within(card()).getByRole('button', { name: 'Qué es la rentabilidad neta anual' });
    // Tab from the top of the page until the button has the focus: it is in the keyboard's order.
    (document.activeElement as HTMLElement | null)?.blur();
    for (let presses = 0; presses < 80 && document.activeElement !== button; presses += 1)
      await app.user.tab();
    expect(button).toHaveFocus();
    await app.user.keyboard('{Enter}');
    const tip = await screen.findByRole('dialog', { name: 'Qué es la rentabilidad neta anual' });
    expect(tip.textContent).toContain('Los depósitos y los retiros no son flujos de la rentabilidad.');
    await app.user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Qué es la rentabilidad neta anual' })).toBeNull(),
    );
    expect(button).toHaveFocus();
  });

  it('RET-08 charts the series, its table (the text alternative) listing every month end and today with its rate', async () => {
    const { token } = await openDashboard(personas.demo);
    const answer = await answerOf(token);
    const figure = within(card()).getByRole('figure', {
      name: 'Gráfica de la rentabilidad neta anual a fin de cada mes',
    });
    const table = await within(figure).findByRole('table', {
      name: 'Rentabilidad neta anual a fin de cada mes',
    });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toHaveLength(11);
    expect(rows).toEqual(answer.serie.map((p) => [shown(p.fecha), formatRateFixed(p.tasa)]));
    // Every rate of the series with two decimals, as they are read down the column ('19.50 %', not '19.5 %').
    for (const [, rate] of rows) expect(rate).toMatch(/^-?[\d,]+\.\d{2} %$/);
    expect(rows[0]).toEqual(['31/01/2026', '17.06 %']);
    expect(rows.at(-1)).toEqual(['22/11/2026', '17.05 %']);
    expect(document.querySelector('[data-chart="net-return"]')).not.toBeNull();
  });

  it('RET-04 RET-08 a client that has never invested sees "Sin datos suficientes" and no chart', async () => {
    await verifyNewPersona(await sim.store());
    await openDashboard(personas.verificada);
    expect(await within(card()).findByText('Sin datos suficientes')).toBeInTheDocument();
    expect(
      within(card()).getByText(
        'Se calcula cuando sus inversiones tienen movimientos en al menos dos días distintos y algún dinero de vuelta.',
      ),
    ).toBeInTheDocument();
    expect(within(card()).queryByRole('figure')).toBeNull();
    expect(document.querySelector('[data-chart="net-return"]')).toBeNull();
  });

  it('RET-08 a failed call is only logged: the card says so, the dashboard stays and the client stays signed in', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await post('/api/simulador/ajustes', {
      agregar_fallo: { tipo: 'error', ruta: 'investments/rentabilidad', restantes: null },
    });
    const { app } = await openDashboard(personas.demo);
    expect(
      await within(card()).findByText('La rentabilidad neta anual no está disponible en este momento.'),
    ).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      'No se pudo cargar la rentabilidad neta anual (investments/rentabilidad)',
      expect.objectContaining({ status: 500 }),
    );
    await new Promise((r) => setTimeout(r, 100));
    expect(useSession.getState().token).not.toBeNull();
    expect(app.router.state.location.pathname).toBe('/cliente/dashboard');
    expect(screen.getByRole('region', { name: 'Resumen de la cuenta' })).toBeInTheDocument();
  });
});
