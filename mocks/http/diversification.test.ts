/**
 * DIV-01..DIV-03, SRV-68 through the real handlers: the demo persona's seeded portfolio checked against sums
 * made here from the stored records, and a new client's portfolio built through the invest call, with end
 * dates chosen for each remaining-term bucket, read before and after the clock moves.
 */
import { describe, expect, it } from 'vitest';
import { diversificationResponse } from '@/contract/schemas/diversification';
import { loginAs, post, snapshot, useSimulator } from '../../tests/simulator';
import { transfer, walletAccount, WORLD_ACCOUNT } from '../domain/ledger';
import { persona } from '../seed/personas';
import { postTransfer } from '../store/ledger-repo';

const PATH = '/api/client/investments/diversificacion';
const DAY = 86_400_000;

interface Group {
  clave: string;
  nombre: string;
  monto: string;
  porcentaje: string;
  inversiones: number;
}
interface Leader {
  clave: string;
  nombre: string;
  porcentaje: string;
}
interface Answer {
  data: {
    total: string;
    inversiones: number;
    pais: Group[];
    categoria: Group[];
    riesgo: Group[];
    emisor: Group[];
    plazo: Group[];
    mayor_emisor: Leader | null;
    mayor_proyecto: Leader | null;
  };
}

const DIMENSIONS = ['pais', 'categoria', 'riesgo', 'emisor', 'plazo'] as const;
/** Cents of a money string, as a bigint: '1234.50' is 123450n. */
const cents = (money: string) => BigInt(money.replace('.', ''));
const centsOfMicro = (micro: number) => BigInt(Math.round(micro / 10_000));

