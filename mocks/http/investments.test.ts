import { describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_MS } from '@/contract/errors';
import {
  investment as investmentSchema,
  investmentFiltersResponse,
  investmentsListResponse,
} from '@/contract/schemas/investments';
import {
  collectServerErrors,
  INJECTED_FAILURE_MESSAGE,
  INTERNAL_ERROR_MESSAGE,
  installFailureInjection,
} from '../../tests/inject-failure';
import { newClient, post, snapshot, useSimulator, TEST_START } from '../../tests/simulator';
import { persona, type PersonaKey } from '../seed/personas';
import type { StoreDb } from '../store/db';
import { auditLedger } from '../store/ledger-repo';
import type { InvestmentRecord, ProjectRecord } from '../store/records';

type Message = { message: string; data?: { message: string } };
type Row = { id: number; [k: string]: unknown };
type Totals = { cantidad: number; total_monto: string; total_rendimiento: string; total_saldo: string };
type List = { data: { datos: Row[]; totales: Totals; page: number; total_pages: number } };

const DAY = 86_400_000;
const BOGOTA = -5 * 3_600_000;
const MICRO = 1_000_000;

/* Independent arithmetic: Bogotá day numbers and BigInt cents, without the server's helpers. */
const dayNumber = (ms: number) => Math.floor((ms + BOGOTA) / DAY);
const endOfDayAfter = (days: number) => (dayNumber(TEST_START) + days + 1) * DAY - 1000 - BOGOTA;

function yieldMicro(amountMicro: number, pd: string, days: number): number {
  const [whole, fraction = ''] = pd.split('.');
  const numerator = BigInt(amountMicro) * BigInt(`${whole}${fraction}`) * BigInt(days);
  const denominator = 100n * 10n ** BigInt(fraction.length) * 10_000n;
  return Number(((numerator * 2n + denominator) / (2n * denominator)) * 10_000n);
}
const money = (micro: number) => (micro / MICRO).toFixed(2);

function figures(inv: InvestmentRecord, pd: string, now: number) {
  const total = dayNumber(inv.endAt) - dayNumber(inv.startAt);
  const elapsed = Math.min(total, Math.max(0, dayNumber(now) - dayNumber(inv.startAt)));
  const remaining = Math.min(total, Math.max(0, dayNumber(inv.endAt) - dayNumber(now)));
  const rendimiento = yieldMicro(inv.amountMicro, pd, elapsed);
  return {
    rendimiento,
    rendimientofuturo: yieldMicro(inv.amountMicro, pd, remaining),
    saldo: inv.amountMicro + rendimiento,
  };
}

async function login(key: PersonaKey): Promise<string> {
  const p = persona(key);
  const { body } = await post<{ success: { token: string } }>('/api/client/authenticate', {
    email: p.email,
    password: p.password,
  });
  return body.success.token;
}

async function activeOf(db: StoreDb, clientId: number) {
  const rows = await db.investments.toArray();
  return rows.filter((i) => i.clientId === clientId && i.status === 'active').sort((a, b) => b.id - a.id);
}

const walletOf = async (db: StoreDb, clientId: number) =>
  (await db.accounts.get(`wallet:${clientId}`))?.balanceMicro ?? 0;

/** A project open for investment with room for `amount`, in which the client has never invested. */
async function openProjectFor(db: StoreDb, clientId: number, amountMicro: number): Promise<ProjectRecord> {
  const mine = new Set(
    (await db.investments.toArray()).filter((i) => i.clientId === clientId).map((i) => i.projectId),
  );
  const projects = await db.projects.toArray();
  const found = projects.find(
    (p) =>
      p.status === 'ACTIVO' &&
      p.startAt <= TEST_START &&
      p.endAt > TEST_START + 30 * DAY &&
      p.amountMicro - p.invertidoMicro - p.reservedMicro >= amountMicro &&
      !mine.has(p.id),
  );
  if (!found) throw new Error('no open project in the seed');
  return found;
}

const list = (token: string, query: Record<string, unknown> = {}) =>
  post<List>('/api/client/investments', query, token);

