/**
 * PAY-01, PAY-02, SRV-67 through the real handlers: the demo's expected payments of the next 12 months, the
 * window and its months, the totals, the refusals, and that reading changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { API, loginAs, newClient, post, snapshot, useSimulator } from '../../tests/simulator';
import { persona } from '../seed/personas';
import type { InvestmentRecord } from '../store/records';

interface Pago {
  fecha: string;
  code: string;
  project_id: number;
  proyecto: string;
  interes: string;
  capital: string;
  total: string;
}
interface Amounts {
  interes: string;
  capital: string;
  total: string;
}
interface Forecast {
  data: {
    desde: string;
    hasta: string;
    pagos: Pago[];
    cantidad: number;
    page: number;
    total_pages: number;
    meses: (Amounts & { mes: string })[];
    totales: Amounts;
  };
}

const PATH = '/api/client/investments/proximos_pagos';
const BOGOTA = -5 * 3_600_000;
/* Independent arithmetic: Bogotá days as text, and money strings as whole cents. */
const bogotaDay = (ms: number) => new Date(ms + BOGOTA).toISOString().slice(0, 10);
const cents = (text: string) => Number(text.replace('.', ''));
const code = (id: number) => String(id).padStart(6, '0');

/** Every page of the forecast, its payments in one list. */
async function wholeForecast(token: string): Promise<Forecast['data']> {
  const first = await post<Forecast>(PATH, { page: 1 }, token);
  expect(first.status).toBe(200);
  const pagos = [...first.body.data.pagos];
  for (let page = 2; page <= first.body.data.total_pages; page += 1) {
    const next = await post<Forecast>(PATH, { page }, token);
    expect(next.body.data.page).toBe(page);
    expect(next.body.data.cantidad).toBe(first.body.data.cantidad);
    pagos.push(...next.body.data.pagos);
  }
  return { ...first.body.data, pagos };
}

