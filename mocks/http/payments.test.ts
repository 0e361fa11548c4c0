/**
 * SRV-44 through the real handlers: time that pays. The clock moves, the next signed-in request pays every
 * interest date and maturity that has passed (dated when it fell due) through the ledger, with its statement
 * line, and every list and figure reads the result.
 */
import { describe, expect, it } from 'vitest';
import { loginAs, post, TEST_START, useSimulator } from '../../tests/simulator';
import { DEMO_PLATFORM_ACCOUNT, walletAccount } from '../domain/ledger';
import { persona } from '../seed/personas';
import type { StoreDb } from '../store/db';
import { auditLedger } from '../store/ledger-repo';
import type { InvestmentRecord } from '../store/records';

type Row = { id: number; [k: string]: unknown };
type List = { data: { datos: Row[]; totales: { cantidad: number; total_monto: string } } };
type Movements = { data: { type: string; description: string; balance: string; saldo: string }[] };
type Saldos = Record<string, string>;

const DAY = 86_400_000;
const BOGOTA = -5 * 3_600_000;
const clean = { totalMicro: 0, mismatches: [], negatives: [], unbalanced: [] };

/* Independent arithmetic: Bogotá day numbers and BigInt cents, without the server's helpers. */
const dayNumber = (ms: number) => Math.floor((ms + BOGOTA) / DAY);
function yieldMicro(amountMicro: number, pd: string, days: number): number {
  const [whole, fraction = ''] = pd.split('.');
  const numerator = BigInt(amountMicro) * BigInt(`${whole}${fraction}`) * BigInt(days);
  const denominator = 100n * 10n ** BigInt(fraction.length) * 10_000n;
  return Number(((numerator * 2n + denominator) / (2n * denominator)) * 10_000n);
}
const money = (micro: number) => (micro / 1_000_000).toFixed(2);

