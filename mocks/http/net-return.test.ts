/**
 * RET-01..RET-06 through the real handlers: the net annual return of a client whose flows the test makes
 * (a verified new client invests through the call, time passes and pays), checked against a reference
 * computed here independently: the closed form of two flows, (FV / PV)^(365 / days) − 1, or a plain
 * bisection over whole days for more.
 */
import { describe, expect, it } from 'vitest';
import { netReturnResponse } from '@/contract/schemas/account';
import { loginAs, newClient, post, snapshot, TEST_START, useSimulator } from '../../tests/simulator';
import { MOVEMENT_TYPES, transfer, walletAccount, WORLD_ACCOUNT } from '../domain/ledger';
import { netReturn as netReturnOfLines, returnHistoryOf } from '../domain/net-return';
import { persona, type PersonaKey } from '../seed/personas';
import type { StoreDb } from '../store/db';
import { heldInvestment } from '../store/net-return-repo';
import { postTransfer, recordMovement } from '../store/ledger-repo';
import type { ProjectRecord } from '../store/records';

type Answer = {
  data: {
    tasa: string | null;
    fecha: string;
    flujos: number;
    serie: { fecha: string; tasa: string | null }[];
  };
};
type Message = { message: string };

const PATH = '/api/client/investments/rentabilidad';
const DAY = 86_400_000;
const BOGOTA = -5 * 3_600_000;