/** Every page of the list for the query, as one answer (the personas hold more than ten investments). */
async function listAll(token: string, query: Record<string, unknown> = {}) {
  const first = await list(token, { ...query, page: 1 });
  const datos = [...first.body.data.datos];
  for (let page = 2; page <= first.body.data.total_pages; page += 1) {
    datos.push(...(await list(token, { ...query, page })).body.data.datos);
  }
  return { status: first.status, body: { data: { ...first.body.data, datos } } };
}

const dashboard = async (token: string) =>
  (await post<{ data: { saldos: Record<string, string>[] } }>('/api/client/dashboard', {}, token)).body.data
    .saldos[0]!;

describe('investment calls of the simulated server', () => {
  const sim = useSimulator();

  describe('investing on the primary market', () => {
    it('API-27 SRV-23 SRV-39 INVEST-18 moves the amount from DISPONIBLE into a new active investment and records a movement', async () => {
      const db = await sim.store();
      const token = await login('inversor');
      const id = persona('inversor').id;
      const project = await openProjectFor(db, id, 1_234_560_000);
      sim.clock.advance(3_600_000);
      const now = TEST_START + 3_600_000;
      // Read after the dashboard: reads settle what is due at this time (deposit approvals, SRV-35).
      const before = await dashboard(token);
      const wallet = await walletOf(db, id);

      const { status, body } = await post<Message>(
        '/api/client/investments/create',
        { amount: '1234.56', project_id: project.id },
        token,
      );
      expect(status).toBe(200);
      expect(body.message).toBe('Inversión realizada con éxito');

      const created = (await activeOf(db, id))[0]!;
      expect(created).toMatchObject({
        projectId: project.id,
        amountMicro: 1_234_560_000,
        startAt: now,
        endAt: project.endAt,
        mercado_secundario: 0,
        status: 'active',
        originOfferId: null,
      });
      const after = (await db.projects.get(project.id))!;
      expect(after.invertidoMicro).toBe(project.invertidoMicro + 1_234_560_000);
      expect(after.total_inversores).toBe(project.total_inversores + 1);
      expect(await walletOf(db, id)).toBe(wallet - 1_234_560_000);
      expect((await db.accounts.get(`invested:${id}`))!.balanceMicro).toBe(
        (await activeOf(db, id)).reduce((s, i) => s + i.amountMicro, 0),
      );
      const movement = (await db.movements.toArray()).filter((m) => m.clientId === id).pop()!;
      expect(movement).toMatchObject({
        balanceMicro: -1_234_560_000,
        saldoMicro: wallet - 1_234_560_000,
        type: 'INVERSION',
        description: `Inversión en ${project.name}`,
        code: String(created.id).padStart(6, '0'),
        at: now,
      });
      const audit = await auditLedger(db);
      expect(audit).toEqual({ totalMicro: 0, mismatches: [], negatives: [], unbalanced: [] });

      // SRV-20: the dashboard follows.
      const figures = await dashboard(token);
      expect(Number(figures.DISPONIBLE)).toBeCloseTo(Number(before.DISPONIBLE) - 1234.56, 2);
      expect(Number(figures.INVERTIDO)).toBeCloseTo(Number(before.INVERTIDO) + 1234.56, 2);
      expect(figures.VALORCUENTA).toBe(before.VALORCUENTA);
      // The project's list row shows the lower disponible.
      const row = (await post<{ data: Row[] }>('/api/client/projects', { proyecto: project.id }, token)).body
        .data[0]!;
      expect(row.disponible).toBe(money(after.amountMicro - after.invertidoMicro - after.reservedMicro));
      expect(row.total_inversores).toBe(project.total_inversores + 1);
    });

    it('API-27 accepts the amount as contratomonto, and a second investment adds no investor', async () => {
      const db = await sim.store();
      const token = await login('demo');
      const id = persona('demo').id;
      const project = await openProjectFor(db, id, 200 * MICRO);
      const first = await post<Message>(
        '/api/client/investments/create',
        { contratomonto: '100', project_id: project.id },
        token,
      );
      expect(first.status).toBe(200);
      const second = await post<Message>(
        '/api/client/investments/create',
        { amount: 50, project_id: project.id },
        token,
      );
      expect(second.status).toBe(200);
      // SRV-50: a demo client's investments count in the demo world's figures only.
      const after = (await db.projects.get(project.id))!;
      expect(after.demoInvertidoMicro).toBe(project.demoInvertidoMicro! + 150 * MICRO);
      expect(after.demoInversores).toBe(project.demoInversores! + 1);
      expect(after.invertidoMicro).toBe(project.invertidoMicro);
      expect(after.total_inversores).toBe(project.total_inversores);
      expect((await activeOf(db, id)).slice(0, 2).map((i) => i.amountMicro)).toEqual([
        50 * MICRO,
        100 * MICRO,
      ]);
    });

    it('SRV-22 INVEST-11 accepts exactly 50 and refuses 49.99 with a message, changing nothing', async () => {
      const db = await sim.store();
      const token = await login('demo');
      const project = await openProjectFor(db, persona('demo').id, 100 * MICRO);
      const before = await snapshot(db);
      const low = await post<Message>(
        '/api/client/investments/create',
        { amount: '49.99', project_id: project.id },
        token,
      );
      expect(low.status).toBe(422);
      expect(low.body.message).toBe('El monto mínimo de inversión es 50.00');
      expect(low.body.data?.message).toBe('El monto mínimo de inversión es 50.00');
      expect(await snapshot(db)).toEqual(before);
      const ok = await post<Message>(
        '/api/client/investments/create',
        { amount: '50', project_id: project.id },
        token,
      );
      expect(ok.status).toBe(200);
    });

    it('SRV-22 INVEST-12 lowers the minimum to the available amount when it is below 50, and refuses more than it', async () => {
      const db = await sim.store();
      const token = await login('demo');
      const project = (await db.projects.get(5))!;
      const available = project.amountMicro - project.invertidoMicro - project.reservedMicro;
      expect(available).toBe(37_500_000);
      const before = await snapshot(db);
      const send = (amount: string) =>
        post<Message>('/api/client/investments/create', { amount, project_id: 5 }, token);
      const below = await send('37.49');
      expect(below.status).toBe(422);
      expect(below.body.message).toBe('El monto mínimo de inversión es 37.50');
      const above = await send('37.51');
      expect(above.status).toBe(409);
      expect(above.body.message).toBe('El monto supera el disponible del proyecto (37.50)');
      const fifty = await send('50');
      expect(fifty.status).toBe(409);
      expect(await snapshot(db)).toEqual(before);
      expect((await send('37.50')).status).toBe(200);
      const full = await send('37.50');
      expect(full.status).toBe(409);
      expect(full.body.message).toBe('El monto supera el disponible del proyecto (0.00)');
    });

    it('SRV-22 refuses an amount above DISPONIBLE with a message and no change', async () => {
      const db = await sim.store();
      const { token } = await newClient();
      const project = await openProjectFor(db, 999, 100 * MICRO);
      const before = await snapshot(db);
      const { status, body } = await post<Message>(
        '/api/client/investments/create',
        { amount: '50', project_id: project.id },
        token,
      );
      expect(status).toBe(409);
      expect(body.message).toBe('Saldo disponible insuficiente (0.00)');
      expect(await snapshot(db)).toEqual(before);
    });

    it('SRV-22 refuses more than DISPONIBLE by one cent and accepts all of it', async () => {
      const db = await sim.store();
      const token = await login('demo');
      const id = persona('demo').id;
      const wallet = await walletOf(db, id);
      const project = (await db.projects.toArray()).find(
        (p) =>
          p.status === 'ACTIVO' &&
          p.endAt > TEST_START &&
          p.startAt <= TEST_START &&
          p.amountMicro - p.invertidoMicro > wallet + MICRO,
      )!;
      const over = await post<Message>(
        '/api/client/investments/create',
        { amount: money(wallet + 10_000), project_id: project.id },
        token,
      );
      expect(over.status).toBe(409);
      expect(over.body.message).toBe(`Saldo disponible insuficiente (${money(wallet)})`);
      const all = await post<Message>(
        '/api/client/investments/create',
        { amount: money(wallet), project_id: project.id },
        token,
      );
      expect(all.status).toBe(200);
      expect(await walletOf(db, id)).toBe(0);
    });

    const badAmounts: [unknown, number, string][] = [
      ['', 422, 'El campo monto es requerido'],
      ['0', 422, 'El monto no es válido: use un número positivo con hasta dos decimales'],
      ['-1', 422, 'El monto no es válido: use un número positivo con hasta dos decimales'],
      ['1e3', 422, 'El monto no es válido: use un número positivo con hasta dos decimales'],
      ['NaN', 422, 'El monto no es válido: use un número positivo con hasta dos decimales'],
      ['Infinity', 422, 'El monto no es válido: use un número positivo con hasta dos decimales'],
      [' 50 ', 422, 'El monto no es válido: use un número positivo con hasta dos decimales'],
      ['50.0000001', 422, 'El monto no es válido: use un número positivo con hasta dos decimales'],
      [1e20, 422, 'El monto no es válido: use un número positivo con hasta dos decimales'],
      ['50,5', 422, 'El monto no es válido: use un número positivo con hasta dos decimales'],
      ['cincuenta', 422, 'El monto no es válido: use un número positivo con hasta dos decimales'],
      [true, 422, 'El campo monto es requerido'],
      [null, 422, 'El campo monto es requerido'],
    ];

    it.each(badAmounts)(
      'SRV-22 refuses the amount %j with a Spanish message and no change',
      async (amount, code, message) => {
        const db = await sim.store();
        const token = await login('demo');
        const project = await openProjectFor(db, persona('demo').id, 100 * MICRO);
        const before = await snapshot(db);
        const { status, body } = await post<Message>(
          '/api/client/investments/create',
          { amount, project_id: project.id },
          token,
        );
        expect(status).toBe(code);
        expect(body.message).toBe(message);
        expect(body.data?.message).toBe(message);
        expect(await snapshot(db)).toEqual(before);
      },
    );

    it.each([
      [{ amount: '100' }, 422, 'El campo proyecto es requerido'],
      [{ amount: '100', project_id: 'uno' }, 422, 'El campo proyecto no es válido'],
      [{ amount: '100', project_id: 0 }, 422, 'El campo proyecto no es válido'],
      [{ amount: '100', project_id: 9999 }, 404, 'El proyecto seleccionado no existe'],
      [{ project_id: 20 }, 422, 'El campo monto es requerido'],
    ])('SRV-22 refuses %j with a Spanish message and no change', async (payload, code, message) => {
      const db = await sim.store();
      const token = await login('demo');
      const before = await snapshot(db);
      const { status, body } = await post<Message>('/api/client/investments/create', payload, token);
      expect(status).toBe(code);
      expect(body.data?.message).toBe(message);
      expect(await snapshot(db)).toEqual(before);
    });

    it('SRV-22 refuses a project that is not active, has ended or passed its investment deadline', async () => {
      const db = await sim.store();
      const token = await login('demo');
      const [a, b, c] = (await db.projects.toArray())
        .filter((p) => p.status === 'ACTIVO' && p.endAt > TEST_START + DAY && p.id > 5)
        .slice(0, 3);
      await db.transaction('rw', db.projects, db.meta, async () => {
        await db.projects.update(a!.id, { status: 'FINALIZADO' });
        await db.projects.update(b!.id, { endAt: TEST_START - 1000 });
        await db.projects.update(c!.id, { maxInvestmentAt: TEST_START - 1000 });
      });
      const before = await snapshot(db);
      for (const p of [a!, b!, c!]) {
        const { status, body } = await post<Message>(
          '/api/client/investments/create',
          { amount: '100', project_id: p.id },
          token,
        );
        expect(status).toBe(409);
        expect(body.message).toBe('El proyecto no está disponible para inversión');
      }
      expect(await snapshot(db)).toEqual(before);
    });

    it('SRV-23 is atomic: a failure injected at any of its writes answers 500 and leaves the store unchanged', async () => {
      const db = await sim.store();
      const token = await login('demo');
      const project = await openProjectFor(db, persona('demo').id, 100 * MICRO);
      const injector = await installFailureInjection(db);
      let injected = 0;
      let succeeded = false;
      for (let k = 1; !succeeded && k <= 12; k += 1) {
        for (const point of [{ after: k }, { before: k + 1 }]) {
          const before = await snapshot(db);
          injector.arm(point);
          const fired = injector.fired;
          const { result, logged } = await collectServerErrors(() =>
            post<Message>('/api/client/investments/create', { amount: '100', project_id: project.id }, token),
          );
          injector.disarm();
          if (injector.fired === fired) {
            expect(result.status).toBe(200);
            succeeded = true;
            break;
          }
          injected += 1;
          expect(result.status, JSON.stringify(point)).toBe(500);
          expect(result.body.message).toBe(INTERNAL_ERROR_MESSAGE);
          expect(logged.join('\n')).toContain(INJECTED_FAILURE_MESSAGE);
          expect(await snapshot(db), JSON.stringify(point)).toEqual(before);
        }
      }
      await injector.uninstall();
      expect(succeeded).toBe(true);
      // investment, project, accounts, entries, movement: at least five writes, each tried.
      expect(injected).toBeGreaterThanOrEqual(8);
    });

    it('API-02 SRV-12 answers 401 without a session and with an expired one, changing nothing', async () => {
      const db = await sim.store();
      const token = await login('demo');
      const before = await snapshot(db);
      const payload = { amount: '100', project_id: 20 };
      const none = await post<Message>('/api/client/investments/create', payload);
      expect(none.status).toBe(401);
      expect(none.body.message).toBe('Intente nuevamente');
      sim.clock.advance(SESSION_LIFETIME_MS);
      const expired = await post<Message>('/api/client/investments/create', payload, token);
      expect(expired.status).toBe(401);
      expect(expired.body.data?.message).toBe('Su sesión ha expirado. Inicie sesión nuevamente.');
      expect(await snapshot(db)).toEqual(before);
    });

    it('SRV-23 the investor comes from the session: a body field naming another client is ignored', async () => {
      const db = await sim.store();
      const token = await login('demo');
      const demo = persona('demo').id;
      const inversor = persona('inversor').id;
      const wallet = await walletOf(db, inversor);
      const project = await openProjectFor(db, demo, 100 * MICRO);
      const { status } = await post(
        '/api/client/investments/create',
        { amount: '100', project_id: project.id, client_id: inversor },
        token,
      );
      expect(status).toBe(200);
      expect((await activeOf(db, demo))[0]!.projectId).toBe(project.id);
      expect(await walletOf(db, inversor)).toBe(wallet);
    });
  });

  describe('active investments list', () => {
    it('API-29 INV-05 INV-06 INV-07 SRV-21 answers the caller’s active investments newest first, with yields and totals', async () => {
      const db = await sim.store();
      const token = await login('demo');
      const id = persona('demo').id;
      const { status, body } = await list(token);
      expect(status).toBe(200);
      expect(investmentsListResponse.safeParse(body).success).toBe(true);
      const mine = await activeOf(db, id);
      expect(body.data.datos.map((r) => r.id)).toEqual(mine.slice(0, 10).map((i) => i.id));
      const projects = new Map((await db.projects.toArray()).map((p) => [p.id, p]));
      let monto = 0;
      let rendimiento = 0;
      let saldo = 0;
      for (const inv of mine) {
        const f = figures(inv, projects.get(inv.projectId)!.porcentaje_diario, TEST_START);
        monto += inv.amountMicro;
        rendimiento += f.rendimiento;
        saldo += f.saldo;
      }
      expect(body.data.totales).toEqual({
        cantidad: mine.length,
        total_monto: money(monto),
        total_rendimiento: money(rendimiento),
        total_saldo: money(saldo),
      });
      for (const row of body.data.datos) {
        expect(investmentSchema.strict().safeParse(row).success).toBe(true);
        const inv = mine.find((i) => i.id === row.id)!;
        const project = projects.get(inv.projectId)!;
        const f = figures(inv, project.porcentaje_diario, TEST_START);
        expect(row).toMatchObject({
          name: project.name,
          investment_amount: money(inv.amountMicro),
          rendimiento: money(f.rendimiento),
          rendimientofuturo: money(f.rendimientofuturo),
          saldo: money(f.saldo),
          fee_total_contract: project.fee_total_contract,
          tax_referential_client: project.tax_referential_client,
          monto_venta: null,
          date_sold: null,
          project: project.id,
        });
      }
    });

    it('API-29 INV-10 INV-11 marks the investments an open offer sells with mercado_secundario 1 and no vender', async () => {
      const db = await sim.store();
      const token = await login('demo');
      const openOffers = (await db.offers.toArray()).filter(
        (o) => o.sellerId === persona('demo').id && o.status === 'open',
      );
      expect(openOffers.length).toBe(3);
      const offered = new Set(openOffers.map((o) => o.investmentId));
      const { body } = await list(token);
      for (const row of body.data.datos) {
        expect(row.mercado_secundario, `investment ${row.id}`).toBe(offered.has(row.id) ? 1 : 0);
        expect(row.vender).toBe(offered.has(row.id) ? 0 : 1);
      }
      expect(body.data.datos.filter((r) => r.mercado_secundario === 1)).toHaveLength(3);
    });

    it('SRV-21 SRV-25 follows the clock: yields grow day by day and an expired offer no longer marks its investment', async () => {
      const db = await sim.store();
      const token = await login('demo');
      const today = await listAll(token);
      sim.clock.advance(DAY);
      const tomorrow = await listAll(await login('demo'));
      const hoy = (await db.offers.toArray()).find(
        (o) => o.sellerId === persona('demo').id && o.dateType === 1,
      )!;
      const row = (r: List, id: number) => r.data.datos.find((d) => d.id === id)!;
      expect(row(today.body, hoy.investmentId).mercado_secundario).toBe(1);
      expect(row(tomorrow.body, hoy.investmentId).mercado_secundario).toBe(0);
      const projects = new Map((await db.projects.toArray()).map((p) => [p.id, p]));
      for (const inv of await activeOf(db, persona('demo').id)) {
        const f = figures(inv, projects.get(inv.projectId)!.porcentaje_diario, TEST_START + DAY);
        expect(row(tomorrow.body, inv.id).rendimiento).toBe(money(f.rendimiento));
        expect(Number(row(tomorrow.body, inv.id).rendimiento)).toBeGreaterThan(
          Number(row(today.body, inv.id).rendimiento),
        );
      }
    });

    it('SRV-04 INV-09 pages ten at a time and answers an empty list as page 1 of 1 with zero totals', async () => {
      const db = await sim.store();
      const { token } = await newClient();
      const empty = await list(token, { page: 4 });
      expect(empty.body).toEqual({
        data: {
          datos: [],
          totales: { cantidad: 0, total_monto: '0.00', total_rendimiento: '0.00', total_saldo: '0.00' },
          page: 1,
          total_pages: 1,
        },
      });
      // 26 investments for the demo persona: three pages.
      const demoToken = await login('demo');
      const project = await openProjectFor(db, persona('demo').id, 2_000 * MICRO);
      for (let i = 0; i < 12; i += 1) {
        await post(
          '/api/client/investments/create',
          { amount: String(60 + i), project_id: project.id },
          demoToken,
        );
      }
      const mine = await activeOf(db, persona('demo').id);
      expect(mine).toHaveLength(26);
      const pages = [1, 2, 3, 4].map((page) => list(demoToken, { page }));
      const [p1, p2, p3, p4] = await Promise.all(pages);
      expect([p1, p2, p3].map((p) => p!.body.data.datos.length)).toEqual([10, 10, 6]);
      expect(p1!.body.data.total_pages).toBe(3);
      expect(p4!.body.data.page).toBe(3);
      expect([p1, p2, p3].flatMap((p) => p!.body.data.datos.map((r) => r.id))).toEqual(mine.map((i) => i.id));
      expect(p2!.body.data.totales).toEqual(p1!.body.data.totales);
    });

    it('INV-16 SRV-42 filters by proyecto, vencimiento and monto, with totals of the filtered list', async () => {
      const db = await sim.store();
      const token = await login('demo');
      const mine = await activeOf(db, persona('demo').id);
      const ids = async (q: Record<string, unknown>) => {
        const { status, body } = await listAll(token, q);
        expect(status).toBe(200);
        expect(body.data.totales.cantidad).toBe(body.data.datos.length);
        return body.data.datos.map((r) => r.id);
      };
      const target = mine[2]!;
      expect(await ids({ proyecto: String(target.projectId) })).toEqual(
        mine.filter((i) => i.projectId === target.projectId).map((i) => i.id),
      );
      for (const [code, days] of [
        ['1', 0],
        ['2', 7],
        ['3', 30],
        ['4', 360],
      ] as const) {
        expect(await ids({ vencimiento: code }), `vencimiento ${code}`).toEqual(
          mine.filter((i) => i.endAt >= TEST_START && i.endAt <= endOfDayAfter(days)).map((i) => i.id),
        );
      }
      expect(await ids({ monto: '1500' })).toEqual(
        mine.filter((i) => i.amountMicro >= 1500 * MICRO).map((i) => i.id),
      );
      expect(await ids({ proyecto: '9999' })).toEqual([]);
    });

    it.each([
      [{ proyecto: 'x' }, 'El campo proyecto no es válido'],
      [{ vencimiento: '9' }, 'El campo vencimiento no es válido'],
      [{ monto: 'mucho' }, 'El campo monto no es válido'],
      [{ page: -1 }, 'El número de página no es válido'],
    ])('SRV-02 refuses the list query %j with 422 and a Spanish message', async (query, message) => {
      const { status, body } = await list(await login('demo'), query);
      expect(status).toBe(422);
      expect((body as unknown as Message).data?.message).toBe(message);
    });

    it('API-29 never shows another client’s investments, whatever the query', async () => {
      const db = await sim.store();
      const token = await login('inversor');
      const demoInvestment = (await activeOf(db, persona('demo').id))[0]!;
      const { body } = await list(token, {
        proyecto: demoInvestment.projectId,
        client_id: persona('demo').id,
      });
      const theirs = new Set((await activeOf(db, persona('demo').id)).map((i) => i.id));
      const all = await listAll(token);
      for (const row of [...body.data.datos, ...all.body.data.datos]) expect(theirs.has(row.id)).toBe(false);
      expect(all.body.data.datos.map((r) => r.id)).toEqual(
        (await activeOf(db, persona('inversor').id)).map((i) => i.id),
      );
    });
  });

  describe('investment filters', () => {
    it('API-31 SRV-42 INV-13 answers the projects of the caller’s active and sold investments by name', async () => {
      const db = await sim.store();
      const token = await login('demo');
      const { status, body } = await post<{ data: { proyectos: { id: number; name: string }[] } }>(
        '/api/client/investments/filtros',
        {},
        token,
      );
      expect(status).toBe(200);
      expect(investmentFiltersResponse.safeParse(body).success).toBe(true);
      const mine = (await db.investments.toArray()).filter((i) => i.clientId === persona('demo').id);
      expect(mine.some((i) => i.status === 'sold')).toBe(true);
      const projects = new Map((await db.projects.toArray()).map((p) => [p.id, p.name]));
      const expected = [...new Set(mine.map((i) => i.projectId))]
        .map((id) => ({ id, name: projects.get(id)! }))
        .sort((a, b) => a.name.localeCompare(b.name, 'es'));
      expect(body.data.proyectos).toEqual(expected);
      // Each option's id is what the proyecto query matches.
      const option = body.data.proyectos.find((p) =>
        mine.some((i) => i.projectId === p.id && i.status === 'active'),
      )!;
      const filtered = await list(token, { proyecto: option.id });
      expect(filtered.body.data.datos.every((r) => r.project === option.id && r.name === option.name)).toBe(
        true,
      );
      expect(filtered.body.data.datos.length).toBeGreaterThan(0);
    });

    it('SRV-42 answers an empty list to a client without investments and grows with a new investment', async () => {
      const db = await sim.store();
      const { token } = await newClient();
      const empty = await post<{ data: { proyectos: unknown[] } }>(
        '/api/client/investments/filtros',
        {},
        token,
      );
      expect(empty.body).toEqual({ data: { proyectos: [] } });
      const demoToken = await login('demo');
      const project = await openProjectFor(db, persona('demo').id, 100 * MICRO);
      await post('/api/client/investments/create', { amount: '75', project_id: project.id }, demoToken);
      const after = await post<{ data: { proyectos: { id: number }[] } }>(
        '/api/client/investments/filtros',
        {},
        demoToken,
      );
      expect(after.body.data.proyectos.map((p) => p.id)).toContain(project.id);
    });

    it.each(['/api/client/investments', '/api/client/investments/filtros'])(
      'API-02 SRV-12 %s answers 401 without a session and with an expired one',
      async (path) => {
        const token = await login('demo');
        expect((await post<Message>(path, {})).status).toBe(401);
        expect((await post(path, {}, token)).status).toBe(200);
        sim.clock.advance(SESSION_LIFETIME_MS);
        const expired = await post<Message>(path, {}, token);
        expect(expired.status).toBe(401);
        expect(expired.body.message).toBe('Su sesión ha expirado. Inicie sesión nuevamente.');
      },
    );
  });
});
