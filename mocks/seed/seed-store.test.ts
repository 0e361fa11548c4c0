import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { snapshot, TEST_START } from '../../tests/simulator';
import { DAY_MS, endOfDay } from '../domain/dates';
import {
  DEMO_FEES_ACCOUNT,
  FEES_ACCOUNT,
  cardAccount,
  holdAccount,
  investedAccount,
  parseAccountId,
  walletAccount,
} from '../domain/ledger';
import { microOf } from '../domain/money';
import { salePriceMicro } from '../domain/offer-rules';
import { passwordMatches } from '../domain/password';
import { StoreDb } from '../store/db';
import { auditLedger, balanceOf } from '../store/ledger-repo';
import type { ProjectRecord } from '../store/records';
import { investmentYield } from '../domain/yield';
import { openStore } from '../store/ready';
import { countries } from './countries';
import { salePriceMicro as seedSalePrice } from './market';
import { persona, personas } from './personas';
import { buildSeedPlan, seedStore } from './seed-store';

let stores = 0;
const storeOptions = () => ({ name: `seed-${++stores}`, indexedDB: new IDBFactory(), IDBKeyRange });

async function seededStore(now = TEST_START): Promise<StoreDb> {
  const db = new StoreDb(storeOptions());
  await db.open();
  await db.transaction('rw', db.tables, async () => {
    await seedStore(db, now);
  });
  return db;
}

/** The platform's day of a moment (Bogotá, UTC-5) and the last second of a platform day. */
const BOGOTA_OFFSET_MS = 5 * 3_600_000;
const platformDay = (at: number) => Math.floor((at - BOGOTA_OFFSET_MS) / DAY_MS);
const lastSecondOf = (day: number) => (day + 1) * DAY_MS + BOGOTA_OFFSET_MS - 1_000;
/** SRV-22: what is left to invest in a project. */
const available = (p: ProjectRecord) => p.amountMicro - p.invertidoMicro - p.reservedMicro;

const demo = persona('demo');
const inversor = persona('inversor');
const emisor = persona('emisor');