describe('DIV the diversification call', () => {
  const sim = useSimulator();

  const diversificationOf = async (token: string) => {
    const answer = await post<Answer>(PATH, {}, token);
    expect(answer.status).toBe(200);
    expect(diversificationResponse.safeParse(answer.body).success).toBe(true);
    return answer.body.data;
  };

  it("DIV-01 SRV-68 groups the demo persona's active investments (the set of 'Mis inversiones') by country, category, risk, issuer and term, each adding up to the total and to 100.00 %", async () => {
    const token = await loginAs('demo');
    const data = await diversificationOf(token);
    const list = await post<{ data: { totales: { cantidad: number; total_monto: string } } }>(
      '/api/client/investments',
      { page: 1 },
      token,
    );
    expect(data.total).toBe(list.body.data.totales.total_monto);
    expect(data.inversiones).toBe(list.body.data.totales.cantidad);
    expect(data.inversiones).toBeGreaterThan(1);

    // The same sums, made here from the stored records.
    const db = await sim.store();
    const demo = persona('demo');
    const active = (await db.investments.toArray()).filter(
      (i) => i.clientId === demo.id && i.status === 'active',
    );
    const projects = new Map((await db.projects.toArray()).map((p) => [p.id, p]));
    const countries = new Map((await db.countries.toArray()).map((c) => [c.iso, c.name]));
    const sumBy = (key: (p: NonNullable<ReturnType<typeof projects.get>>) => string) => {
      const out = new Map<string, { micro: number; count: number }>();
      for (const inv of active) {
        const k = key(projects.get(inv.projectId)!);
        const g = out.get(k) ?? { micro: 0, count: 0 };
        out.set(k, { micro: g.micro + inv.amountMicro, count: g.count + 1 });
      }
      return out;
    };
    const expected = {
      pais: sumBy((p) => p.country_iso),
      categoria: sumBy((p) => p.category),
      riesgo: sumBy((p) => p.risk),
      emisor: sumBy((p) => p.issuer),
    };
    for (const dimension of DIMENSIONS) {
      const groups = data[dimension];
      expect(groups.length, dimension).toBeGreaterThan(0);
      expect(
        groups.reduce((s, g) => s + cents(g.monto), 0n),
        dimension,
      ).toBe(cents(data.total));
      expect(
        groups.reduce((s, g) => s + cents(g.porcentaje), 0n),
        dimension,
      ).toBe(10_000n);
      expect(
        groups.reduce((s, g) => s + g.inversiones, 0),
        dimension,
      ).toBe(data.inversiones);
      if (dimension === 'plazo') continue;
      const sums = expected[dimension];
      expect(groups.map((g) => g.clave).sort(), dimension).toEqual([...sums.keys()].sort());
      for (const g of groups) {
        expect(cents(g.monto), `${dimension} ${g.clave}`).toBe(centsOfMicro(sums.get(g.clave)!.micro));
        expect(g.inversiones, `${dimension} ${g.clave}`).toBe(sums.get(g.clave)!.count);
        // Each share is the group's amount over the total, within the hundredth the rounding may move.
        const exact = Number((cents(g.monto) * 1_000_000n) / cents(data.total)) / 100;
        expect(Math.abs(Number(g.porcentaje) * 100 - exact), `${dimension} ${g.clave}`).toBeLessThan(1.01);
      }
    }
    // Countries by their name in the country list; the largest groups first; ratings from the best.
    for (const g of data.pais) expect(g.nombre).toBe(countries.get(g.clave));
    for (const dimension of ['pais', 'categoria', 'emisor'] as const) {
      const amounts = data[dimension].map((g) => cents(g.monto));
      expect(amounts, dimension).toEqual([...amounts].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)));
    }
    const order = ['A++', 'A+', 'A', 'Bajo', 'Medio', 'Alto'];
    const ranks = data.riesgo.map((g) => order.indexOf(g.clave));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    // DIV-03: the largest issuer is the first issuer group.
    expect(data.mayor_emisor).toEqual({
      clave: data.emisor[0]!.clave,
      nombre: data.emisor[0]!.nombre,
      porcentaje: data.emisor[0]!.porcentaje,
    });
    const byProject = new Map<number, number>();
    for (const inv of active)
      byProject.set(inv.projectId, (byProject.get(inv.projectId) ?? 0) + inv.amountMicro);
    const largest = Math.max(...byProject.values());
    expect(byProject.get(Number(data.mayor_proyecto!.clave))).toBe(largest);
    expect(data.mayor_proyecto!.nombre).toBe(projects.get(Number(data.mayor_proyecto!.clave))!.name);
  });

  /** The new persona, verified and given 10,000, invests in four open projects set to end in 30, 120, 200 and 400 days. */
  async function fourInvestments() {
    const db = await sim.store();
    const nuevo = persona('nuevo');
    const now = sim.clock.now();
    await db.clients.update(nuevo.id, { status: 3 });
    await db.transaction('rw', db.tables, () =>
      postTransfer(db, transfer('test:div', now, WORLD_ACCOUNT, walletAccount(nuevo.id), 10_000_000_000)),
    );
    const open = (await db.projects.toArray()).filter(
      (p) =>
        p.status === 'ACTIVO' &&
        p.startAt <= now &&
        p.maxInvestmentAt >= now &&
        p.endAt > now &&
        p.amountMicro - (p.demoInvertidoMicro ?? 0) - p.reservedMicro >= 1_000_000_000,
    );
    expect(open.length).toBeGreaterThanOrEqual(4);
    const plan = [
      { days: 30, amount: '100', issuer: 'Emisor Uno', category: 'Agro', risk: 'Alto' },
      { days: 120, amount: '200', issuer: 'Emisor Uno', category: 'Agro', risk: 'A' },
      { days: 200, amount: '300', issuer: 'Emisor Dos', category: 'Energía', risk: 'A++' },
      { days: 400, amount: '400', issuer: 'Emisor Tres', category: 'Energía', risk: 'A' },
    ];
    const projects = open.slice(0, 4);
    await db.transaction('rw', db.tables, async () => {
      for (const [i, p] of projects.entries()) {
        const { days, issuer, category, risk } = plan[i]!;
        const endAt = now + days * DAY;
        await db.projects.update(p.id, {
          endAt,
          maxInvestmentAt: Math.min(p.maxInvestmentAt, endAt),
          issuer,
          category,
          risk,
          country_iso: 'CO',
        });
      }
    });
    const token = await loginAs('nuevo');
    for (const [i, p] of projects.entries()) {
      const created = await post(
        '/api/client/investments/create',
        { project_id: p.id, amount: plan[i]!.amount },
        token,
      );
      expect(created.status).toBe(200);
    }
    return { token, projects };
  }

  it("DIV-02 SRV-68 buckets the remaining term by today's platform date in months of 30 days, and a matured investment leaves the figures", async () => {
    const { token } = await fourInvestments();
    const first = await diversificationOf(token);
    expect(first.total).toBe('1000.00');
    expect(first.plazo).toEqual([
      { clave: 'menos-3', nombre: 'Menos de 3 meses', monto: '100.00', porcentaje: '10.00', inversiones: 1 },
      { clave: '3-6', nombre: '3 a 6 meses', monto: '200.00', porcentaje: '20.00', inversiones: 1 },
      { clave: '6-12', nombre: '6 a 12 meses', monto: '300.00', porcentaje: '30.00', inversiones: 1 },
      { clave: 'mas-12', nombre: 'Más de 12 meses', monto: '400.00', porcentaje: '40.00', inversiones: 1 },
    ]);

    // 45 days on: the first has matured (its principal is back in the wallet), the others are closer.
    sim.clock.advance(45 * DAY);
    const later = await diversificationOf(await loginAs('nuevo'));
    expect(later.total).toBe('900.00');
    expect(later.inversiones).toBe(3);
    expect(later.plazo).toEqual([
      { clave: 'menos-3', nombre: 'Menos de 3 meses', monto: '200.00', porcentaje: '22.22', inversiones: 1 },
      { clave: '3-6', nombre: '3 a 6 meses', monto: '300.00', porcentaje: '33.33', inversiones: 1 },
      { clave: '6-12', nombre: '6 a 12 meses', monto: '400.00', porcentaje: '44.45', inversiones: 1 },
    ]);
  });

  it('SRV-68 an investment made after a read is in the next answer: what is kept of the portfolio follows every write', async () => {
    const { token, projects } = await fourInvestments();
    expect((await diversificationOf(token)).total).toBe('1000.00');
    const created = await post(
      '/api/client/investments/create',
      { project_id: projects[2]!.id, amount: '50' },
      token,
    );
    expect(created.status).toBe(200);
    const after = await diversificationOf(token);
    expect([after.total, after.inversiones]).toEqual(['1050.00', 5]);
    expect(after.emisor.find((g) => g.nombre === 'Emisor Dos')?.monto).toBe('350.00');
  });

  it('DIV-01 DIV-03 names the groups of each dimension and the largest issuer and project, with shares adding up to 100.00 by largest remainders', async () => {
    const { token, projects } = await fourInvestments();
    const data = await diversificationOf(token);
    expect(data.pais).toEqual([
      { clave: 'CO', nombre: 'Colombia', monto: '1000.00', porcentaje: '100.00', inversiones: 4 },
    ]);
    expect(data.categoria).toEqual([
      { clave: 'Energía', nombre: 'Energía', monto: '700.00', porcentaje: '70.00', inversiones: 2 },
      { clave: 'Agro', nombre: 'Agro', monto: '300.00', porcentaje: '30.00', inversiones: 2 },
    ]);
    expect(data.riesgo.map((g) => [g.clave, g.monto])).toEqual([
      ['A++', '300.00'],
      ['A', '600.00'],
      ['Alto', '100.00'],
    ]);
    expect(data.emisor.map((g) => [g.nombre, g.porcentaje])).toEqual([
      ['Emisor Tres', '40.00'],
      ['Emisor Dos', '30.00'],
      ['Emisor Uno', '30.00'],
    ]);
    expect(data.mayor_emisor).toEqual({ clave: 'Emisor Tres', nombre: 'Emisor Tres', porcentaje: '40.00' });
    expect(data.mayor_proyecto).toEqual({
      clave: String(projects[3]!.id),
      nombre: projects[3]!.name,
      porcentaje: '40.00',
    });
  });

  it('DIV-03 answers a total of 0.00, no groups and no leaders to a client without active investments, and changes nothing', async () => {
    const token = await loginAs('nuevo');
    const db = await sim.store();
    const before = await snapshot(db);
    expect(await diversificationOf(token)).toEqual({
      total: '0.00',
      inversiones: 0,
      pais: [],
      categoria: [],
      riesgo: [],
      emisor: [],
      plazo: [],
      mayor_emisor: null,
      mayor_proyecto: null,
    });
    expect(await snapshot(db)).toEqual(before);
  });

  it('DIV-01 needs a session: 401 without one', async () => {
    const answer = await post<{ message: string }>(PATH, {});
    expect(answer.status).toBe(401);
  });
});
