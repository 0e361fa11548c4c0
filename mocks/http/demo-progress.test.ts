import { describe, expect, it } from 'vitest';
import { demoProgressResponse } from '@/contract/schemas/simulator';
import { get, loginAs, openOffers, post, postForm, TEST_START, useSimulator } from '../../tests/simulator';
import { persona, personas, type PersonaKey } from '../seed/personas';
import { MOVEMENT_TYPES } from '../domain/ledger';
import type { StoreDb } from '../store/db';
import { readDemoSteps } from '../store/demo-progress-repo';
import { recordMovement } from '../store/ledger-repo';
import type { ProjectRecord } from '../store/records';
import { demoCardApplication } from '../../tests/card-application';
import { pngFile } from '../../tests/upload-files';

type Steps = ReturnType<typeof demoProgressResponse.parse>['data']['pasos'];
type Step = keyof Steps;

const PATH = '/api/simulador/progreso';
const DAY = 86_400_000;
const NONE: Steps = {
  invertir: false,
  ofertar: false,
  comprar: false,
  depositar: false,
  tarjeta: false,
  intereses: false,
};
/** Only `step` done. */
const only = (...steps: Step[]): Steps => ({ ...NONE, ...Object.fromEntries(steps.map((s) => [s, true])) });

async function progress(token: string): Promise<Steps> {
  const { status, body } = await get(PATH, token);
  expect(status, JSON.stringify(body)).toBe(200);
  return demoProgressResponse.parse(body).data.pasos;
}

async function ok(res: Promise<{ status: number; body: unknown }>) {
  const { status, body } = await res;
  expect(status, JSON.stringify(body)).toBe(200);
}

/** A primary project open now with room for `amountMicro`. */
async function openProject(db: StoreDb, now: number, amountMicro: number) {
  const projects = (await db.projects.toArray()) as (ProjectRecord & { id: number })[];
  const found = projects.find(
    (p) =>
      p.status === 'ACTIVO' &&
      p.startAt <= now &&
      p.endAt > now + 30 * DAY &&
      now <= p.maxInvestmentAt &&
      p.amountMicro - p.invertidoMicro - p.reservedMicro >= amountMicro,
  );
  if (!found) throw new Error('no open project in the seed');
  return found;
}

/** One of the client's active investments that is not on offer and has not ended. */
async function freeInvestment(db: StoreDb, clientId: number, now: number) {
  const found = (await db.investments.toArray()).find(
    (i) =>
      i.clientId === clientId && i.status === 'active' && i.mercado_secundario === 0 && i.endAt > now + DAY,
  );
  if (!found) throw new Error('no free investment in the seed');
  return found;
}

const offerOf = (investmentId: number) => ({
  investment_id: investmentId,
  rendimiento: '0',
  date_type: 3,
  date_value: '',
  amount_percentage: '100',
});

const proof = () => pngFile('comprobante.png');

const cardApplication = {
  ...demoCardApplication,
};