describe('demo seed', () => {
  let db: StoreDb;
  beforeAll(async () => {
    db = await seededStore();
  });

  it('SRV-05 seeds the documented personas with status, demo mode, offerer flag, confirmed e-mail and password', async () => {
    const expected = [
      ['demo@simulador.test', 'demo1234', 3, 'active', false, true, 'Valentina Ríos', microOf(25_000)],
      [
        'inversor@simulador.test',
        'inversor1234',
        3,
        'inactive',
        false,
        true,
        'Andrés Gómez',
        microOf(12_500),
      ],
      [
        'emisor@simulador.test',
        'emisor1234',
        3,
        'active',
        true,
        true,
        'Constructora Andina S.A.S.',
        microOf(3_000),
      ],
      ['nuevo@simulador.test', 'nuevo1234', 1, 'active', false, true, 'Lucía Fernández', 0],
      ['verificando@simulador.test', 'verifica1234', 2, 'active', false, true, 'Mateo Herrera', 0],
      ['pendiente@simulador.test', 'pendiente1234', 1, 'active', false, false, 'Sofía Castillo', 0],
    ] as const;
    for (const [email, password, status, demoStatus, ofertante, confirmed, name, wallet] of expected) {
      const client = await db.clients.where('email').equals(email).first();
      expect(client, email).toBeDefined();
      expect(client).toMatchObject({
        status,
        demo_status: demoStatus,
        is_ofertante: ofertante,
        emailConfirmed: confirmed,
      });
      expect(passwordMatches(password, client!)).toBe(true);
      expect(passwordMatches(`${password}x`, client!)).toBe(false);
      expect(client!.passwordHash).not.toContain(password);
      expect(client!.datos.name).toBe(name);
      expect(await balanceOf(db, walletAccount(client!.id))).toBe(wallet);
      expect(client).toMatchObject({ feeFlatMicro: 1_000_000, feePercentBp: 200 });
    }
    // The README table comes from personas.ts: it must say the same.
    expect(personas.map((p) => [p.email, p.password])).toEqual(expected.map(([e, p]) => [e, p]));
  });

  it('SRV-05 gives the offerer its own projects and the unconfirmed persona an unused activation in the outbox', async () => {
    const own = await db.projects.where('oferenteId').equals(emisor.id).toArray();
    expect(own.length).toBeGreaterThanOrEqual(3);
    expect(new Set(own.map((p) => p.issuer))).toEqual(new Set(['Constructora Andina S.A.S.']));

    const pending = await db.clients.where('email').equals('pendiente@simulador.test').first();
    const activations = await db.activations.where('clientId').equals(pending!.id).toArray();
    expect(activations).toHaveLength(1);
    expect(activations[0]!.usedAt).toBeNull();
    expect(activations[0]!.token).toMatch(/^[0-9a-f]{64}$/);
    const mail = await db.outbox.where('to').equals('pendiente@simulador.test').toArray();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: 'activation', link: `/activation/${activations[0]!.token}` });
  });

  it('SRV-05 adds 6 generated verified investors, all confirmed', async () => {
    const clients = await db.clients.toArray();
    const generated = clients.filter((c) => !personas.some((p) => p.email === c.email));
    expect(generated).toHaveLength(6);
    for (const c of generated) {
      expect(c).toMatchObject({ status: 3, emailConfirmed: true, is_ofertante: false });
      expect(c.email).toMatch(/^[a-z]+\.[a-z]+\d+@inversores\.test$/);
      expect(c.datos.name).toBeTruthy();
    }
    expect(clients.filter((c) => !c.emailConfirmed).map((c) => c.email)).toEqual([
      'pendiente@simulador.test',
    ]);
    expect(new Set(clients.map((c) => c.email)).size).toBe(clients.length);
  });

  it('SRV-06 seed covers every relevancia and riesgo, several countries, activities and issuers', async () => {
    const projects = await db.projects.toArray();
    expect(projects.length).toBeGreaterThanOrEqual(35);
    expect(new Set(projects.map((p) => p.relevancia))).toEqual(new Set([1, 2, 3]));
    expect(new Set(projects.map((p) => p.risk))).toEqual(
      new Set(['A++', 'A+', 'A', 'Bajo', 'Medio', 'Alto']),
    );
    const isos = new Set(projects.map((p) => p.country_iso));
    expect(isos.size).toBeGreaterThanOrEqual(5);
    for (const p of projects) {
      const country = countries.find((c) => c.iso === p.country_iso);
      expect(country?.id, p.code).toBe(p.countryId);
    }
    const issuers = await db.issuers.toArray();
    const storedActivities = await db.activities.toArray();
    expect(storedActivities.length).toBe(8);
    for (const activity of storedActivities) {
      expect(
        issuers.filter((i) => i.actividadId === activity.id).length,
        activity.activity,
      ).toBeGreaterThanOrEqual(2);
      expect(
        projects.some((p) => p.actividadId === activity.id),
        activity.activity,
      ).toBe(true);
    }
    for (const p of projects) {
      expect(
        issuers.some((i) => i.issuer === p.issuer && i.actividadId === p.actividadId),
        p.code,
      ).toBe(true);
    }
    const types = await db.offerTypes.toArray();
    expect(types.length).toBeGreaterThanOrEqual(3);
    expect(new Set(projects.map((p) => p.tipoId))).toEqual(new Set(types.map((t) => t.id)));
  });

  it('SRV-41 stores every project with the numeric interest key the rango index reads, across the 0-20 % range', async () => {
    const projects = (await db.projects.toArray()) as (ProjectRecord & { interestKey?: number })[];
    for (const p of projects) {
      expect(p.interestKey, p.code).toBe(Math.round(Number(p.tax_referential_client) * 1_000_000));
    }
    const rates = new Set(projects.map((p) => Number(p.tax_referential_client)));
    expect([...rates].some((r) => r < 10)).toBe(true);
    expect([...rates].some((r) => r >= 20)).toBe(true);
    expect(rates.size).toBeGreaterThanOrEqual(6);
  });

  it('SRV-23 counts in amount_invertido and total_inversores every seeded investment, once per investor', async () => {
    const investments = await db.investments.toArray();
    const projects = await db.projects.toArray();
    for (const p of projects) {
      const primary = investments.filter((i) => i.projectId === p.id && i.originOfferId === null);
      const investors = new Set(primary.map((i) => i.clientId)).size;
      expect(p.total_inversores, p.code).toBeGreaterThanOrEqual(investors);
      if (primary.length > 0) expect(p.invertidoMicro, p.code).toBeGreaterThan(0);
    }
  });

  it('AUTO-10 seed plans projects that open over the coming year, not listed and with nothing invested', async () => {
    const planned = (await db.projects.toArray()).filter((p) => p.status === 'PROGRAMADO');
    expect(planned).toHaveLength(16);
    const openDays = planned.map((p) => Math.round((p.startAt - TEST_START) / DAY_MS));
    expect(openDays[0]).toBe(1);
    expect(openDays[openDays.length - 1]).toBe(330);
    expect([...openDays].sort((a, b) => a - b)).toEqual(openDays);
    for (const p of planned) {
      expect(p.invertidoMicro).toBe(0);
      expect(p.total_inversores).toBe(0);
      expect(p.oferenteId).toBeNull();
      expect(p.endAt).toBeGreaterThan(p.startAt);
    }
    expect(new Set(planned.map((p) => p.risk)).size).toBe(6);
  });

  it('SRV-06 seed covers a project with disponible below 50 and no project over-invested', async () => {
    const projects = await db.projects.toArray();
    const low = projects.filter((p) => available(p) > 0 && available(p) < microOf(50));
    expect(low.map((p) => [p.id, available(p)])).toEqual([[5, microOf(37, 50)]]);
    for (const p of projects) expect(available(p), p.code).toBeGreaterThan(0);
    // amount_invertido includes every seeded primary investment
    const investments = await db.investments.toArray();
    for (const p of projects) {
      const seeded = investments
        .filter((i) => i.projectId === p.id && i.originOfferId === null)
        .reduce((s, i) => s + i.amountMicro, 0);
      expect(p.invertidoMicro).toBeGreaterThanOrEqual(seeded);
    }
  });

  it("SRV-06 seed covers projects with empty and 'null' pdf_oferente and brouchure, and some with video", async () => {
    const projects = await db.projects.toArray();
    for (const field of ['pdf_oferente', 'brouchure'] as const) {
      const values = projects.map((p) => p[field]);
      expect(values, field).toContain('');
      expect(values, field).toContain('null');
      expect(
        values.some((v) => v.endsWith('.pdf')),
        field,
      ).toBe(true);
    }
    expect(projects.some((p) => p.video !== '')).toBe(true);
    expect(projects.some((p) => p.video === '')).toBe(true);
  });

  it('SRV-06 seed covers end dates in every vencimiento window and beyond, with parcels for several contracts', async () => {
    // The planned projects (AUTO-10) are not open yet: they start in the seed's future.
    const projects = (await db.projects.toArray()).filter((p) => p.status !== 'PROGRAMADO');
    const within = (days: number) =>
      projects.filter((p) => p.endAt <= endOfDay(TEST_START + days * DAY_MS)).length;
    expect(within(0)).toBeGreaterThanOrEqual(1);
    expect(within(7)).toBeGreaterThan(within(0));
    expect(within(30)).toBeGreaterThan(within(7));
    expect(within(360)).toBeGreaterThan(within(30));
    expect(projects.length).toBeGreaterThan(within(360));
    for (const p of projects) {
      expect(p.endAt).toBeGreaterThan(TEST_START);
      expect(p.startAt).toBeLessThan(TEST_START);
      expect(p.maxInvestmentAt).toBeLessThanOrEqual(p.endAt);
    }
    expect(new Set(projects.map((p) => p.nrocontrato)).size).toBe(projects.length);
    const parcels = await db.parcels.toArray();
    const contracts = new Set(parcels.map((p) => p.nrocontrato));
    expect(contracts.size).toBeGreaterThanOrEqual(3);
    for (const nrocontrato of contracts) {
      const project = projects.find((p) => p.nrocontrato === nrocontrato);
      expect(project, nrocontrato).toBeDefined();
      const sum = parcels.filter((p) => p.nrocontrato === nrocontrato).reduce((s, p) => s + p.amountMicro, 0);
      expect(sum).toBe(project!.amountMicro);
    }
  });

  it('SRV-06 SRV-24 SRV-25 seed covers open secondary offers of other investors priced and dated as documented', async () => {
    const offers = await db.offers.where('[status+id]').between(['open', 0], ['open', Infinity]).toArray();
    const personaIds = new Set(personas.map((p) => p.id));
    const others = offers.filter((o) => !personaIds.has(o.sellerId));
    expect(new Set(others.map((o) => o.sellerId)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(others.map((o) => o.dateType))).toEqual(new Set([1, 2, 3]));
    const projects = new Map((await db.projects.toArray()).map((p) => [p.id, p]));
    for (const offer of offers) {
      const investment = await db.investments.get(offer.investmentId);
      expect(investment).toMatchObject({ clientId: offer.sellerId, status: 'active', mercado_secundario: 1 });
      expect(offer.precioOriginalMicro).toBe(investment!.amountMicro);
      const project = projects.get(offer.projectId)!;
      // Priced as offers/create would price it (the server's SRV-21 and SRV-24 rules).
      const terms = { ...investment!, porcentajeDiario: project.porcentaje_diario };
      expect(offer.rendimientoMicro).toBe(investmentYield(terms, offer.createdAt).rendimientoMicro);
      expect(offer.precioVentaMicro).toBe(
        salePriceMicro(offer.precioOriginalMicro, offer.rendimientoMicro, offer.amountPercentage),
      );
      expect(offer.createdAt).toBeLessThanOrEqual(TEST_START);
      // 'Hoy' ends at 23:59:59 of its creation day, 'Definido' at 23:59:59 of its date_value.
      if (offer.dateType === 1) expect(offer.endsAt).toBe(lastSecondOf(platformDay(offer.createdAt)));
      if (offer.dateType === 2) expect(offer.endsAt).toBe(lastSecondOf(platformDay(offer.endsAt!)));
      if (offer.dateType === 3) expect(offer.endsAt).toBeNull();
      if (offer.endsAt !== null) expect(offer.endsAt).toBeGreaterThan(TEST_START);
    }
    // SRV-24 by hand: 98 % of (1,000.00 + its yield) for a fixed example
    expect(seedSalePrice(microOf(1_000), microOf(39), '98')).toBe(microOf(1_018, 22));
    // The first offers, worked out by hand. Offer 1: 2,500.00 at 0.023288 % a day, offered 120 platform days
    // after its start (2025-12-27 to 2026-04-26): 2,500 × 120 × 0.023288 % = 69.864 -> 69.86, sold at
    // 103 % of 2,569.86 = 2,646.9558 -> 2,646.96.
    expect(await db.offers.get(1)).toMatchObject({
      precioOriginalMicro: microOf(2_500),
      amountPercentage: '103',
      rendimientoMicro: microOf(69, 86),
      precioVentaMicro: microOf(2_646, 96),
    });
    // Offer 4: 1,000.00 at 0.057534 % for 90 days (2026-03-27 to 2026-06-25) = 51.7806 -> 51.78; 101.50 % of
    // 1,051.78 = 1,067.5567 -> 1,067.56; 'Definido' until 2026-07-05, 23:59:59 in Bogotá.
    expect(await db.offers.get(4)).toMatchObject({
      precioOriginalMicro: microOf(1_000),
      amountPercentage: '101.50',
      rendimientoMicro: microOf(51, 78),
      precioVentaMicro: microOf(1_067, 56),
      dateType: 2,
      endsAt: Date.UTC(2026, 6, 6, 4, 59, 59),
    });
    // every offered investment has exactly one open offer
    const offered = (await db.investments.toArray()).filter((i) => i.mercado_secundario === 1);
    expect(offered.map((i) => i.id).sort()).toEqual(offers.map((o) => o.investmentId).sort());
  });

  it('SRV-06 SRV-27 seed covers active, offered and sold investments of both investors', async () => {
    for (const p of [demo, inversor]) {
      const active = await db.investments.where('[clientId+status]').equals([p.id, 'active']).toArray();
      const sold = await db.investments.where('[clientId+status]').equals([p.id, 'sold']).toArray();
      expect(
        active.some((i) => i.mercado_secundario === 0),
        p.email,
      ).toBe(true);
      expect(
        active.some((i) => i.mercado_secundario === 1),
        p.email,
      ).toBe(true);
      expect(sold.length, p.email).toBeGreaterThanOrEqual(1);
      for (const s of sold) {
        expect(s.soldAt).toBeLessThan(TEST_START);
        const offer = (await db.offers.where('investmentId').equals(s.id).toArray()).find(
          (o) => o.status === 'sold',
        )!;
        expect(offer).toMatchObject({ sellerId: p.id, closedAt: s.soldAt });
        expect(s.saleMicro).toBe(offer.precioVentaMicro);
        const bought = (await db.investments.toArray()).find((i) => i.originOfferId === offer.id);
        expect(bought).toMatchObject({
          clientId: offer.buyerId,
          status: 'active',
          endAt: s.endAt,
          amountMicro: s.amountMicro,
        });
        expect(offer.buyerId).not.toBe(p.id);
      }
    }
    // one of them also bought on the secondary market
    const purchases = (await db.investments.toArray()).filter((i) => i.originOfferId !== null);
    expect(purchases.some((i) => i.clientId === inversor.id)).toBe(true);
  });

  it('SRV-06 SRV-34 SRV-35 seed covers deposits in each status', async () => {
    const deposits = await db.deposits
      .where('[clientId+id]')
      .between([demo.id, 0], [demo.id, Infinity])
      .toArray();
    expect(new Set(deposits.map((d) => d.status))).toEqual(new Set(['EN PROCESO', 'APROBADO', 'RECHAZADO']));
    const addresses = new Set((await db.depositAddresses.toArray()).map((a) => a.direccion));
    for (const d of await db.deposits.toArray()) {
      expect(d.amountMicro).toBeLessThanOrEqual(microOf(5_000));
      expect(d.amountMicro % 10_000).toBe(0);
      expect(addresses.has(d.direccion)).toBe(true);
      expect(d).toMatchObject({ type: 2, currency_tag: 'USDT' });
      expect(d.resolvedAt === null).toBe(d.status === 'EN PROCESO');
    }
    // ids follow the order of the reports, as lists read them
    const all = await db.deposits.toArray();
    expect(all.map((d) => d.createdAt)).toEqual([...all.map((d) => d.createdAt)].sort((a, b) => a - b));
  });

  it('SRV-06 SRV-29 SRV-31 seed covers withdrawals in every status with the documented fees', async () => {
    const withdrawals = await db.withdrawals.toArray();
    expect(new Set(withdrawals.map((w) => w.status))).toEqual(
      new Set(['APROBADO', 'RECHAZADO', 'EN PROCESO']),
    );
    // Only the investor without demo mode has one in process: requested at the moment of the seed.
    const inProcess = withdrawals.filter((w) => w.status === 'EN PROCESO');
    expect(inProcess.map((w) => [w.clientId, w.createdAt, w.resolvedAt])).toEqual([
      [inversor.id, TEST_START, null],
    ]);
    // 400.00 withdrawn: 1.00 + 2 % × 400.00 = 9.00 of fees, 391.00 to receive.
    expect(inProcess[0]).toMatchObject({
      amountMicro: microOf(400),
      feeMicro: microOf(9),
      netMicro: microOf(391),
    });
    expect(new Set(withdrawals.map((w) => w.clientId))).toEqual(new Set([demo.id, inversor.id, emisor.id]));
    expect(new Set(withdrawals.filter((w) => w.clientId === inversor.id).map((w) => w.type))).toEqual(
      new Set([1, 2, 3, 4]),
    );
    // ids follow the order of the requests, as lists read them
    expect(withdrawals.map((w) => w.createdAt)).toEqual(
      [...withdrawals.map((w) => w.createdAt)].sort((a, b) => a - b),
    );
    for (const w of withdrawals) {
      // SRV-31 with the default tasas: 1.00 flat plus 2 % (seeded amounts are whole units).
      expect(w.feeMicro).toBe(microOf(1) + w.amountMicro / 50);
      expect(w.netMicro).toBe(w.amountMicro - w.feeMicro);
      expect(w.pin).toMatch(/^\d{6}$/);
      const beneficiary = await db.beneficiaries.get(w.beneficiaryId!);
      expect(beneficiary?.clientId).toBe(w.clientId);
      expect(w.remesa !== null).toBe(w.type === 4);
    }
    // SRV-50: the real clients' fees in the real fees account, the demo clients' in the demo one.
    const demoIds = new Set(
      (await db.clients.toArray()).filter((c) => c.demo_status === 'active').map((c) => c.id),
    );
    const approvedFees = (demo: boolean) =>
      withdrawals
        .filter((w) => w.status === 'APROBADO' && demoIds.has(w.clientId) === demo)
        .reduce((s, w) => s + w.feeMicro, 0);
    expect(await balanceOf(db, FEES_ACCOUNT)).toBe(approvedFees(false));
    expect(await balanceOf(db, DEMO_FEES_ACCOUNT)).toBe(approvedFees(true));
    expect(approvedFees(true)).toBeGreaterThan(0);
    // RETENCION holds exactly the withdrawal in process
    expect(await balanceOf(db, holdAccount(inversor.id))).toBe(inProcess[0]!.amountMicro);
    expect(await balanceOf(db, holdAccount(demo.id))).toBe(0);
  });

  it('SRV-06 seed covers beneficiaries of every kind and USDT addresses on both networks', async () => {
    for (const p of [demo, inversor, emisor]) {
      const rows = await db.beneficiaries
        .where('[clientId+bank_personal]')
        .between([p.id, 0], [p.id, 9])
        .toArray();
      expect(rows.some((b) => b.bank_personal === 1 && b.fields.bank_account !== '')).toBe(true);
      expect(rows.some((b) => b.bank_personal === 2 && b.fields.bank_swift !== '')).toBe(true);
      expect(
        rows.some((b) => b.bank_personal === 3 && b.fields.network === '' && b.fields.identificacion !== ''),
      ).toBe(true);
      expect(
        rows.some((b) => b.bank_personal === 3 && b.fields.network !== '' && b.fields.address_cripto !== ''),
      ).toBe(true);
      for (const b of rows) {
        if (b.fields.country_id)
          expect(countries.some((c) => String(c.id) === b.fields.country_id)).toBe(true);
        if (b.fields.bank_type) expect(['AHORRO', 'CORRIENTE']).toContain(b.fields.bank_type);
      }
    }
    const addresses = await db.depositAddresses.toArray();
    expect(addresses.map((a) => a.network).sort()).toEqual(['Ethereum (ERC-20)', 'TRON (TRC-20)']);
    expect(addresses.find((a) => a.network === 'TRON (TRC-20)')!.direccion).toMatch(
      /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
    );
    expect(addresses.find((a) => a.network === 'Ethereum (ERC-20)')!.direccion).toMatch(/^0x[0-9a-f]{40}$/);
  });

  it('SRV-06 SRV-36 seed covers cards with and without movements in every status, balances from the ledger', async () => {
    const cards = await db.cards.toArray();
    expect(new Set(cards.map((c) => c.status))).toEqual(new Set(['APROBADO', 'DESACTIVADA', 'PENDIENTE']));
    const moves = await db.cardMovements.toArray();
    const withMoves = cards.filter((c) => moves.some((m) => m.cardId === c.id));
    expect(withMoves.length).toBeGreaterThanOrEqual(2);
    expect(cards.some((c) => c.status === 'APROBADO' && !withMoves.includes(c))).toBe(true);
    for (const p of [demo, inversor]) expect(withMoves.some((c) => c.clientId === p.id)).toBe(true);
    for (const card of cards) {
      expect(card.number).toMatch(/^\d{16}$/);
      const sum = moves.filter((m) => m.cardId === card.id).reduce((s, m) => s + m.amountMicro, 0);
      expect(card.balanceMicro).toBe(sum);
      expect(await balanceOf(db, cardAccount(card.id))).toBe(card.balanceMicro);
    }
  });

  it('SRV-39 every statement line carries the running wallet balance after it', async () => {
    const clients = await db.clients.toArray();
    for (const c of clients) {
      const lines = await db.movements.where('[clientId+id]').between([c.id, 0], [c.id, Infinity]).toArray();
      let saldo = 0;
      let at = 0;
      for (const line of lines) {
        saldo += line.balanceMicro;
        expect(line.saldoMicro, `${c.email} #${line.id}`).toBe(saldo);
        expect(line.at).toBeGreaterThanOrEqual(at);
        expect(line.at).toBeLessThanOrEqual(TEST_START);
        at = line.at;
      }
      expect(saldo).toBe(await balanceOf(db, walletAccount(c.id)));
    }
    expect(
      await db.movements.where('[clientId+id]').between([demo.id, 0], [demo.id, Infinity]).count(),
    ).toBeGreaterThan(10);
  });

  it('stays small enough to seed on the first visit: hundreds of rows per table, not thousands', async () => {
    for (const table of db.tables) expect(await table.count(), table.name).toBeLessThan(1_000);
    expect(await db.movements.count()).toBeGreaterThan(100);
  });

  it('keeps the ledger invariants: balances sum to zero, match their entries, no client account below zero', async () => {
    expect(await auditLedger(db)).toEqual({ totalMicro: 0, mismatches: [], negatives: [], unbalanced: [] });
    const accounts = await db.accounts.toArray();
    for (const a of accounts) {
      const parsed = parseAccountId(a.id);
      expect(parsed?.kind, a.id).toBe(a.kind);
    }
    // INVERTIDO: each invested account holds exactly the principal of the client's active investments
    const investments = await db.investments.toArray();
    for (const c of await db.clients.toArray()) {
      const principal = investments
        .filter((i) => i.clientId === c.id && i.status === 'active')
        .reduce((s, i) => s + i.amountMicro, 0);
      expect(await balanceOf(db, investedAccount(c.id)), c.email).toBe(principal);
    }
  });
});

