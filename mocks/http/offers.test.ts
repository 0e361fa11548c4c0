import { getResponse } from 'msw';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_MS } from '@/contract/errors';
import { errorBody } from '@/contract/schemas/errors';
import { messageResponse } from '@/contract/schemas/fields';
import { soldInvestmentsResponse } from '@/contract/schemas/investments';
import { offersListResponse } from '@/contract/schemas/offers';
import { secondaryProjectsResponse } from '@/contract/schemas/projects';
import { API, post, snapshot, useSimulator, TEST_START } from '../../tests/simulator';
import { manualClock } from '../domain/clock';
import { endOfDay } from '../domain/dates';
import { transfer, walletAccount, WORLD_ACCOUNT } from '../domain/ledger';
import { persona, type PersonaKey } from '../seed/personas';
import type { StoreDb } from '../store/db';
import { auditLedger, postTransfer } from '../store/ledger-repo';
import type { InvestmentRecord, OfferRecord } from '../store/records';
import { createHandlers } from './handlers';
import { createServerContext } from './server-context';

type Body = { message?: string; data?: unknown; [k: string]: unknown };
type MarketRow = {
  offer_id: number;
  precioventa: string;
  precio_original: string;
  rendimiento: string;
  fecha_fin: string | null;
  dias_pendientes: number | null;
  end_date: string;
  monto: string;
  [k: string]: unknown;
};
type Market = { data: MarketRow[]; page: number; total_pages: number; cantidad: number };
type OfferRow = {
  id: number;
  valorventa: string;
  amount: string;
  fecha_fin: string | null;
  [k: string]: unknown;
};
type Totals = { cantidad: number; total_monto: string; total_rendimiento: string; total_saldo: string };
type TableList<T> = { data: { datos: T[]; totales: Totals; page: number; total_pages: number } };
type SoldRow = { id: number; monto_venta: string | null; date_sold: string | null; [k: string]: unknown };

const DAY = 86_400_000;
const BOGOTA = -5 * 3_600_000;

/* Independent arithmetic: Bogotá day numbers and BigInt cents, without the server's helpers. */
const dayNumber = (ms: number) => Math.floor((ms + BOGOTA) / DAY);
const ymd = (ms: number) => new Date(ms + BOGOTA).toISOString().slice(0, 10);
const dateTime = (ms: number) => new Date(ms + BOGOTA).toISOString().slice(0, 19).replace('T', ' ');

/** x × pct / 100 (pct a decimal text) rounded half up to whole cents, in micro-units. */
function percentMicro(micro: number, pct: string): number {
  const [whole, fraction = ''] = pct.split('.');
  const numerator = BigInt(micro) * BigInt(`${whole}${fraction}`);
  const denominator = 100n * 10n ** BigInt(fraction.length) * 10_000n;
  return Number(((numerator * 2n + denominator) / (2n * denominator)) * 10_000n);
}

function expectedYield(inv: InvestmentRecord, pd: string, at: number): number {
  const total = dayNumber(inv.endAt) - dayNumber(inv.startAt);
  const days = Math.min(total, Math.max(0, dayNumber(at) - dayNumber(inv.startAt)));
  return percentMicro(inv.amountMicro * days, pd);
}