describe('GET /api/simulador/progreso (the demo checklist)', () => {
  const sim = useSimulator();
  /** The server's time now (no time-machine offset in these tests). */
  const now = () => sim.clock.now();

  /** Every action happens a simulated minute after the seed, as a visitor's would. */
  async function afterSeed(key: PersonaKey) {
    const db = await sim.store();
    const token = await loginAs(key);
    sim.clock.advance(60_000);
    return { db, token, id: persona(key).id };
  }

  it('answers when the demo began, and nothing done on the fresh seed, for every seeded client', async () => {
    const db = await sim.store();
    expect((await db.meta.get('seededAt'))?.value).toBe(TEST_START);
    for (const p of personas.filter((p) => p.emailConfirmed)) {
      const token = await loginAs(p.key);
      const { body } = await get(PATH, token);
      expect(demoProgressResponse.parse(body).data).toEqual({ desde: '2026-11-22 07:00:00', pasos: NONE });
    }
    // Still nothing once the seed's own pending reports and card application are approved by the clock.
    sim.clock.advance(2 * 60_000);
    for (const key of ['demo', 'inversor'] as const) expect(await progress(await loginAs(key))).toEqual(NONE);
    // Every seeded client, those without a password to sign in with included.
    for (const client of await db.clients.toArray()) {
      expect(await readDemoSteps(db, client.id, TEST_START), client.email).toEqual(NONE);
    }
  });

  it('needs a session: 401 without a token', async () => {
    const { status, body } = await get<{ message: string }>(PATH);
    expect(status).toBe(401);
    expect(body.message).toBe('Intente nuevamente');
  });

  it("'invertir' ticks after a primary investment (investments/create)", async () => {
    const { db, token } = await afterSeed('demo');
    const project = await openProject(db, now(), 100_000_000);
    await ok(post('/api/client/investments/create', { amount: '100', project_id: project.id }, token));
    expect(await progress(token)).toEqual(only('invertir'));
  });

  it("'ofertar' ticks after an own investment is offered (offers/create), and stays after the offer is cancelled", async () => {
    const { db, token, id } = await afterSeed('demo');
    const investment = await freeInvestment(db, id, now());
    await ok(post('/api/client/offers/create', offerOf(investment.id), token));
    expect(await progress(token)).toEqual(only('ofertar'));
    const offer = (await db.offers.orderBy(':id').last())!;
    await ok(post(`/api/client/offers/cancel/${offer.id}`, {}, token));
    expect(await progress(token)).toEqual(only('ofertar'));
  });

  it("'comprar' ticks after buying another client's offer (create_secundary)", async () => {
    const { db, token, id } = await afterSeed('demo');
    const wallet = (await db.accounts.get(`wallet:${id}`))!.balanceMicro;
    // SRV-50: an offer of the demo world.
    const demoWorld = new Set(
      (await db.clients.toArray()).filter((c) => c.demo_status === 'active').map((c) => c.id),
    );
    const offer = (await openOffers(db, now())).find(
      (o) => o.sellerId !== id && demoWorld.has(o.sellerId) && o.precioVentaMicro <= wallet,
    )!;
    expect(offer).toBeDefined();
    await ok(post('/api/client/investments/create_secundary', { offer_id: offer.id }, token));
    expect(await progress(token)).toEqual(only('comprar'));
  });

  it("'depositar' ticks once a deposit reported after the seed is approved by the clock, not before", async () => {
    const { db, token } = await afterSeed('demo');
    const address = (await db.depositAddresses.toArray())[0]!.direccion;
    await ok(
      postForm(
        '/api/client/deposits/create',
        { file: proof(), amount: '250', direccion: address, hash: `0x${'ab'.repeat(32)}`, type: '2' },
        token,
      ),
    );
    expect(await progress(token)).toEqual(NONE);
    sim.clock.advance(59_000);
    expect(await progress(token)).toEqual(NONE);
    sim.clock.advance(1_000);
    expect(await progress(token)).toEqual(only('depositar'));
  });

  it("'tarjeta' ticks as soon as a card is applied for (card/create)", async () => {
    const { token } = await afterSeed('demo');
    await ok(post('/api/card/create', cardApplication, token));
    expect(await progress(token)).toEqual(only('tarjeta'));
  });

  it("'intereses' ticks with an INTERES line on the statement dated after the seed, not before", async () => {
    const { db, token, id } = await afterSeed('demo');
    const line = (at: number) =>
      db.transaction('rw', db.tables, () =>
        recordMovement(db, {
          clientId: id,
          balanceMicro: 0,
          description: 'Intereses',
          type: MOVEMENT_TYPES.interest,
          at,
        }),
      );
    // A line dated at the seed belongs to the seed's history.
    await line(TEST_START);
    expect(await progress(token)).toEqual(NONE);
    await line(now());
    expect(await progress(token)).toEqual(only('intereses'));
  });

  it("'intereses' ticks once the clock has moved 30 days and the demo's investments have paid interest", async () => {
    const { db, id } = await afterSeed('demo');
    sim.clock.advance(30 * DAY);
    // The jump outlived the session: sign in again, as the visitor does.
    const token = await loginAs('demo');
    expect(await progress(token)).toEqual(only('intereses'));
    const paid = await db.movements
      .where('[clientId+id]')
      .between([id, 0], [id, Infinity])
      .filter((m) => m.type === MOVEMENT_TYPES.interest && m.at > TEST_START)
      .count();
    expect(paid).toBeGreaterThan(0);
  });

  it("another client's actions tick only theirs: the seller offers, the buyer of its world (SRV-50) buys it", async () => {
    const { db, token: demo } = await afterSeed('demo');
    const emisor = await loginAs('emisor');
    const investment = await freeInvestment(db, persona('emisor').id, now());
    await ok(post('/api/client/offers/create', offerOf(investment.id), emisor));
    const project = await openProject(db, now(), 100_000_000);
    await ok(post('/api/client/investments/create', { amount: '100', project_id: project.id }, emisor));
    await ok(post('/api/card/create', { ...cardApplication, email: persona('emisor').email }, emisor));
    expect(await progress(demo)).toEqual(NONE);
    expect(await progress(emisor)).toEqual(only('ofertar', 'invertir', 'tarjeta'));

    const offer = (await db.offers.orderBy(':id').last())!;
    await ok(post('/api/client/investments/create_secundary', { offer_id: offer.id }, demo));
    expect(await progress(demo)).toEqual(only('comprar'));
    expect(await progress(emisor)).toEqual(only('ofertar', 'invertir', 'tarjeta'));
  });
});
