import { describe, expect, it } from 'vitest';
import { loginAs, post, snapshot, TEST_START, useSimulator } from '../../tests/simulator';
import { DAY_MS } from '../domain/dates';
import { persona } from '../seed/personas';
import { readClockOffset, SEEDED_KEY } from '../store/ready';
import { scenarioMessages } from '../domain/scenarios';
import { HISTORY_DAYS } from './scenarios';

type Loaded = { data: { nombre: string; persona: string; sembrado_en: string } };
type Refused = { message: string };
type Balances = { data: { saldos: Record<string, string>[] } };
type Market = { cantidad: number };

const load = (nombre: string, soloSinUso?: boolean) =>
  post<Loaded & Refused>(
    '/api/simulador/escenario',
    soloSinUso === undefined ? { nombre } : { nombre, solo_sin_uso: soloSinUso },
  );

describe('prepared scenarios (POST /api/simulador/escenario)', () => {
  const sim = useSimulator();

  it('SCEN-01 SCEN-02 historia: replaces the whole state (no session, offset 0); a year walked on the clock, with interest paid, investments matured and a strategy that invested', async () => {
    const started = performance.now();
    const answer = await load('historia');
    const took = performance.now() - started;
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ nombre: 'historia', persona: 'demo@simulador.test' });
    // Seconds, not minutes, for a year of settlement (measured here on fake-indexeddb).
    expect(took).toBeLessThan(60_000);

    const db = await sim.store();
    const demo = persona('demo').id;
    expect((await db.meta.get(SEEDED_KEY))?.value).toBe(TEST_START - HISTORY_DAYS * DAY_MS);
    expect(await readClockOffset(db)).toBe(0);
    expect(await db.sessions.count()).toBe(0);
    const investments = await db.investments.where('clientId').equals(demo).toArray();
    const finished = investments.filter((i) => i.status === 'finished');
    const automatic = investments.filter((i) => i.strategyId !== undefined);
    expect(finished.length).toBeGreaterThanOrEqual(3);
    expect(automatic.length).toBeGreaterThanOrEqual(5);
    expect(automatic.some((i) => i.status === 'finished')).toBe(true);
    const lines = await db.movements.where('clientId').equals(demo).toArray();
    const interest = lines.filter((m) => m.type === 'INTERES');
    expect(interest.length).toBeGreaterThanOrEqual(10);
    expect(lines.filter((m) => m.type === 'VENCIMIENTO').length).toBe(finished.length);
    // The earliest interest fell due in the scenario's first month, the latest in its last.
    const paidAt = interest.map((m) => m.at).sort((a, b) => a - b);
    expect(paidAt[0]).toBeLessThan(TEST_START - (HISTORY_DAYS - 45) * DAY_MS);
    expect(paidAt.at(-1)).toBeGreaterThan(TEST_START - 45 * DAY_MS);

    // The demo persona signs in to it as on a first visit, and its figures are the ledger's.
    const token = await loginAs('demo');
    const dashboard = await post<Balances>('/api/client/dashboard', {}, token);
    expect(dashboard.status).toBe(200);
  }, 120_000);

  it('SCEN-03 mercado-secundario: a busy market of offers from several investors at varied prices', async () => {
    const before = await post<Market>('/api/client/projects/secundario', { page: 1 }, await loginAs('demo'));
    const answer = await load('mercado-secundario');
    expect(answer.status).toBe(200);
    expect(answer.body.data.persona).toBe('demo@simulador.test');

    const db = await sim.store();
    const open = (await db.offers.toArray()).filter((o) => o.status === 'open');
    const demoWorldSellers = new Set(
      (await db.clients.toArray())
        .filter((c) => c.demo_status === 'active' && c.email.endsWith('@inversores.test'))
        .map((c) => c.id),
    );
    const bySeller = new Set(open.filter((o) => demoWorldSellers.has(o.sellerId)).map((o) => o.sellerId));
    expect(bySeller.size).toBeGreaterThanOrEqual(3);
    expect(open.filter((o) => demoWorldSellers.has(o.sellerId)).length).toBeGreaterThanOrEqual(30);
    expect(new Set(open.map((o) => o.amountPercentage)).size).toBeGreaterThanOrEqual(5);

    const token = await loginAs('demo');
    const market = await post<Market>('/api/client/projects/secundario', { page: 1 }, token);
    expect(market.status).toBe(200);
    expect(market.body.cantidad).toBeGreaterThanOrEqual(before.body.cantidad + 25);
  }, 60_000);

  it('SCEN-04 cliente-nuevo: a verified new client with 10,000 USDT approved and no investment', async () => {
    const answer = await load('cliente-nuevo');
    expect(answer.status).toBe(200);
    expect(answer.body.data.persona).toBe('nuevo@simulador.test');

    const db = await sim.store();
    const nuevo = persona('nuevo').id;
    expect((await db.clients.get(nuevo))?.status).toBe(3);
    expect(await db.investments.where('clientId').equals(nuevo).count()).toBe(0);
    const deposits = await db.deposits.where('clientId').equals(nuevo).toArray();
    expect(deposits.map((d) => d.status)).toEqual(['APROBADO', 'APROBADO']);

    const token = await loginAs('nuevo');
    const dashboard = await post<Balances>('/api/client/dashboard', {}, token);
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.data.saldos[0]!.DISPONIBLE).toBe('10000.00');
    expect(dashboard.body.data.saldos[0]!.INVERTIDO).toBe('0.00');
  }, 60_000);

  it('SCEN-05 an unknown name is refused in Spanish with 422 and changes nothing', async () => {
    await loginAs('demo');
    const db = await sim.store();
    const before = await snapshot(db);
    const answer = await load('mercado-negro');
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(scenarioMessages.unknown('mercado-negro'));
    expect(await snapshot(db)).toEqual(before);
  });

  it('SRV-71 the shared link does not replace a demo in use (409), and does load an untouched one', async () => {
    await loginAs('demo');
    const db = await sim.store();
    const before = await snapshot(db);
    const refused = await load('cliente-nuevo', true);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(scenarioMessages.inUse);
    expect(await snapshot(db)).toEqual(before);

    // Loading a scenario ends every session and leaves the clock at 0: the demo is untouched again.
    expect((await load('cliente-nuevo')).status).toBe(200);
    const loaded = await load('mercado-secundario', true);
    expect(loaded.status).toBe(200);
    expect(loaded.body.data.nombre).toBe('mercado-secundario');
  }, 60_000);
});
