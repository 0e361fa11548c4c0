import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { post, postForm, useSimulator, TEST_START } from '../../tests/simulator';
import { seededStore } from '../../tests/seeded-store';
import { pngFile } from '../../tests/upload-files';
import { DAY_MS } from '../domain/dates';
import { walletAccount } from '../domain/ledger';
import { checkStrategyInput, strategyMatches } from '../domain/strategies';
import { persona } from '../seed/personas';
import type { StoreDb } from '../store/db';
import { auditLedger, balanceOf } from '../store/ledger-repo';

/*
 * AUTO-11: one strategy of random terms runs for 360 simulated days while the clock moves in random steps,
 * planned projects open, and the client invests by hand, reports deposits, asks for withdrawals, and pauses
 * and resumes the strategy. After every step: the wallet is not negative, every automatic investment is within
 * the strategy's limits, none was made while it was paused; at the end the ledger is balanced.
 *
 * A run answers a few hundred requests over a year of simulated time, several times the work of one run of
 * the ledger properties: PROPERTY_RUNS / 5 runs (at least 3; CI's 200 gives 40).
 */
const RUNS = Math.max(3, Math.ceil(Number(process.env.PROPERTY_RUNS ?? 50) / 5));
const SEED = Number(process.env.PROPERTY_SEED ?? 20_261_128);
const RISKS = ['A++', 'A+', 'A', 'Bajo', 'Medio', 'Alto'] as const;
const who = persona('inversor');

const terms = fc
  .record({
    monto: fc.integer({ min: 50, max: 400 }),
    extra: fc.integer({ min: 0, max: 400 }),
    tasaMin: fc.integer({ min: 0, max: 1200 }),
    tasaSpan: fc.integer({ min: 0, max: 1500 }),
    plazoMin: fc.integer({ min: 1, max: 200 }),
    plazoSpan: fc.integer({ min: 0, max: 500 }),
    riesgos: fc.subarray([...RISKS], { minLength: 1 }),
    budgetSteps: fc.integer({ min: 1, max: 12 }),
  })
  .map((t) => ({
    nombre: 'Propiedad',
    monto: String(t.monto),
    maximo_proyecto: String(t.monto + t.extra),
    tasa_min: (t.tasaMin / 100).toFixed(2),
    tasa_max: ((t.tasaMin + t.tasaSpan) / 100).toFixed(2),
    plazo_min: t.plazoMin,
    plazo_max: t.plazoMin + t.plazoSpan,
    riesgos: t.riesgos,
    presupuesto: String(t.monto * t.budgetSteps),
  }));

type Op =
  | { kind: 'invest'; pick: number; amount: number }
  | { kind: 'deposit'; amount: number }
  | { kind: 'withdraw'; amount: number }
  | { kind: 'pause' }
  | { kind: 'resume' }
  | { kind: 'none' };

const step = fc.record({
  days: fc.integer({ min: 0, max: 30 }),
  hours: fc.integer({ min: 0, max: 23 }),
  op: fc.oneof(
    fc.record({
      kind: fc.constant('invest' as const),
      pick: fc.nat(),
      amount: fc.integer({ min: 50, max: 3000 }),
    }),
    fc.record({ kind: fc.constant('deposit' as const), amount: fc.integer({ min: 20, max: 5000 }) }),
    fc.record({ kind: fc.constant('withdraw' as const), amount: fc.integer({ min: 20, max: 2000 }) }),
    fc.constant({ kind: 'pause' as const }),
    fc.constant({ kind: 'resume' as const }),
    fc.constant({ kind: 'none' as const }),
  ) as fc.Arbitrary<Op>,
});

async function login(): Promise<string> {
  const { body } = await post<{ success: { token: string } }>('/api/client/authenticate', {
    email: who.email,
    password: who.password,
  });
  return body.success.token;
}

async function runOp(db: StoreDb, token: string, op: Op, strategyId: number, now: number, n: number) {
  if (op.kind === 'invest') {
    const open = (
      await db.projects.where('[status+endAt]').between(['ACTIVO', now], ['ACTIVO', Infinity]).toArray()
    )
      .filter((p) => p.startAt <= now)
      .sort((a, b) => a.id - b.id);
    if (open.length === 0) return;
    const project = open[op.pick % open.length]!;
    await post(
      '/api/client/investments/create',
      { project_id: project.id, amount: String(op.amount) },
      token,
    );
  } else if (op.kind === 'deposit') {
    const address = (await db.depositAddresses.toArray())[0]!.direccion;
    await postForm(
      '/api/client/deposits/create',
      {
        file: pngFile(),
        amount: String(op.amount),
        direccion: address,
        hash: `0x${String(n).padStart(64, 'a')}`,
        type: '2',
      },
      token,
    );
  } else if (op.kind === 'withdraw') {
    const beneficiary = (await db.beneficiaries.toArray()).find(
      (b) => b.clientId === who.id && b.bank_personal === 1,
    )!;
    const monto = String(op.amount);
    await post(
      '/api/client/withdrawall/create',
      { beneficiario_id: beneficiary.id, monto, amount: monto, type: 1, ventanilla: '', date: '2026-11-22' },
      token,
    );
  } else if (op.kind === 'pause' || op.kind === 'resume') {
    const estado = op.kind === 'pause' ? 'pausada' : 'activa';
    const { status } = await post('/api/client/estrategias/estado', { id: strategyId, estado }, token);
    expect(status).toBe(200);
  }
}