describe('seed determinism and loading', () => {
  it('two fresh stores seeded with the same now hold identical rows', async () => {
    const a = await seededStore();
    const b = await seededStore();
    expect(await snapshot(b)).toEqual(await snapshot(a));
  });

  it('derives every time from now and never calls Math.random or Date.now', () => {
    const random = vi.spyOn(Math, 'random');
    const clock = vi.spyOn(Date, 'now');
    const first = buildSeedPlan(TEST_START);
    const later = buildSeedPlan(TEST_START + 10 * DAY_MS);
    expect(random).not.toHaveBeenCalled();
    expect(clock).not.toHaveBeenCalled();
    const shift = (n: number) => n + 10 * DAY_MS;
    expect(later.clients.map((c) => c.createdAt)).toEqual(first.clients.map((c) => shift(c.createdAt)));
    expect(later.deposits.map((d) => d.createdAt)).toEqual(first.deposits.map((d) => shift(d.createdAt)));
    expect(later.projects.map((p) => p.endAt)).toEqual(first.projects.map((p) => shift(p.endAt)));
    // the activation token does not depend on time, the dates of the data do
    expect(later.activations[0]!.token).toBe(first.activations[0]!.token);
  });

  it('openStore seeds an empty store once and marks it', async () => {
    const options = storeOptions();
    const db = await openStore(TEST_START, options);
    expect((await db.meta.get('seededAt'))?.value).toBe(TEST_START);
    const clients = await db.clients.count();
    db.close();
    const again = await openStore(TEST_START + DAY_MS, options);
    expect(await again.clients.count()).toBe(clients);
    expect((await again.meta.get('seededAt'))?.value).toBe(TEST_START);
    again.close();
  });
});