describe('SRV-44 interest payments and maturities', () => {
  const sim = useSimulator();
  const demo = persona('demo');

  const dashboard = async (token: string) =>
    (await post<{ data: { saldos: Saldos[] } }>('/api/client/dashboard', {}, token)).body.data.saldos[0]!;
  const wallet = async (db: StoreDb, id: number) =>
    (await db.accounts.get(walletAccount(id)))?.balanceMicro ?? 0;
  const investmentsOf = async (db: StoreDb, id: number) =>
    (await db.investments.toArray()).filter((i) => i.clientId === id);
  const projectOf = async (db: StoreDb, inv: InvestmentRecord) => (await db.projects.get(inv.projectId))!;
  const linesOf = async (db: StoreDb, id: number) =>
    await db.movements.where('[clientId+id]').between([id, 0], [id, Infinity]).toArray();

  /** Signs in at TEST_START + 2 min, with the seed's approvals already settled, and reads the dashboard. */
  async function settledStart() {
    sim.clock.advance(120_000);
    const token = await loginAs('demo');
    return { token, saldos: await dashboard(token) };
  }

  it('SRV-44 SRV-46 SRV-47 SRV-39 thirty days on, the demo is paid interest (INTERES) and the principal of the one that ended (VENCIMIENTO), which leaves the active list', async () => {
    const db = await sim.store();
    const { saldos: before } = await settledStart();
    const walletBefore = await wallet(db, demo.id);
    const platformBefore = (await db.accounts.get(DEMO_PLATFORM_ACCOUNT))?.balanceMicro ?? 0;
    const linesBefore = (await linesOf(db, demo.id)).length;
    const active = (await investmentsOf(db, demo.id)).filter((i) => i.status === 'active');
    const later = TEST_START + 120_000 + 30 * DAY;
    const ending = active.filter((i) => i.endAt <= later).sort((a, b) => a.endAt - b.endAt || a.id - b.id);
    const paying = active.filter(
      (i) => i.endAt > later && i.nextPaymentAt !== null && i.nextPaymentAt <= later,
    );
    // The demo persona shows both within 30 days of the seed (SRV-46).
    expect(ending.length).toBeGreaterThan(0);
    expect(paying.length).toBeGreaterThan(0);

    sim.clock.advance(30 * DAY);
    const token = await loginAs('demo'); // the session of 30 days ago has expired
    const after = await dashboard(token);

    // Each one that ended paid its whole SRV-21 yield (the seed's investments had been paid nothing) and
    // its principal; each one still running paid the interest up to its payment date.
    let interest = 0;
    let principal = 0;
    for (const inv of ending) {
      const project = await projectOf(db, inv);
      const days = dayNumber(inv.endAt) - dayNumber(inv.startAt);
      interest += yieldMicro(inv.amountMicro, project.porcentaje_diario, days);
      principal += inv.amountMicro;
      expect(await db.investments.get(inv.id)).toMatchObject({
        status: 'finished',
        paidThroughAt: inv.endAt,
        nextPaymentAt: null,
        mercado_secundario: 0,
      });
    }
    for (const inv of paying) {
      const project = await projectOf(db, inv);
      const stored = (await db.investments.get(inv.id))!;
      expect(stored.status).toBe('active');
      expect(stored.paidThroughAt).toBe(inv.nextPaymentAt);
      expect(stored.nextPaymentAt).toBeGreaterThan(later);
      interest += yieldMicro(
        inv.amountMicro,
        project.porcentaje_diario,
        dayNumber(inv.nextPaymentAt!) - dayNumber(inv.startAt),
      );
    }
    expect(await wallet(db, demo.id)).toBe(walletBefore + interest + principal);
    // The interest came from the demo world's platform account (SRV-50): no money was created.
    const platformPaid = platformBefore - ((await db.accounts.get(DEMO_PLATFORM_ACCOUNT))?.balanceMicro ?? 0);
    expect(platformPaid).toBeGreaterThanOrEqual(interest);
    expect(await auditLedger(db)).toEqual(clean);

    // The statement: one INTERES line per payment, one VENCIMIENTO per maturity, each with the running saldo.
    const lines = (await linesOf(db, demo.id)).slice(linesBefore);
    expect(lines.filter((l) => l.type === 'INTERES').length).toBe(ending.length + paying.length);
    expect(lines.filter((l) => l.type === 'VENCIMIENTO').map((l) => l.balanceMicro)).toEqual(
      ending.map((i) => i.amountMicro),
    );
    let saldo = walletBefore;
    for (const line of lines) {
      saldo += line.balanceMicro;
      expect(line.saldoMicro).toBe(saldo);
    }
    lines.slice(1).forEach((l, i) => expect(l.at).toBeGreaterThanOrEqual(lines[i]!.at));
    const names = await Promise.all(ending.map(async (i) => (await projectOf(db, i)).name));
    const page = (await post<Movements>('/api/client/balance/list', { page: 1 }, token)).body.data;
    for (const name of names) {
      expect(page).toContainEqual(
        expect.objectContaining({ type: 'VENCIMIENTO', description: `Devolución de capital — ${name}` }),
      );
      expect(page).toContainEqual(
        expect.objectContaining({ type: 'INTERES', description: `Pago de intereses — ${name}` }),
      );
    }

    // The lists and figures read the same: the matured ones are gone from 'Mis inversiones'.
    const list = (await post<List>('/api/client/investments', {}, token)).body.data;
    for (const inv of ending) expect(list.datos.map((r) => r.id)).not.toContain(inv.id);
    const stillActive = (await investmentsOf(db, demo.id)).filter((i) => i.status === 'active');
    expect(list.totales.cantidad).toBe(stillActive.length);
    const invested = stillActive.reduce((s, i) => s + i.amountMicro, 0);
    expect(list.totales.total_monto).toBe(money(invested));
    expect(after.INVERTIDO).toBe(money(invested));
    expect(Number(after.INVERTIDO)).toBeCloseTo(Number(before.INVERTIDO) - principal / 1e6, 2);
    expect(after.DISPONIBLE).toBe(money(walletBefore + interest + principal));
    expect(after.VALORCUENTA).toBe(
      money(walletBefore + interest + principal + invested + Math.round(Number(after.RETENCION) * 1e6)),
    );

    // The project filter offers only projects of the two lists (SRV-42): not one held only by matured ones.
    const options = (
      await post<{ data: { proyectos: { id: number }[] } }>('/api/client/investments/filtros', {}, token)
    ).body.data.proyectos.map((p) => p.id);
    const held = new Set(
      (await investmentsOf(db, demo.id)).filter((i) => i.status !== 'finished').map((i) => i.projectId),
    );
    const onlyMatured = ending.filter((i) => !held.has(i.projectId));
    expect(onlyMatured.length).toBeGreaterThan(0);
    for (const inv of onlyMatured) expect(options).not.toContain(inv.projectId);
    expect(options.length).toBe(held.size);

    // A second request pays nothing twice.
    const [entries, movements] = [await db.entries.count(), await db.movements.count()];
    expect(await dashboard(token)).toEqual(after);
    sim.clock.advance(60_000);
    await dashboard(token);
    expect([await db.entries.count(), await db.movements.count()]).toEqual([entries, movements]);
  });

  it('SRV-45 pays the owner of an investment on offer, and closes the offer as expired when the investment matures', async () => {
    const db = await sim.store();
    const { token } = await settledStart();
    const free = (await investmentsOf(db, demo.id)).filter(
      (i) => i.status === 'active' && i.mercado_secundario === 0,
    );
    const soonest = free.sort((a, b) => a.endAt - b.endAt)[0]!;
    const paying = free.find((i) => i.nextPaymentAt! < i.endAt && i.nextPaymentAt! <= TEST_START + 30 * DAY)!;
    expect(soonest.endAt).toBeLessThan(TEST_START + 30 * DAY);
    for (const inv of [soonest, paying]) {
      const res = await post<{ message: string }>(
        '/api/client/offers/create',
        { investment_id: inv.id, rendimiento: '0', date_type: 3, date_value: '', amount_percentage: '100' },
        token,
      );
      expect(res.status).toBe(200);
    }
    const offerOf = async (inv: InvestmentRecord & { id: number }) =>
      (await db.offers.where('investmentId').equals(inv.id).toArray()).at(-1)!;
    const walletBefore = await wallet(db, demo.id);

    sim.clock.advance(30 * DAY);
    const again = await loginAs('demo');
    await dashboard(again);

    // Still on offer, the investment paid its interest to its owner.
    expect(await offerOf(paying)).toMatchObject({ status: 'open' });
    expect((await db.investments.get(paying.id))!).toMatchObject({ status: 'active', mercado_secundario: 1 });
    const paidLines = (await linesOf(db, demo.id)).filter(
      (l) => l.type === 'INTERES' && l.code === String(paying.id).padStart(6, '0'),
    );
    expect(paidLines).toHaveLength(1);
    // Matured, the other left the market first: its offer expired at the maturity.
    expect(await offerOf(soonest)).toMatchObject({ status: 'expired', closedAt: soonest.endAt });
    expect((await db.investments.get(soonest.id))!).toMatchObject({
      status: 'finished',
      mercado_secundario: 0,
    });
    expect(await wallet(db, demo.id)).toBeGreaterThan(walletBefore + soonest.amountMicro);
    // Another client's market of its world (newest first) still lists the open offer, not the expired one.
    const others = await loginAs('emisor');
    const market = await post<{ data: { offer_id: number }[] }>(
      '/api/client/projects/secundario',
      {},
      others,
    );
    const listed = market.body.data.map((r) => r.offer_id);
    expect(listed).toContain((await offerOf(paying)).id);
    expect(listed).not.toContain((await offerOf(soonest)).id);
    expect(await auditLedger(db)).toEqual(clean);
  });

  it('SRV-45 stops paying a sold investment and pays the buyer from the purchase on', async () => {
    const db = await sim.store();
    const { token } = await settledStart();
    const inv = (await investmentsOf(db, demo.id))
      .filter((i) => i.status === 'active' && i.mercado_secundario === 0 && i.amountMicro <= 1_500_000_000)
      .sort((a, b) => b.endAt - a.endAt)[0]!;
    await post(
      '/api/client/offers/create',
      { investment_id: inv.id, rendimiento: '0', date_type: 3, date_value: '', amount_percentage: '100' },
      token,
    );
    const offer = (await db.offers.where('investmentId').equals(inv.id).toArray()).at(-1)!;
    // SRV-50: a buyer of the seller's world.
    const buyer = await loginAs('emisor');
    const res = await post('/api/client/investments/create_secundary', { offer_id: offer.id }, buyer);
    expect(res.status).toBe(200);
    const now = sim.clock.now();
    expect(await db.investments.get(inv.id)).toMatchObject({ status: 'sold', nextPaymentAt: null });
    const bought = (await db.investments.orderBy(':id').last())!;
    // Mensual, Trimestral or at the end: the buyer's first date follows its own start.
    expect(bought).toMatchObject({ clientId: persona('emisor').id, startAt: now, paidThroughAt: now });
    expect(bought.nextPaymentAt).toBeGreaterThan(now);
    expect(bought.nextPaymentAt).toBeLessThanOrEqual(bought.endAt);
  });
});