describe('automatic-investing properties', () => {
  const sim = useSimulator();

  it(`AUTO-11 AUTO-04 AUTO-06 AUTO-07 a strategy over 360 simulated days stays within its limits, never overdraws, stops at once when paused, and keeps the ledger balanced (${RUNS} runs)`, async () => {
    let automaticTotal = 0;
    await fc.assert(
      fc.asyncProperty(terms, fc.array(step, { minLength: 60, maxLength: 60 }), async (input, steps) => {
        sim.clock.set(TEST_START);
        const db = await seededStore(TEST_START);
        sim.serve({ clock: sim.clock, delayMs: 0, validateResponses: true, store: async () => db });
        let token = await login();
        const created = await post<{ data: { id: number } }>('/api/client/estrategias/create', input, token);
        expect(created.status).toBe(200);
        const strategyId = created.body.data.id;
        const limits = checkStrategyInput({
          ...input,
          plazo_min: String(input.plazo_min),
          plazo_max: String(input.plazo_max),
        });
        let paused = false;
        let seen = 0;
        let n = 0;
        for (const s of steps) {
          if (sim.clock.now() - TEST_START >= 360 * DAY_MS) break;
          n += 1;
          sim.clock.set(
            Math.min(TEST_START + 360 * DAY_MS, sim.clock.now() + s.days * DAY_MS + s.hours * 3_600_000),
          );
          token = await login();
          const list = await post<{ data: { estado: string }[] }>('/api/client/estrategias', {}, token);
          expect(list.status).toBe(200);
          const made = await db.investments
            .where('[strategyId+id]')
            .between([strategyId, 0], [strategyId, Infinity])
            .toArray();
          // Paused since the last step: settling time made nothing new.
          if (paused) expect(made.length, 'an automatic investment while paused').toBe(seen);
          seen = made.length;
          await runOp(db, token, s.op, strategyId, sim.clock.now(), n);
          if (s.op.kind === 'pause') paused = true;
          if (s.op.kind === 'resume') paused = false;
          const afterOp = await db.investments
            .where('[strategyId+id]')
            .between([strategyId, 0], [strategyId, Infinity])
            .toArray();
          // The pause itself is at once: its request made no automatic investment.
          if (s.op.kind === 'pause')
            expect(afterOp.length, 'an automatic investment at the pause').toBe(seen);
          seen = afterOp.length;
          expect(await balanceOf(db, walletAccount(who.id)), 'the wallet').toBeGreaterThanOrEqual(0);
        }
        const made = await db.investments
          .where('[strategyId+id]')
          .between([strategyId, 0], [strategyId, Infinity])
          .toArray();
        automaticTotal += made.length;
        const perProject = new Map<number, number>();
        let total = 0;
        for (const inv of made) {
          const project = (await db.projects.get(inv.projectId))!;
          expect(inv.amountMicro).toBeLessThanOrEqual(limits.montoMicro);
          expect(inv.clientId).toBe(who.id);
          expect(strategyMatches(limits, project), project.name).toBe(true);
          perProject.set(inv.projectId, (perProject.get(inv.projectId) ?? 0) + inv.amountMicro);
          total += inv.amountMicro;
        }
        for (const sum of perProject.values()) expect(sum).toBeLessThanOrEqual(limits.maximoMicro);
        expect(total).toBeLessThanOrEqual(limits.presupuestoMicro);
        const stored = (await db.strategies.get(strategyId))!;
        expect(stored.investedMicro).toBe(total);
        expect(stored.investmentCount).toBe(made.length);
        const audit = await auditLedger(db);
        expect(audit).toMatchObject({ totalMicro: 0, mismatches: [], negatives: [], unbalanced: [] });
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    // The runs did exercise the strategy: automatic investments were made.
    expect(automaticTotal).toBeGreaterThan(0);
  }, 600_000);
});