/* Independent arithmetic: Bogotá day numbers, BigInt cents for the yield, bisection for the rate. */
const dayNumber = (ms: number) => Math.floor((ms + BOGOTA) / DAY);
const ymd = (ms: number) => new Date(ms + BOGOTA).toISOString().slice(0, 10);
function yieldMicro(amountMicro: number, pd: string, days: number): number {
  const [whole, fraction = ''] = pd.split('.');
  const numerator = BigInt(amountMicro) * BigInt(`${whole}${fraction}`) * BigInt(days);
  const denominator = 100n * 10n ** BigInt(fraction.length) * 10_000n;
  return Number(((numerator * 2n + denominator) / (2n * denominator)) * 10_000n);
}
/** The annual rate at which the flows (day number, amount) are worth nothing on the first day: bisection. */
function referenceRate(flows: readonly [number, number][]): number {
  const first = Math.min(...flows.map(([d]) => d));
  const worth = (r: number) => flows.reduce((sum, [d, a]) => sum + a / Math.pow(1 + r, (d - first) / 365), 0);
  let low = -0.99;
  let high = 10;
  for (let i = 0; i < 200; i += 1) {
    const mid = (low + high) / 2;
    if (Math.sign(worth(mid)) === Math.sign(worth(low))) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}
const expectPercent = (text: string | null, reference: number) =>
  expect(Math.abs(Number(text) - reference), `${text} % frente a ${reference} %`).toBeLessThanOrEqual(0.01);

describe('RET net annual return call', () => {
  const sim = useSimulator();
  const nuevo = persona('nuevo');

  /** The new persona, verified and given 5,000 by the outside world, invests 1,000 in an open project. */
  async function investThousand(frequency: string): Promise<{ project: ProjectRecord; startAt: number }> {
    const db = await sim.store();
    await db.clients.update(nuevo.id, { status: 3 });
    await db.transaction('rw', db.tables, () =>
      postTransfer(
        db,
        transfer('test:ret', sim.clock.now(), WORLD_ACCOUNT, walletAccount(nuevo.id), 5_000_000_000),
      ),
    );
    const project = (await db.projects.toArray()).find(
      (p) =>
        p.status === 'ACTIVO' &&
        p.startAt <= TEST_START &&
        p.endAt > TEST_START + 130 * DAY &&
        p.endAt < TEST_START + 700 * DAY &&
        p.amountMicro - (p.demoInvertidoMicro ?? 0) - p.reservedMicro >= 1_000_000_000,
    );
    if (!project) throw new Error('la semilla no tiene un proyecto abierto de 130 días o más');
    await db.transaction('rw', db.tables, () =>
      db.projects.update(project.id, { frequency_payment: frequency }),
    );
    const token = await loginAs('nuevo');
    const { status } = await post(
      '/api/client/investments/create',
      { amount: '1000', project_id: project.id },
      token,
    );
    expect(status).toBe(200);
    return { project, startAt: sim.clock.now() };
  }

  const netReturnOf = async (token: string) => {
    const answer = await post<Answer>(PATH, {}, token);
    expect(answer.status).toBe(200);
    expect(netReturnResponse.safeParse(answer.body).success).toBe(true);
    return answer.body.data;
  };

  it('RET-01 RET-03 matches the closed form for 1,000 invested 100 days ago and held: principal plus the yield earned', async () => {
    const { project, startAt } = await investThousand('Al vencimiento');
    sim.clock.advance(100 * DAY);
    const data = await netReturnOf(await loginAs('nuevo'));
    const days = dayNumber(sim.clock.now()) - dayNumber(startAt);
    expect(days).toBe(100);
    const value = 1_000_000_000 + yieldMicro(1_000_000_000, project.porcentaje_diario, days);
    expectPercent(data.tasa, (Math.pow(value / 1_000_000_000, 365 / days) - 1) * 100);
    expect(data.fecha).toBe(ymd(sim.clock.now()));
    expect(data.flujos).toBe(2);
  });

  it('RET-01 RET-02 matches the closed form once it has matured: the interest and the principal repaid are the inflows', async () => {
    const { project, startAt } = await investThousand('Al vencimiento');
    sim.clock.set(project.endAt + 40 * DAY);
    const data = await netReturnOf(await loginAs('nuevo'));
    const days = dayNumber(project.endAt) - dayNumber(startAt);
    const back = 1_000_000_000 + yieldMicro(1_000_000_000, project.porcentaje_diario, days);
    expectPercent(data.tasa, (Math.pow(back / 1_000_000_000, 365 / days) - 1) * 100);
    // Out on the first day; interest and principal in on the last; nothing held today.
    expect(data.flujos).toBe(3);
  });

  it('RET-01 RET-03 matches a reference XIRR for monthly interest: three payments, then the holdings less what they paid', async () => {
    const { project, startAt } = await investThousand('Mensual');
    sim.clock.advance(95 * DAY);
    const data = await netReturnOf(await loginAs('nuevo'));
    const start = dayNumber(startAt);
    const pd = project.porcentaje_diario;
    const paid = [30, 60, 90].map((d, i, all) => [
      start + d,
      yieldMicro(1_000_000_000, pd, d) - (i === 0 ? 0 : yieldMicro(1_000_000_000, pd, all[i - 1]!)),
    ]) as [number, number][];
    const held = 1_000_000_000 + yieldMicro(1_000_000_000, pd, 95) - yieldMicro(1_000_000_000, pd, 90);
    const reference = referenceRate([[start, -1_000_000_000], ...paid, [start + 95, held]]);
    expectPercent(data.tasa, reference * 100);
    expect(data.flujos).toBe(5);
    // The series: each month end since the investment, today last, each with the flows until then.
    expect(data.serie.at(-1)).toEqual({ fecha: ymd(sim.clock.now()), tasa: data.tasa });
    expect(data.serie.map((p) => p.fecha)).toEqual(['2026-11-30', '2026-12-31', '2027-01-31', '2027-02-25']);
  });

  it('RET-05 gives one point per month end since the first flow and today last, each the XIRR of the flows until then', async () => {
    const { project, startAt } = await investThousand('Al vencimiento');
    sim.clock.advance(75 * DAY);
    const data = await netReturnOf(await loginAs('nuevo'));
    // TEST_START is 2026-11-22; 75 days on is 2027-02-05.
    expect(data.serie.map((p) => p.fecha)).toEqual(['2026-11-30', '2026-12-31', '2027-01-31', '2027-02-05']);
    const start = dayNumber(startAt);
    const monthEnds = [Date.UTC(2026, 10, 30, 12), Date.UTC(2026, 11, 31, 12), Date.UTC(2027, 0, 31, 12)];
    monthEnds.forEach((end, i) => {
      const days = dayNumber(end) - start;
      const value = 1_000_000_000 + yieldMicro(1_000_000_000, project.porcentaje_diario, days);
      expectPercent(data.serie[i]!.tasa, (Math.pow(value / 1_000_000_000, 365 / days) - 1) * 100);
    });
  });

  it('RET-05 keeps the rate of each month end gone by once computed and answers from it; a line dated before it takes it away until the next request computes it again', async () => {
    await investThousand('Mensual');
    sim.clock.advance(75 * DAY);
    const token = await loginAs('nuevo');
    const first = await netReturnOf(token);
    const db = await sim.store();
    const kept = () => db.returnPoints.where('clientId').equals(nuevo.id).toArray();
    // The month ends before today (2026-11-30, 2026-12-31, 2027-01-31), as answered.
    const points = await kept();
    expect(points.map((p) => [ymd(p.monthEnd), p.tasa])).toEqual(
      first.serie.slice(0, -1).map((p) => [p.fecha, p.tasa]),
    );
    // Answered from what is kept, not from the records: a kept rate changed here is the one answered.
    const december = points[1]!;
    await db.transaction('rw', db.tables, () => db.returnPoints.put({ ...december, tasa: '12.34' }));
    expect((await netReturnOf(token)).serie[1]).toEqual({ fecha: '2026-12-31', tasa: '12.34' });
    // A line dated in December (an interest payment booked late) changes December's and January's rates.
    await db.transaction('rw', db.tables, () =>
      recordMovement(db, {
        clientId: nuevo.id,
        balanceMicro: 1_000_000,
        description: 'Interés tardío',
        type: MOVEMENT_TYPES.interest,
        code: null,
        at: Date.UTC(2026, 11, 15, 17),
      }),
    );
    expect((await kept()).map((p) => ymd(p.monthEnd))).toEqual(['2026-11-30']);
    expect((await db.clientFigures.get(nuevo.id))?.yieldDay).toBeNull();
    const after = await netReturnOf(token);
    expect(after.serie[0]).toEqual(first.serie[0]);
    expect(after.serie[1]!.tasa).not.toBe('12.34');
    expect(after.flujos).toBe(first.flujos + 1);
    // The next request computed them again and kept them.
    expect((await kept()).map((p) => [ymd(p.monthEnd), p.tasa])).toEqual(
      after.serie.slice(0, -1).map((p) => [p.fecha, p.tasa]),
    );
  });

  it('RET-06 answers a seeded investor its rate today, the flows it counts and a monthly series of at most 24 points', async () => {
    const data = await netReturnOf(await loginAs('demo'));
    expect(data.tasa).toMatch(/^-?\d+\.\d{2}$/);
    expect(data.fecha).toBe(ymd(TEST_START));
    expect(data.flujos).toBeGreaterThan(2);
    expect(data.serie.length).toBeGreaterThan(2);
    expect(data.serie.length).toBeLessThanOrEqual(24);
    expect(data.serie.at(-1)).toEqual({ fecha: data.fecha, tasa: data.tasa });
    const dates = data.serie.map((p) => p.fecha);
    expect(dates).toEqual([...dates].sort());
  });

  it("RET-01 RET-02 answers, from the days of flows the store keeps, what the statement's own lines give, for every seeded client and after a year", async () => {
    // The same rate, count and series as the domain computes over the client's lines read one by one.
    const check = async (key: PersonaKey) => {
      const client = persona(key);
      // The call first: a signed-in request settles what fell due (interest, repayments) before it answers.
      const answer = await netReturnOf(await loginAs(key));
      const db = await sim.store();
      const [lines, investments] = await db.transaction('r', db.tables, () =>
        Promise.all([
          db.movements.where('[clientId+seq]').between([client.id, 0], [client.id, Infinity]).toArray(),
          db.investments
            .where('[clientId+status]')
            .anyOf([client.id, 'active'], [client.id, 'sold'], [client.id, 'finished'])
            .toArray(),
        ]),
      );
      const projects = new Map((await db.projects.toArray()).map((p) => [p.id, p.porcentaje_diario]));
      const expected = netReturnOfLines(
        investments.map((inv) => heldInvestment(inv, projects.get(inv.projectId)!)),
        returnHistoryOf(lines),
        sim.clock.now(),
      );
      expect(answer, key).toEqual(expected);
      return expected;
    };
    const investors = ['demo', 'inversor'] as const;
    for (const key of investors) await check(key);
    // A year of interest, repayments and the strategies' and planned projects' openings later.
    sim.clock.advance(365 * DAY);
    let flows = 0;
    for (const key of investors) flows += (await check(key)).flujos;
    expect(flows).toBeGreaterThan(10);
  });

  it('RET-04 answers no rate, no flows and an empty series to a client that has never invested', async () => {
    const { token } = await newClient();
    const data = await netReturnOf(token);
    expect(data).toEqual({ tasa: null, fecha: ymd(TEST_START), flujos: 0, serie: [] });
  });

  it('RET-04 answers no rate the day of a first investment: every flow on one day', async () => {
    await investThousand('Al vencimiento');
    const data = await netReturnOf(await loginAs('nuevo'));
    expect(data.tasa).toBeNull();
    expect(data.flujos).toBe(2);
    expect(data.serie).toEqual([{ fecha: ymd(TEST_START), tasa: null }]);
  });

  it('RET-06 refuses a call without a session with 401 and changes nothing', async () => {
    const db: StoreDb = await sim.store();
    const before = await snapshot(db);
    const { status, body } = await post<Message>(PATH, {});
    expect(status).toBe(401);
    expect(body.message).toBe('Intente nuevamente');
    expect(await snapshot(db)).toEqual(before);
  });
});