describe('PAY-01 expected payments of the next 12 months', () => {
  const sim = useSimulator();
  const demo = persona('demo');

  async function demoForecast() {
    sim.clock.advance(120_000);
    const token = await loginAs('demo');
    return { token, data: await wholeForecast(token) };
  }

  it('PAY-01 PAY-02 SRV-67 the window is this month from today and the 11 after it, every month listed, zeros included', async () => {
    const { data } = await demoForecast();
    expect(data.desde).toBe('2026-11-22');
    expect(data.hasta).toBe('2027-10-31');
    expect(data.meses.map((m) => m.mes)).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
      '2027-06',
      '2027-07',
      '2027-08',
      '2027-09',
      '2027-10',
    ]);
    expect(data.cantidad).toBe(data.pagos.length);
    expect(data.pagos.length).toBeGreaterThan(0);
    const dates = data.pagos.map((p) => p.fecha);
    expect(dates).toEqual([...dates].sort());
    for (const p of data.pagos) {
      expect(p.fecha >= data.desde && p.fecha <= data.hasta, p.fecha).toBe(true);
      expect(cents(p.total)).toBe(cents(p.interes) + cents(p.capital));
      expect(cents(p.total)).toBeGreaterThan(0);
    }
  });

  it('PAY-02 each month adds up its payments and the totals add up the months, to the cent', async () => {
    const { data } = await demoForecast();
    for (const m of data.meses) {
      const inMonth = data.pagos.filter((p) => p.fecha.startsWith(m.mes));
      expect(cents(m.interes), m.mes).toBe(inMonth.reduce((s, p) => s + cents(p.interes), 0));
      expect(cents(m.capital), m.mes).toBe(inMonth.reduce((s, p) => s + cents(p.capital), 0));
      expect(cents(m.total), m.mes).toBe(cents(m.interes) + cents(m.capital));
    }
    for (const key of ['interes', 'capital', 'total'] as const) {
      expect(cents(data.totales[key]), key).toBe(data.meses.reduce((s, m) => s + cents(m[key]), 0));
    }
  });

  it('PAY-01 SRV-44 SRV-45 every active investment, also one on offer, is listed from its next payment date, and one ending in the window returns its principal there', async () => {
    const { data } = await demoForecast();
    const db = await sim.store();
    const active = (await db.investments.toArray()).filter(
      (i): i is InvestmentRecord => i.clientId === demo.id && i.status === 'active',
    );
    const end = Date.UTC(2027, 10, 1) - BOGOTA;
    const inWindow = active.filter((i) => i.nextPaymentAt !== null && i.nextPaymentAt < end);
    expect(inWindow.length).toBeGreaterThan(0);
    expect(inWindow.some((i) => i.mercado_secundario === 1)).toBe(true);
    for (const inv of inWindow) {
      const lines = data.pagos.filter((p) => p.code === code(inv.id));
      expect(lines[0]?.fecha, code(inv.id)).toBe(bogotaDay(inv.nextPaymentAt!));
      expect(lines.every((l) => l.project_id === inv.projectId)).toBe(true);
      const principal = lines.filter((l) => l.capital !== '0.00');
      if (inv.endAt < end) {
        expect(principal.map((l) => [l.fecha, cents(l.capital)])).toEqual([
          [bogotaDay(inv.endAt), inv.amountMicro / 10_000],
        ]);
        expect(lines.at(-1)).toBe(principal[0]);
      } else expect(principal).toEqual([]);
    }
    // Only the caller's active investments: sold or matured ones, and other clients', pay nothing here.
    const codes = new Set(active.map((i) => code(i.id)));
    expect(data.pagos.every((p) => codes.has(p.code))).toBe(true);
  });

  it('PAY-01 SRV-67 the forecast kept between requests follows a new investment and the payments the clock makes', async () => {
    const { token, data: before } = await demoForecast();
    const db = await sim.store();
    const now = sim.clock.now();
    const open = (
      await db.projects.where('[status+endAt]').between(['ACTIVO', now], ['ACTIVO', Infinity]).toArray()
    )
      .filter((p) => p.startAt <= now && p.frequency_payment === 'Mensual')
      .sort((a, b) => a.id - b.id);
    const made = await post<{ data: { id: number } }>(
      '/api/client/investments/create',
      { project_id: open[0]!.id, amount: '100' },
      token,
    );
    expect(made.status).toBe(200);
    const newest = (await db.investments.orderBy('id').last())!;
    const after = await wholeForecast(token);
    expect(before.pagos.some((p) => p.code === code(newest.id))).toBe(false);
    expect(after.pagos.filter((p) => p.code === code(newest.id))[0]?.fecha).toBe(
      bogotaDay(newest.nextPaymentAt!),
    );
    // A month on, what fell due was paid: the forecast starts after it.
    sim.clock.advance(31 * 86_400_000);
    const later = await wholeForecast(await loginAs('demo'));
    expect(later.desde).toBe('2026-12-23');
    expect(later.pagos.every((p) => p.fecha >= later.desde)).toBe(true);
    const paid = after.pagos.filter((p) => p.fecha < later.desde).length;
    expect(paid).toBeGreaterThan(0);
    expect(later.pagos.filter((p) => p.fecha <= '2027-10-31')).toEqual(after.pagos.slice(paid));
  });

  it('PAY-01 a client without investments expects no payment: 12 months at zero', async () => {
    const { token } = await newClient();
    const { status, body } = await post<Forecast>(PATH, {}, token);
    expect(status).toBe(200);
    expect(body.data.pagos).toEqual([]);
    expect(body.data.cantidad).toBe(0);
    expect(body.data.meses).toHaveLength(12);
    expect(body.data.meses.every((m) => m.total === '0.00')).toBe(true);
    expect(body.data.totales).toEqual({ interes: '0.00', capital: '0.00', total: '0.00' });
  });

  it('PAY-01 pages the payments 50 at a time, every page with the months and totals of them all', async () => {
    const { token, data } = await demoForecast();
    const first = (await post<Forecast>(PATH, {}, token)).body.data;
    expect(first.page).toBe(1);
    expect(first.total_pages).toBe(Math.max(1, Math.ceil(data.cantidad / 50)));
    expect(first.pagos).toEqual(data.pagos.slice(0, 50));
    expect(first.meses).toEqual(data.meses);
    expect(first.totales).toEqual(data.totales);
  });

  it('PAY-01 needs a session (401), refuses a body that is not JSON or a page 0 (422), and reading changes nothing', async () => {
    const { token } = await demoForecast();
    const db = await sim.store();
    const before = await snapshot(db);
    const anonymous = await post<{ message: string }>(PATH, {});
    expect(anonymous.status).toBe(401);
    const response = await fetch(`${API}${PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: '{',
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { message: string }).message).toMatch(/\S/);
    const pageZero = await post<{ message: string }>(PATH, { page: 0 }, token);
    expect(pageZero.status).toBe(422);
    expect(pageZero.body.message).toMatch(/página/i);
    expect((await post(PATH, {}, token)).status).toBe(200);
    expect(await snapshot(db)).toEqual(before);
  });
});