describe('country list', () => {
  it('CONST-06 holds about 230 countries with unique numeric ids, ISO codes and names, including the fixed ids', async () => {
    expect(countries.length).toBeGreaterThanOrEqual(220);
    expect(countries.length).toBeLessThanOrEqual(250);
    const byName = new Map(countries.map((c) => [c.name, c]));
    expect(byName.get('Estados Unidos')).toEqual({ id: 55, iso: 'US', name: 'Estados Unidos' });
    expect(byName.get('Colombia')).toEqual({ id: 82, iso: 'CO', name: 'Colombia' });
    expect(byName.get('España')).toEqual({ id: 28, iso: 'ES', name: 'España' });
    expect(new Set(countries.map((c) => c.id)).size).toBe(countries.length);
    expect(new Set(countries.map((c) => c.iso)).size).toBe(countries.length);
    expect(new Set(countries.map((c) => c.name)).size).toBe(countries.length);
    for (const c of countries) {
      expect(Number.isSafeInteger(c.id) && c.id > 0).toBe(true);
      expect(c.iso).toMatch(/^[A-Z]{2}$/);
      expect(c.name.trim()).toBe(c.name);
    }
    const db = await seededStore();
    expect(await db.countries.orderBy('id').toArray()).toEqual([...countries].sort((a, b) => a.id - b.id));
  });

  it('CONST-06 keeps the ids stable: a sample of the list', () => {
    const sample = Object.fromEntries(
      ['AR', 'BR', 'CL', 'EC', 'MX', 'PA', 'PE', 'VE', 'DE', 'FR'].map((iso) => [
        iso,
        countries.find((c) => c.iso === iso)!.id,
      ]),
    );
    expect(sample).toEqual({
      AR: 10,
      BR: 30,
      CL: 42,
      EC: 57,
      MX: 145,
      PA: 169,
      PE: 172,
      VE: 231,
      DE: 3,
      FR: 70,
    });
  });
});
