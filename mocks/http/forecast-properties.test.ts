import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { post, useSimulator, TEST_START } from '../../tests/simulator';
import { seededStore } from '../../tests/seeded-store';
import { persona, type PersonaKey } from '../seed/personas';

/*
 * PAY-03: the forecast is what the clock pays. For a random persona, a random start (up to 200 days after the
 * seed) and a random portfolio (a few new investments of random amounts in random open projects, besides the
 * persona's seeded ones, some of them on offer), take the forecast, then move the simulator's clock with its
 * time machine (POST /api/simulador/reloj) in random jumps through the 12 months, with no other operation than
 * a signed-in read after each jump, which settles what fell due. The INTERES and VENCIMIENTO lines booked in
 * the window are exactly the forecast's payments: the same investments, amounts to the cent, on the days it
 * said, none more and none fewer.
 *
 * A run answers a few dozen requests over a year of simulated time: PROPERTY_RUNS / 5 runs (at least 3; CI's
 * 200 gives 40).
 */
const RUNS = Math.max(3, Math.ceil(Number(process.env.PROPERTY_RUNS ?? 50) / 5));
const SEED = Number(process.env.PROPERTY_SEED ?? 20_261_130);
const DAY = 86_400_000;
const BOGOTA = -5 * 3_600_000;
const PATH = '/api/client/investments/proximos_pagos';

interface Pago {
  fecha: string;
  code: string;
  interes: string;
  capital: string;
}
interface Forecast {
  data: { hasta: string; pagos: Pago[]; total_pages: number };
}

/* Independent arithmetic: Bogotá days as text, money strings as whole cents. */
const bogotaDay = (ms: number) => new Date(ms + BOGOTA).toISOString().slice(0, 10);
const cents = (text: string) => Number(text.replace('.', ''));
const dayEnd = (day: string) => Date.parse(`${day}T00:00:00Z`) - BOGOTA + DAY;

const portfolio = fc.record({
  who: fc.constantFrom<PersonaKey>('demo', 'inversor', 'emisor'),
  startDays: fc.integer({ min: 0, max: 200 }),
  startHours: fc.integer({ min: 0, max: 23 }),
  investments: fc.array(fc.record({ pick: fc.nat(), amount: fc.integer({ min: 50, max: 1500 }) }), {
    maxLength: 4,
  }),
  jumps: fc.array(fc.integer({ min: 1, max: 45 * 24 }), { minLength: 30, maxLength: 30 }),
});

async function token(key: PersonaKey): Promise<string> {
  const { email, password } = persona(key);
  const { body } = await post<{ success: { token: string } }>('/api/client/authenticate', {
    email,
    password,
  });
  return body.success.token;
}

describe('expected payments property', () => {
  const sim = useSimulator();

  it(`PAY-03 SRV-44 SRV-45 moving the clock through the 12 months pays exactly the forecast, to the cent, on its dates (${RUNS} runs)`, async () => {
    let checked = 0;
    await fc.assert(
      fc.asyncProperty(portfolio, async (input) => {
        sim.clock.set(TEST_START);
        const db = await seededStore(TEST_START);
        sim.serve({ clock: sim.clock, delayMs: 0, validateResponses: true, store: async () => db });
        sim.clock.set(TEST_START + input.startDays * DAY + input.startHours * 3_600_000);
        const who = persona(input.who);
        const session = await token(input.who);
        const now = sim.clock.now();
        const open = (
          await db.projects.where('[status+endAt]').between(['ACTIVO', now], ['ACTIVO', Infinity]).toArray()
        )
          .filter((p) => p.startAt <= now)
          .sort((a, b) => a.id - b.id);
        for (const { pick, amount } of input.investments) {
          if (open.length === 0) break;
          const project = open[pick % open.length]!;
          await post(
            '/api/client/investments/create',
            { project_id: project.id, amount: String(amount) },
            session,
          );
        }
        const forecast = await post<Forecast>(PATH, { page: 1 }, session);
        expect(forecast.status).toBe(200);
        const pagos = [...forecast.body.data.pagos];
        for (let page = 2; page <= forecast.body.data.total_pages; page += 1) {
          pagos.push(...(await post<Forecast>(PATH, { page }, session)).body.data.pagos);
        }
        const from = sim.clock.now();
        const to = dayEnd(forecast.body.data.hasta);
        const lastLine =
          (await db.movements.where('[clientId+id]').between([who.id, 0], [who.id, Infinity]).last())?.id ??
          0;

        // The time machine, through the window, a signed-in read after each jump settling what fell due.
        let at = from;
        for (const hours of input.jumps) {
          const step = Math.min(hours * 3_600_000, to - 1 - at);
          if (step <= 0) break;
          expect((await post('/api/simulador/reloj', { avanzar_ms: step })).status).toBe(200);
          at += step;
          expect((await post('/api/client/dashboard', {}, session)).status).toBe(200);
        }
        if (at < to - 1) {
          expect((await post('/api/simulador/reloj', { avanzar_ms: to - 1 - at })).status).toBe(200);
          expect((await post('/api/client/dashboard', {}, session)).status).toBe(200);
        }

        const payments = (
          await db.movements
            .where('[clientId+id]')
            .between([who.id, lastLine + 1], [who.id, Infinity])
            .toArray()
        ).filter((m) => m.type === 'INTERES' || m.type === 'VENCIMIENTO');
        // Every payment booked is whole cents, so comparing cents loses nothing.
        expect(payments.every((m) => m.balanceMicro % 10_000 === 0)).toBe(true);
        const booked = payments
          .map((m) => `${bogotaDay(m.at)} ${m.code} ${m.type} ${Math.round(m.balanceMicro / 10_000)}`)
          .sort();
        const expected = pagos
          .flatMap((p) => [
            ...(cents(p.interes) > 0 ? [`${p.fecha} ${p.code} INTERES ${cents(p.interes)}`] : []),
            ...(cents(p.capital) > 0 ? [`${p.fecha} ${p.code} VENCIMIENTO ${cents(p.capital)}`] : []),
          ])
          .sort();
        expect(booked).toEqual(expected);
        checked += expected.length;
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    // The runs did compare payments, not empty forecasts.
    expect(checked).toBeGreaterThan(RUNS);
  }, 900_000);
});