function money(micro: number): string {
  const sign = micro < 0 ? '-' : '';
  const cents = Math.round(Math.abs(micro) / 10_000);
  return `${sign}${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The simulator of this file, started inside its describe (helpers below read it at call time). */
let sim: ReturnType<typeof useSimulator>;

async function login(key: PersonaKey): Promise<string> {
  const p = persona(key);
  const res = await post<{ success: { token: string } }>('/api/client/authenticate', {
    email: p.email,
    password: p.password,
  });
  expect(res.status).toBe(200);
  return res.body.success.token;
}

const idOf = (key: PersonaKey) => persona(key).id;

async function wallet(db: StoreDb, clientId: number): Promise<number> {
  return (await db.accounts.get(walletAccount(clientId)))?.balanceMicro ?? 0;
}

/** Gives a client money from outside the platform (test setup through the ledger). */
async function fund(db: StoreDb, clientId: number, micro: number, tag: string) {
  await db.transaction('rw', db.tables, () =>
    postTransfer(db, transfer(`test:${tag}`, sim.clock.now(), WORLD_ACCOUNT, walletAccount(clientId), micro)),
  );
}

/** The client's active investments that are not offered, the latest end first. */
async function freeInvestments(db: StoreDb, clientId: number) {
  return (await db.investments.toArray())
    .filter((i) => i.clientId === clientId && i.status === 'active' && i.mercado_secundario === 0)
    .filter((i) => i.endAt > sim.clock.now())
    .sort((a, b) => b.endAt - a.endAt);
}

/** SRV-50: the ids of the clients of the persona's world (demo_status 'active' is the demo world). */
async function worldOf(db: StoreDb, key: PersonaKey): Promise<Set<number>> {
  const demo = persona(key).demo_status === 'active';
  return new Set(
    (await db.clients.toArray()).filter((c) => (c.demo_status === 'active') === demo).map((c) => c.id),
  );
}

async function openOffersOf(db: StoreDb, sellerId?: number): Promise<OfferRecord[]> {
  const now = sim.clock.now();
  return (await db.offers.toArray()).filter(
    (o) =>
      o.status === 'open' &&
      (o.endsAt === null || now <= o.endsAt) &&
      (sellerId === undefined || o.sellerId === sellerId),
  );
}

const offerBody = (investmentId: number, over: Record<string, unknown> = {}) => ({
  investment_id: investmentId,
  rendimiento: '0',
  date_type: 3,
  date_value: '',
  amount_percentage: '100',
  ...over,
});

const market = (token: string, body: Record<string, unknown> = {}) =>
  post<Market>('/api/client/projects/secundario', body, token);
const myOffers = (token: string, body: Record<string, unknown> = {}) =>
  post<TableList<OfferRow>>('/api/client/offers', body, token);
const sold = (token: string, body: Record<string, unknown> = {}) =>
  post<TableList<SoldRow>>('/api/client/investments/sold', body, token);
const createOffer = (token: string, body: unknown) => post<Body>('/api/client/offers/create', body, token);
const buy = (token: string, offerId: unknown) =>
  post<Body>('/api/client/investments/create_secundary', { offer_id: offerId }, token);
const cancel = (token: string, id: number | string) =>
  post<Body>(`/api/client/offers/cancel/${id}`, {}, token);

/** A refusal: the status, a Spanish message in message and data.message, and the store unchanged. */
async function expectRefusal(
  send: () => Promise<{ status: number; body: Body }>,
  status: number,
  message?: string | RegExp,
) {
  const db = await sim.store();
  const before = await snapshot(db);
  const res = await send();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const parsed = errorBody.parse(res.body);
  expect(parsed.data.message).toBe(parsed.message);
  if (typeof message === 'string') expect(parsed.message).toBe(message);
  else if (message) expect(parsed.message).toMatch(message);
  expect(await snapshot(db)).toEqual(before);
  return parsed.message;
}

/** Creates an offer as the given persona of its freest investment and returns the new offer record. */
async function offerAs(key: PersonaKey, over: Record<string, unknown> = {}) {
  const db = await sim.store();
  const token = await login(key);
  const inv = (await freeInvestments(db, idOf(key)))[0]!;
  const res = await createOffer(token, offerBody(inv.id, over));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const offer = (await db.offers.orderBy(':id').last())!;
  expect(offer.investmentId).toBe(inv.id);
  return { token, inv, offer: offer as OfferRecord & { id: number } };
}

describe('secondary market calls of the simulated server', () => {
  sim = useSimulator();

  describe('projects/secundario', () => {
    it('API-22 SRV-26 SRV-04 SRV-50 lists only the open offers of other clients of its world, newest first, ten per page, with every detail field', async () => {
      const db = await sim.store();
      // The issuer (demo, like Valentina) puts its free investments on the market: more than a page.
      const emisor = await login('emisor');
      for (const inv of await freeInvestments(db, idOf('emisor')))
        expect((await createOffer(emisor, offerBody(inv.id))).status).toBe(200);
      const token = await login('demo');
      const world = await worldOf(db, 'demo');
      const expected = (await openOffersOf(db))
        .filter((o) => o.sellerId !== idOf('demo') && world.has(o.sellerId))
        .map((o) => o.id)
        .sort((a, b) => b - a);
      expect(expected.length).toBeGreaterThan(10);
      const first = await market(token, { page: 1 });
      expect(first.status).toBe(200);
      secondaryProjectsResponse.parse(first.body);
      expect(first.body.cantidad).toBe(expected.length);
      expect(first.body.page).toBe(1);
      expect(first.body.total_pages).toBe(Math.ceil(expected.length / 10));
      const second = await market(token, { page: 2 });
      const ids = [...first.body.data, ...second.body.data].map((r) => r.offer_id);
      expect(first.body.data).toHaveLength(10);
      expect(ids).toEqual(expected);
      const past = await market(token, { page: 99 });
      expect(past.body.page).toBe(first.body.total_pages);
      expect(past.body.data.map((r) => r.offer_id)).toEqual(second.body.data.map((r) => r.offer_id));
    });

    it('SEC-04 SEC-01 ENT-06 ENT-07 shows the price, its parts and the days left of each offer as computed from its records', async () => {
      const db = await sim.store();
      const token = await login('demo');
      const rows = (await market(token)).body.data;
      for (const row of rows) {
        const offer = (await db.offers.get(row.offer_id))!;
        const inv = (await db.investments.get(offer.investmentId))!;
        expect(row.precioventa).toBe(money(offer.precioVentaMicro));
        expect(row.precio_original).toBe(money(inv.amountMicro));
        expect(row.monto).toBe(money(inv.amountMicro));
        expect(row.rendimiento).toBe(money(offer.rendimientoMicro));
        expect(row.precioventa).toBe(
          money(percentMicro(offer.precioOriginalMicro + offer.rendimientoMicro, offer.amountPercentage)),
        );
        expect(row.end_date).toBe(dateTime(inv.endAt));
        expect(row.fecha_fin).toBe(offer.endsAt === null ? null : dateTime(offer.endsAt));
        expect(row.dias_pendientes).toBe(
          offer.endsAt === null ? null : dayNumber(offer.endsAt) - dayNumber(sim.clock.now()),
        );
      }
    });

    it('SRV-41 SRV-04 filters the market by pais, tipo, emisor, riesgo, rango, actividad, proyecto, vencimiento and monto; no match is page 1 of 1', async () => {
      const db = await sim.store();
      const token = await login('inversor');
      const now = sim.clock.now();
      const world = await worldOf(db, 'inversor');
      const offers = (await openOffersOf(db)).filter(
        (o) => o.sellerId !== idOf('inversor') && world.has(o.sellerId),
      );
      const projects = new Map((await db.projects.toArray()).map((p) => [p.id, p]));
      const sample = projects.get(offers[0]!.projectId)!;
      const cases: [Record<string, unknown>, (o: OfferRecord) => boolean][] = [
        [{ pais: sample.country_iso }, (o) => projects.get(o.projectId)!.country_iso === sample.country_iso],
        [{ pais: sample.countryId }, (o) => projects.get(o.projectId)!.countryId === sample.countryId],
        [{ tipo: String(sample.tipoId) }, (o) => projects.get(o.projectId)!.tipoId === sample.tipoId],
        [{ emisor: sample.issuer }, (o) => projects.get(o.projectId)!.issuer === sample.issuer],
        [{ riesgo: sample.risk }, (o) => projects.get(o.projectId)!.risk === sample.risk],
        [
          { actividad: sample.actividadId },
          (o) => projects.get(o.projectId)!.actividadId === sample.actividadId,
        ],
        [{ proyecto: sample.id }, (o) => o.projectId === sample.id],
        [{ rango: '9' }, (o) => Number(projects.get(o.projectId)!.tax_referential_client) >= 9],
        [{ rango: '0' }, () => true],
        [{ monto: '2000' }, (o) => o.precioOriginalMicro >= 2_000_000_000],
        [{ vencimiento: '4' }, (o) => dayNumber(projects.get(o.projectId)!.endAt) - dayNumber(now) <= 360],
        [{ pais: 'ZZ' }, () => false],
      ];
      for (const [filter, keep] of cases) {
        const res = await market(token, { ...filter, page: 1 });
        expect(res.status, JSON.stringify(filter)).toBe(200);
        const expected = offers
          .filter(keep)
          .map((o) => o.id)
          .sort((a, b) => b - a);
        expect(res.body.cantidad, JSON.stringify(filter)).toBe(expected.length);
        expect(
          res.body.data.map((r) => r.offer_id),
          JSON.stringify(filter),
        ).toEqual(expected.slice(0, 10));
        expect(res.body.total_pages).toBe(Math.max(1, Math.ceil(expected.length / 10)));
      }
    });

    it('API-22 refuses a bad filter with a Spanish message and answers 401 without a session', async () => {
      const token = await login('demo');
      await expectRefusal(() => market(token, { riesgo: 'Extremo' }), 422, 'El campo riesgo no es válido');
      await expectRefusal(() => market(token, { rango: '25' }), 422, 'El campo rango no es válido');
      await expectRefusal(() => market(token, { page: 0 }), 422, 'El número de página no es válido');
      await expectRefusal(() => post<Body>('/api/client/projects/secundario', {}), 401, 'Intente nuevamente');
    });
  });

  describe('offers/create', () => {
    it('API-33 SRV-24 SRV-03 offers an own investment: precioventa from the clock’s yield, mercado_secundario 1, in Mis ofertas and in the market of others only', async () => {
      const db = await sim.store();
      sim.clock.advance(3 * DAY);
      const token = await login('demo');
      const inv = (await freeInvestments(db, idOf('demo')))[0]!;
      const project = (await db.projects.get(inv.projectId))!;
      const before = (
        await post<{ data: { saldos: Record<string, string>[] } }>('/api/client/dashboard', {}, token)
      ).body.data.saldos[0]!;
      // The rendimiento sent is ignored: the server computes it from the clock.
      const res = await createOffer(
        token,
        offerBody(inv.id, { amount_percentage: '110', rendimiento: '99999' }),
      );
      expect(res.status).toBe(200);
      expect(messageResponse.parse(res.body).message).toBe(
        'Su inversión fue ofertada en el mercado secundario.',
      );
      const offer = (await db.offers.orderBy(':id').last())!;
      const yieldNow = expectedYield(inv, project.porcentaje_diario, sim.clock.now());
      expect(yieldNow).toBeGreaterThan(0);
      expect(offer).toMatchObject({
        sellerId: idOf('demo'),
        investmentId: inv.id,
        status: 'open',
        dateType: 3,
        endsAt: null,
        precioOriginalMicro: inv.amountMicro,
        rendimientoMicro: yieldNow,
        amountPercentage: '110',
        precioVentaMicro: percentMicro(inv.amountMicro + yieldNow, '110'),
      });
      expect((await db.investments.get(inv.id))!.mercado_secundario).toBe(1);
      const mine = await myOffers(token);
      offersListResponse.parse(mine.body);
      expect(mine.body.data.datos.map((o) => o.id)).toContain(offer.id);
      expect((await market(token)).body.data.map((r) => r.offer_id)).not.toContain(offer.id);
      const other = await login('emisor');
      const row = (await market(other)).body.data.find((r) => r.offer_id === offer.id)!;
      expect(row.precioventa).toBe(money(offer.precioVentaMicro));
      const after = (
        await post<{ data: { saldos: Record<string, string>[] } }>('/api/client/dashboard', {}, token)
      ).body.data.saldos[0]!;
      expect(Number(after.OFERTA) * 100 - Number(before.OFERTA) * 100).toBeCloseTo(
        offer.precioVentaMicro / 10_000,
      );
      expect(after.DISPONIBLE).toBe(before.DISPONIBLE);
    });

    it('SEC-04 SELL-10 prices an offer at 100 % as original price + yield, and at 110 % of 1000 + 50 yield as 1155.00 (arithmetic)', async () => {
      const { offer, inv } = await offerAs('inversor', { amount_percentage: '100' });
      expect(offer.precioVentaMicro).toBe(inv.amountMicro + offer.rendimientoMicro);
      expect(money(percentMicro(1_050_000_000, '110'))).toBe('1155.00');
    });

    it('SRV-24 SRV-02 refuses another client’s, an unknown, a sold or an already offered investment, each with a message and no change', async () => {
      const db = await sim.store();
      const token = await login('demo');
      const foreign = (await freeInvestments(db, idOf('inversor')))[0]!;
      await expectRefusal(() => createOffer(token, offerBody(foreign.id)), 404, 'La inversión no existe.');
      await expectRefusal(() => createOffer(token, offerBody(999_999)), 404, 'La inversión no existe.');
      const soldInv = (await db.investments.toArray()).find(
        (i) => i.clientId === idOf('demo') && i.status === 'sold',
      )!;
      await expectRefusal(
        () => createOffer(token, offerBody(soldInv.id)),
        409,
        'La inversión ya fue vendida.',
      );
      const offered = (await openOffersOf(db, idOf('demo')))[0]!;
      await expectRefusal(
        () => createOffer(token, offerBody(offered.investmentId)),
        409,
        'La inversión ya está ofertada en el mercado secundario.',
      );
    });

    it('SRV-24 SELL-07 SELL-08 SELL-09 refuses a bad percentage, date type or date with a Spanish message and no change', async () => {
      const db = await sim.store();
      const token = await login('demo');
      const inv = (await freeInvestments(db, idOf('demo')))[0]!;
      const end = ymd(inv.endAt);
      const dayAfterEnd = ymd(inv.endAt + DAY);
      const cases: [Record<string, unknown>, string | RegExp][] = [
        [{ amount_percentage: '' }, 'El campo porcentaje de venta es requerido'],
        [{ amount_percentage: undefined }, 'El campo porcentaje de venta es requerido'],
        ...['0', '-1', 'abc', '1e3', '50,5', '50.001', 'NaN', 'Infinity'].map(
          (v): [Record<string, unknown>, string] => [
            { amount_percentage: v },
            'El porcentaje de venta debe ser un número mayor que 0, con hasta 2 decimales.',
          ],
        ),
        [{ amount_percentage: '1000.01' }, 'El porcentaje de venta no puede ser mayor que 1000.'],
        [{ date_type: undefined }, 'El campo tipo de vencimiento es requerido'],
        [{ date_type: 4 }, 'El campo tipo de vencimiento no es válido'],
        [{ date_type: 2, date_value: '' }, 'El campo fecha de vencimiento es requerido'],
        [{ date_type: 2, date_value: '2026-02-30' }, 'El campo fecha de vencimiento no es válido'],
        [
          { date_type: 2, date_value: ymd(TEST_START - DAY) },
          'La fecha de vencimiento no puede ser anterior a hoy.',
        ],
        [
          { date_type: 2, date_value: dayAfterEnd },
          `La fecha de vencimiento no puede ser posterior al vencimiento de la inversión (${end}).`,
        ],
        [{ investment_id: '' }, 'El campo inversión es requerido'],
        [{ investment_id: 'abc' }, 'El campo inversión no es válido'],
      ];
      for (const [over, message] of cases) {
        await expectRefusal(() => createOffer(token, offerBody(inv.id, over)), 422, message);
      }
    });

    it('SRV-24 accepts a percentage sent as a number or with spaces and stores it as plain decimal text', async () => {
      const { offer } = await offerAs('demo', { amount_percentage: ' 95.50 ' });
      expect(offer.amountPercentage).toBe('95.5');
      const next = await offerAs('demo', { amount_percentage: 97.25 });
      expect(next.offer.amountPercentage).toBe('97.25');
    });
  });

  describe('offer expiry (SRV-25)', () => {
    it('SRV-25 ends a "Hoy" offer at 23:59:59 of its day: then it leaves the market, Mis ofertas and the offered mark of its investment', async () => {
      const db = await sim.store();
      const { offer, inv, token } = await offerAs('demo', { date_type: 1, date_value: '' });
      const endsAt = Date.UTC(2026, 10, 23, 4, 59, 59);
      expect(offer.endsAt).toBe(endsAt);
      const other = await login('emisor');
      // The investments list (API-29) agrees: offered until the end, offerable again after it.
      const flag = async () => {
        const list = await post<TableList<{ id: number; mercado_secundario: number }>>(
          '/api/client/investments',
          { proyecto: String(inv.projectId) },
          token,
        );
        return list.body.data.datos.find((r) => r.id === inv.id)?.mercado_secundario;
      };
      sim.clock.set(endsAt);
      expect((await market(other)).body.data.map((r) => r.offer_id)).toContain(offer.id);
      expect((await myOffers(token)).body.data.datos.map((o) => o.id)).toContain(offer.id);
      expect(await flag()).toBe(1);
      sim.clock.set(endsAt + 1000);
      expect(await flag()).toBe(0);
      expect((await market(other)).body.data.map((r) => r.offer_id)).not.toContain(offer.id);
      expect((await myOffers(token)).body.data.datos.map((o) => o.id)).not.toContain(offer.id);
      expect((await db.offers.get(offer.id))!.status).toBe('expired');
      expect((await db.investments.get(inv.id))!.mercado_secundario).toBe(0);
      await expectRefusal(
        () => buy(other, offer.id),
        409,
        'La oferta ya no está disponible en el mercado secundario.',
      );
      await expectRefusal(
        () => cancel(token, offer.id),
        409,
        'La oferta ya no está abierta y no se puede cancelar.',
      );
      expect((await createOffer(token, offerBody(inv.id))).status).toBe(200);
    });

    it('SRV-25 ends a "Definido" offer at 23:59:59 of its date, even before any read rewrites it', async () => {
      const db = await sim.store();
      const { offer, inv } = await offerAs('demo', { date_type: 2, date_value: '2026-11-30' });
      const endsAt = Date.UTC(2026, 11, 1, 4, 59, 59);
      expect(offer.endsAt).toBe(endsAt);
      sim.clock.set(endsAt);
      let other = await login('emisor');
      const row = (await market(other)).body.data.find((r) => r.offer_id === offer.id)!;
      expect(row.fecha_fin).toBe('2026-11-30 23:59:59');
      expect(row.dias_pendientes).toBe(0);
      sim.clock.set(endsAt + 1000);
      // The purchase itself sees the expiry (no list read in between).
      other = await login('emisor');
      await expectRefusal(
        () => buy(other, offer.id),
        409,
        'La oferta ya no está disponible en el mercado secundario.',
      );
      const token = await login('demo');
      const saldos = (
        await post<{ data: { saldos: Record<string, string>[] } }>('/api/client/dashboard', {}, token)
      ).body.data.saldos[0]!;
      const openPrices = (await openOffersOf(db, idOf('demo'))).reduce((s, o) => s + o.precioVentaMicro, 0);
      expect(saldos.OFERTA).toBe(money(openPrices));
      expect((await myOffers(token)).body.data.datos.map((o) => o.id)).not.toContain(offer.id);
      expect((await db.investments.get(inv.id))!.mercado_secundario).toBe(0);
    });

    it('SRV-25 never ends a "Sin vencimiento" offer: months later it is still on the market with no end date', async () => {
      const { offer, inv } = await offerAs('demo', { date_type: 3, date_value: '' });
      expect(offer.endsAt).toBeNull();
      sim.clock.set(Math.min(inv.endAt - 2 * DAY, TEST_START + 200 * DAY));
      const other = await login('emisor');
      const rows: MarketRow[] = [];
      for (let page = 1; page <= 3; page += 1) rows.push(...(await market(other, { page })).body.data);
      const row = rows.find((r) => r.offer_id === offer.id)!;
      expect(row.fecha_fin).toBeNull();
      expect(row.dias_pendientes).toBeNull();
    });
  });

  describe('investments/create_secundary', () => {
    it('API-28 SRV-27 SRV-39 SRV-03 moves the price from buyer to seller, sells the seller’s investment and gives the buyer one with the same end date', async () => {
      const db = await sim.store();
      const { offer, inv } = await offerAs('demo', { amount_percentage: '102' });
      sim.clock.advance(2 * 3_600_000);
      // SRV-50: the buyer is of the seller's world (both demo).
      await fund(db, idOf('emisor'), offer.precioVentaMicro, 'api-28');
      const buyerToken = await login('emisor');
      // A signed-in call first settles what fell due meanwhile (approvals), so the wallets below are current.
      await market(buyerToken);
      const [buyer, seller] = [idOf('emisor'), idOf('demo')];
      const [buyerBefore, sellerBefore] = [await wallet(db, buyer), await wallet(db, seller)];
      const res = await buy(buyerToken, offer.id);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(messageResponse.parse(res.body).message).toBe(
        'Compra realizada con éxito: la inversión ya está en sus inversiones activas.',
      );
      const now = sim.clock.now();
      expect(await wallet(db, buyer)).toBe(buyerBefore - offer.precioVentaMicro);
      expect(await wallet(db, seller)).toBe(sellerBefore + offer.precioVentaMicro);
      expect(await db.offers.get(offer.id)).toMatchObject({ status: 'sold', buyerId: buyer, closedAt: now });
      expect(await db.investments.get(inv.id)).toMatchObject({
        status: 'sold',
        mercado_secundario: 0,
        soldAt: now,
        saleMicro: offer.precioVentaMicro,
      });
      const bought = (await db.investments.orderBy(':id').last())!;
      expect(bought).toMatchObject({
        clientId: buyer,
        projectId: inv.projectId,
        status: 'active',
        amountMicro: inv.amountMicro,
        startAt: now,
        endAt: inv.endAt,
        mercado_secundario: 0,
        originOfferId: offer.id,
      });
      const audit = await auditLedger(db);
      expect(audit).toEqual({ totalMicro: 0, mismatches: [], negatives: [], unbalanced: [] });
      const entries = await db.entries.where('txId').equals(`offer:${offer.id}:sale`).toArray();
      expect(entries.reduce((s, e) => s + e.amountMicro, 0)).toBe(0);
      // SRV-39: a statement line for each side with the wallet after the purchase.
      const lines = (await db.movements.toArray()).filter((m) => m.at === now);
      expect(lines.find((m) => m.clientId === buyer)).toMatchObject({
        balanceMicro: -offer.precioVentaMicro,
        saldoMicro: buyerBefore - offer.precioVentaMicro,
        type: 'COMPRA',
      });
      expect(lines.find((m) => m.clientId === seller)).toMatchObject({
        balanceMicro: offer.precioVentaMicro,
        saldoMicro: sellerBefore + offer.precioVentaMicro,
        type: 'VENTA',
      });
      // The offer left every list; the sale shows in the seller's sold list (API-30).
      expect((await market(buyerToken)).body.data.map((r) => r.offer_id)).not.toContain(offer.id);
      const sellerToken = await login('demo');
      expect((await myOffers(sellerToken)).body.data.datos.map((o) => o.id)).not.toContain(offer.id);
      const soldList = await sold(sellerToken);
      soldInvestmentsResponse.parse(soldList.body);
      expect(soldList.body.data.datos[0]).toMatchObject({
        id: inv.id,
        monto_venta: money(offer.precioVentaMicro),
        date_sold: dateTime(now),
      });
    });

    it('SRV-26 SRV-02 refuses the caller’s own offer, a price above DISPONIBLE and a missing, sold or invalid offer, each with a message and no change', async () => {
      const db = await sim.store();
      const demo = await login('demo');
      const own = (await openOffersOf(db, idOf('demo')))[0]!;
      await expectRefusal(() => buy(demo, own.id), 422, 'No puede comprar su propia oferta.');
      const emisor = await login('emisor');
      const emisorWallet = await wallet(db, idOf('emisor'));
      const world = await worldOf(db, 'emisor');
      const dear = (await openOffersOf(db)).find(
        (o) => o.sellerId !== idOf('emisor') && world.has(o.sellerId) && o.precioVentaMicro > emisorWallet,
      )!;
      await expectRefusal(
        () => buy(emisor, dear.id),
        409,
        'Saldo insuficiente: el precio de la oferta supera su saldo disponible.',
      );
      await expectRefusal(() => buy(demo, 999_999), 404, 'La oferta no existe.');
      const closed = (await db.offers.toArray()).find((o) => o.status === 'sold')!;
      await expectRefusal(
        () => buy(demo, closed.id),
        409,
        'La oferta ya no está disponible en el mercado secundario.',
      );
      await expectRefusal(() => buy(demo, 'abc'), 422, 'El campo oferta no es válido');
      await expectRefusal(() => buy(demo, undefined), 422, 'El campo oferta es requerido');
    });

    it('SRV-26 lets a buyer pay exactly its DISPONIBLE', async () => {
      const db = await sim.store();
      const { offer } = await offerAs('demo');
      const buyer = idOf('nuevo');
      await fund(db, buyer, offer.precioVentaMicro, 'exact');
      const res = await buy(await login('nuevo'), offer.id);
      expect(res.status).toBe(200);
      expect(await wallet(db, buyer)).toBe(0);
    });

    it('SRV-27 four simultaneous purchases of one offer through msw/node give exactly one success and three refusals with a message', async () => {
      const db = await sim.store();
      const { offer } = await offerAs('demo');
      await fund(db, idOf('nuevo'), offer.precioVentaMicro, 'race-nuevo');
      await fund(db, idOf('verificando'), offer.precioVentaMicro, 'race-verificando');
      // SRV-50: every buyer is of the seller's world (demo); the issuer sends two of the four.
      const tokens = await Promise.all((['emisor', 'nuevo', 'verificando'] as const).map(login));
      await fund(db, idOf('emisor'), offer.precioVentaMicro, 'race-emisor');
      const results = await Promise.all([...tokens, tokens[0]!].map((t) => buy(t, offer.id)));
      const ok = results.filter((r) => r.status === 200);
      const refused = results.filter((r) => r.status !== 200);
      expect(ok).toHaveLength(1);
      expect(refused).toHaveLength(3);
      for (const r of refused) {
        expect(r.status).toBe(409);
        expect(errorBody.parse(r.body).message).toBe(
          'La oferta ya no está disponible en el mercado secundario.',
        );
      }
      const bought = (await db.investments.toArray()).filter((i) => i.originOfferId === offer.id);
      expect(bought).toHaveLength(1);
      expect(await db.entries.where('txId').equals(`offer:${offer.id}:sale`).count()).toBe(4);
      expect((await auditLedger(db)).totalMicro).toBe(0);
    });

    it('SRV-27 four simultaneous purchases from two connections to one database give exactly one success', async () => {
      // Two server contexts over one IndexedDB factory: two tabs, each with its own connection.
      const indexedDB = new IDBFactory();
      const clock = manualClock(TEST_START);
      const contexts = [0, 1].map(() =>
        createServerContext({ clock, validateResponses: true, storeOptions: { indexedDB, IDBKeyRange } }),
      );
      const db = await contexts[0]!.store();
      await contexts[1]!.store();
      const handlers = contexts.map((c) => createHandlers(c));
      const send = async (conn: number, path: string, body: unknown, token?: string) => {
        const response = await getResponse(
          handlers[conn]!,
          new Request(`${API}${path}`, {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              ...(token ? { Authorization: `Bearer ${token}` } : {}),
            },
            body: JSON.stringify(body),
          }),
        );
        return { status: response!.status, body: (await response!.json()) as Body };
      };
      const signIn = async (key: PersonaKey, conn: number) =>
        (
          await send(conn, '/api/client/authenticate', {
            email: persona(key).email,
            password: persona(key).password,
          })
        ).body as unknown as { success: { token: string } };
      // SRV-50: an offer of the demo world, bought by two demo clients.
      const world = await worldOf(db, 'demo');
      const offer = (await openOffersOf(db)).find(
        (o) =>
          o.sellerId !== idOf('demo') &&
          o.sellerId !== idOf('emisor') &&
          world.has(o.sellerId) &&
          o.precioVentaMicro < 3_000_000_000,
      )!;
      const demo = (await signIn('demo', 0)).success.token;
      const emisor = (await signIn('emisor', 1)).success.token;
      const results = await Promise.all([
        send(0, '/api/client/investments/create_secundary', { offer_id: offer.id }, demo),
        send(1, '/api/client/investments/create_secundary', { offer_id: offer.id }, emisor),
        send(1, '/api/client/investments/create_secundary', { offer_id: offer.id }, emisor),
        send(0, '/api/client/investments/create_secundary', { offer_id: offer.id }, demo),
      ]);
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      for (const r of results.filter((x) => x.status !== 200)) {
        expect(r.status).toBe(409);
        expect(errorBody.parse(r.body).message).toBe(
          'La oferta ya no está disponible en el mercado secundario.',
        );
      }
      expect((await db.investments.toArray()).filter((i) => i.originOfferId === offer.id)).toHaveLength(1);
      expect((await auditLedger(db)).totalMicro).toBe(0);
      for (const c of contexts) (await c.store()).close();
    });
  });

  describe('offers/cancel', () => {
    it('API-34 SRV-28 OFFER-14 SRV-03 takes the caller’s open offer off every list and lets the investment be offered again', async () => {
      const db = await sim.store();
      const { offer, inv, token } = await offerAs('demo');
      const res = await cancel(token, offer.id);
      expect(res.status).toBe(200);
      expect(messageResponse.parse(res.body).message).toBe(
        'La oferta fue cancelada: su inversión ya no está en el mercado secundario.',
      );
      expect((await db.offers.get(offer.id))!.status).toBe('cancelled');
      expect((await db.investments.get(inv.id))!.mercado_secundario).toBe(0);
      expect((await myOffers(token)).body.data.datos.map((o) => o.id)).not.toContain(offer.id);
      const other = await login('emisor');
      const all: number[] = [];
      for (let page = 1; page <= 3; page += 1)
        all.push(...(await market(other, { page })).body.data.map((r) => r.offer_id));
      expect(all).not.toContain(offer.id);
      await expectRefusal(
        () => buy(other, offer.id),
        409,
        'La oferta ya no está disponible en el mercado secundario.',
      );
      await expectRefusal(
        () => cancel(token, offer.id),
        409,
        'La oferta ya no está abierta y no se puede cancelar.',
      );
      expect((await createOffer(token, offerBody(inv.id))).status).toBe(200);
    });

    it('SRV-28 refuses another client’s offer with 404, an unknown one with 404 and a bad id with 422, changing nothing', async () => {
      const db = await sim.store();
      const token = await login('demo');
      const foreign = (await openOffersOf(db)).find((o) => o.sellerId !== idOf('demo'))!;
      await expectRefusal(() => cancel(token, foreign.id), 404, 'La oferta no existe.');
      await expectRefusal(() => cancel(token, 999_999), 404, 'La oferta no existe.');
      for (const bad of ['abc', '0', '-1', '1.5']) {
        await expectRefusal(() => cancel(token, bad), 422, 'El identificador de la oferta no es válido.');
      }
    });
  });

  describe('offers (Mis ofertas) and investments/sold', () => {
    it('API-32 OFFER-07 ENT-11 ENT-10 lists the caller’s open offers with the documented fields and totals over every row, a day later too', async () => {
      const db = await sim.store();
      const projects = new Map((await db.projects.toArray()).map((p) => [p.id, p]));
      const checkAtClock = async () => {
        // A new session each time: a day outlives one.
        const res = await myOffers(await login('demo'));
        offersListResponse.parse(res.body);
        const expected = (await openOffersOf(db, idOf('demo'))).map((o) => o.id).sort((a, b) => b - a);
        expect(res.body.data.datos.map((o) => o.id)).toEqual(expected);
        const now = sim.clock.now();
        let amount = 0;
        let earned = 0;
        for (const id of expected) {
          const o = (await db.offers.get(id))!;
          const inv = (await db.investments.get(o.investmentId))!;
          amount += inv.amountMicro;
          earned += expectedYield(inv, projects.get(inv.projectId)!.porcentaje_diario, now);
          const row = res.body.data.datos.find((r) => r.id === id)!;
          expect(row.valorventa).toBe(money(o.precioVentaMicro));
          expect(row.amount).toBe(money(inv.amountMicro));
        }
        expect(res.body.data.totales).toEqual({
          cantidad: expected.length,
          total_monto: money(amount),
          total_rendimiento: money(earned),
          total_saldo: money(amount + earned),
        });
        return { earned, ids: expected };
      };
      expect((await checkAtClock()).ids.length).toBeGreaterThan(0);
      // Past today's end ("Hoy" offers leave), then one more day with no offer changed: the totals must follow
      // the clock, not what the server kept from the day before.
      sim.clock.set(endOfDay(sim.clock.now()) + 1000);
      const first = await checkAtClock();
      sim.clock.advance(DAY);
      const next = await checkAtClock();
      expect(next.ids).toEqual(first.ids);
      expect(first.ids.length).toBeGreaterThan(0);
      expect(next.earned).toBeGreaterThan(first.earned);
    });

    it('SRV-04 OFFER-05 pages Mis ofertas by ten and filters it by proyecto, vencimiento and monto', async () => {
      const db = await sim.store();
      const token = await login('demo');
      // More investments than the seed gives (copies of one), so that its offers fill two pages.
      const model = (await freeInvestments(db, idOf('demo')))[0]!;
      await db.transaction('rw', db.tables, async () => {
        for (let i = 0; i < 3; i += 1) await db.investments.add({ ...model, id: undefined });
      });
      for (const inv of await freeInvestments(db, idOf('demo'))) {
        expect((await createOffer(token, offerBody(inv.id))).status).toBe(200);
      }
      const all = (await openOffersOf(db, idOf('demo'))).sort((a, b) => b.id - a.id);
      expect(all.length).toBeGreaterThan(10);
      const second = await myOffers(token, { page: 2 });
      expect(second.body.data).toMatchObject({ page: 2, total_pages: 2 });
      expect(second.body.data.datos.map((o) => o.id)).toEqual(all.slice(10).map((o) => o.id));
      expect(second.body.data.totales.cantidad).toBe(all.length);
      const target = all[3]!;
      const byProject = await myOffers(token, { proyecto: String(target.projectId) });
      expect(byProject.body.data.datos.map((o) => o.id)).toEqual(
        all.filter((o) => o.projectId === target.projectId).map((o) => o.id),
      );
      const none = await myOffers(token, { vencimiento: '1' });
      expect(none.body.data).toMatchObject({ datos: [], page: 1, total_pages: 1, totales: { cantidad: 0 } });
      const big = await myOffers(token, { monto: '2000' });
      expect(big.body.data.datos.map((o) => o.id)).toEqual(
        all.filter((o) => o.precioOriginalMicro >= 2_000_000_000).map((o) => o.id),
      );
    });

    it('API-30 INV-18 ENT-09 lists the caller’s sold investments with sale amount, sale date and totals up to the sale', async () => {
      const db = await sim.store();
      const token = await login('demo');
      const res = await sold(token);
      soldInvestmentsResponse.parse(res.body);
      const mine = (await db.investments.toArray())
        .filter((i) => i.clientId === idOf('demo') && i.status === 'sold')
        .sort((a, b) => b.soldAt! - a.soldAt!);
      expect(mine.length).toBeGreaterThan(0);
      expect(res.body.data.datos.map((r) => r.id)).toEqual(mine.map((i) => i.id));
      const projects = new Map((await db.projects.toArray()).map((p) => [p.id, p]));
      const earned = mine.map((i) =>
        expectedYield(i, projects.get(i.projectId)!.porcentaje_diario, i.soldAt!),
      );
      const amount = mine.reduce((s, i) => s + i.amountMicro, 0);
      const total = earned.reduce((a, b) => a + b, 0);
      expect(res.body.data.totales).toEqual({
        cantidad: mine.length,
        total_monto: money(amount),
        total_rendimiento: money(total),
        total_saldo: money(amount + total),
      });
      mine.forEach((inv, i) => {
        expect(res.body.data.datos[i]).toMatchObject({
          monto_venta: money(inv.saleMicro!),
          date_sold: dateTime(inv.soldAt!),
          mercado_secundario: 0,
        });
      });
      // Another client's list: its own sales only, none of these.
      const other = await sold(await login('emisor'));
      const theirs = (await db.investments.toArray())
        .filter((i) => i.clientId === idOf('emisor') && i.status === 'sold')
        .map((i) => i.id);
      expect(theirs.length).toBeGreaterThan(0);
      expect(other.body.data.datos.map((r) => r.id).sort()).toEqual(theirs.sort());
      expect((await sold(await login('nuevo'))).body.data).toMatchObject({
        datos: [],
        page: 1,
        total_pages: 1,
      });
      const filtered = await sold(token, { proyecto: String(mine[0]!.projectId) });
      expect(filtered.body.data.datos.map((r) => r.id)).toEqual([mine[0]!.id]);
    });
  });

  describe('access: owner, another client, no token, expired token', () => {
    it('API-22 API-28 API-30 API-32 API-33 API-34 answer 401 without a token and with an expired one, changing nothing', async () => {
      const db = await sim.store();
      const own = (await openOffersOf(db, idOf('demo')))[0]!;
      const inv = (await freeInvestments(db, idOf('demo')))[0]!;
      const calls = (token?: string) => [
        () => post<Body>('/api/client/projects/secundario', {}, token),
        () => post<Body>('/api/client/offers', {}, token),
        () => post<Body>('/api/client/investments/sold', {}, token),
        () => post<Body>('/api/client/offers/create', offerBody(inv.id), token),
        () => post<Body>(`/api/client/offers/cancel/${own.id}`, {}, token),
        () => post<Body>('/api/client/investments/create_secundary', { offer_id: own.id }, token),
      ];
      for (const call of calls()) await expectRefusal(call, 401, 'Intente nuevamente');
      const token = await login('demo');
      sim.clock.advance(SESSION_LIFETIME_MS);
      for (const call of calls(token)) {
        await expectRefusal(call, 401, 'Su sesión ha expirado. Inicie sesión nuevamente.');
      }
    });

    it('SRV-24 SRV-28 SRV-26 give the owner its own offer and investment and refuse them to another client', async () => {
      const db = await sim.store();
      const { offer, inv, token } = await offerAs('demo');
      const other = await login('inversor');
      await expectRefusal(() => cancel(other, offer.id), 404, 'La oferta no existe.');
      await expectRefusal(() => createOffer(other, offerBody(inv.id)), 404, 'La inversión no existe.');
      await expectRefusal(() => buy(token, offer.id), 422, 'No puede comprar su propia oferta.');
      expect((await cancel(token, offer.id)).status).toBe(200);
      expect((await db.offers.get(offer.id))!.status).toBe('cancelled');
    });
  });
});
