import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { TEST_START } from '../../tests/simulator';
import { walletAccount } from '../domain/ledger';
import type { StoreDb } from './db';
import { auditLedger, balanceOf } from './ledger-repo';
import { openOffer, readOwnOffers, readMarketPage, recordPurchase, settleExpiredOffers } from './offer-repo';
import { openStore } from './ready';
import type { MarketFilter } from '../domain/offer-filters';

const DAY = 86_400_000;
const NO_FILTER: MarketFilter = {
  proyecto: '',
  vencimiento: '',
  monto: '',
  pais: '',
  tipo: '',
  emisor: '',
  riesgo: '',
  rango: '',
  actividad: '',
};

const seeded = () => openStore(TEST_START, { indexedDB: new IDBFactory(), IDBKeyRange });
const inTx = <T>(db: StoreDb, fn: () => Promise<T>) => db.transaction('rw', db.tables, fn);

describe('offer repository', () => {
  it('SRV-25 expires exactly the open offers whose end has passed and returns their investments to mercado_secundario 0, once', async () => {
    const db = await seeded();
    const at = TEST_START + 40 * DAY;
    const before = await db.offers.toArray();
    const due = before.filter((o) => o.status === 'open' && o.endsAt !== null && o.endsAt < at);
    expect(due.length).toBeGreaterThan(0);
    expect(await inTx(db, () => settleExpiredOffers(db, at))).toBe(due.length);
    for (const o of await db.offers.toArray()) {
      const was = before.find((b) => b.id === o.id)!;
      if (due.some((d) => d.id === o.id)) {
        expect(o).toEqual({ ...was, status: 'expired', closedAt: was.endsAt });
        expect((await db.investments.get(o.investmentId))!.mercado_secundario).toBe(0);
      } else {
        expect(o).toEqual(was);
      }
    }
    expect(await inTx(db, () => settleExpiredOffers(db, at))).toBe(0);
    db.close();
  });

  it('SRV-25 SRV-07 still expires an offer created after the clock went back behind an earlier sweep', async () => {
    const db = await seeded();
    await inTx(db, () => settleExpiredOffers(db, TEST_START + 40 * DAY));
    const inv = (await db.investments.toArray()).find(
      (i) => i.status === 'active' && i.mercado_secundario === 0 && i.endAt > TEST_START + 3 * DAY,
    )!;
    const endsAt = TEST_START + 3_600_000;
    const id = await inTx(db, async () => {
      await settleExpiredOffers(db, TEST_START);
      return openOffer(db, {
        sellerId: inv.clientId,
        investmentId: inv.id,
        projectId: inv.projectId,
        status: 'open',
        dateType: 1,
        createdAt: TEST_START,
        endsAt,
        precioOriginalMicro: inv.amountMicro,
        rendimientoMicro: 0,
        amountPercentage: '100',
        precioVentaMicro: inv.amountMicro,
        buyerId: null,
        closedAt: null,
      });
    });
    expect(await inTx(db, () => settleExpiredOffers(db, endsAt))).toBe(0);
    // Past the earlier sweep's time: the offer is found only if going back reset what this connection knew.
    expect(await inTx(db, () => settleExpiredOffers(db, TEST_START + 41 * DAY))).toBe(1);
    expect((await db.offers.get(id))!.status).toBe('expired');
    expect((await db.investments.get(inv.id))!.mercado_secundario).toBe(0);
    db.close();
  });

  it('SRV-26 a market one connection keeps follows another connection’s offer changes, and keeps its answer when nothing changed', async () => {
    const factory = new IDBFactory();
    const a = await openStore(TEST_START, { indexedDB: factory, IDBKeyRange });
    const b = await openStore(TEST_START, { indexedDB: factory, IDBKeyRange });
    const callerId = 1;
    const market = async (db: StoreDb) =>
      (await inTx(db, () => readMarketPage(db, callerId, 'demo', NO_FILTER, 1, TEST_START))).rows.map(
        (r) => r.offer.id,
      );
    const before = await market(a);
    expect(before.length).toBeGreaterThan(1);
    const [withdrawn] = before;
    const sellerId = (await a.offers.get(withdrawn!))!.sellerId;
    const ownOpen = async (db: StoreDb) =>
      (
        await inTx(db, () =>
          readOwnOffers(db, sellerId, { proyecto: '', vencimiento: '', monto: '' }, 1, TEST_START),
        )
      ).keys.map((k) => k.id);
    const sellersBefore = await ownOpen(a);
    expect(sellersBefore).toContain(withdrawn);
    await inTx(b, () => b.offers.update(withdrawn!, { status: 'cancelled' }));
    expect(await ownOpen(a)).toEqual(sellersBefore.filter((id) => id !== withdrawn));
    const after = await market(a);
    expect(after).not.toContain(withdrawn);
    expect(after.slice(0, before.length - 1)).toEqual(before.slice(1));
    expect(await market(a)).toEqual(after);
    expect(await market(b)).toEqual(after);
  });

  it("SRV-26 SRV-04 SRV-50 reads one page of the open offers of other clients of the caller's world, newest first, and the same rows with a filter that keeps all", async () => {
    const db = await seeded();
    const callerId = 1;
    const demoSellers = new Set(
      (await db.clients.toArray()).filter((c) => c.demo_status === 'active').map((c) => c.id),
    );
    const open = (await db.offers.toArray())
      .filter((o) => o.status === 'open' && o.sellerId !== callerId && demoSellers.has(o.sellerId))
      .map((o) => o.id)
      .sort((a, b) => b - a);
    // SRV-04: ten rows a page.
    const page = await inTx(db, () => readMarketPage(db, callerId, 'demo', NO_FILTER, 1, TEST_START));
    expect(page.total).toBe(open.length);
    expect(page.rows.map((r) => r.offer.id)).toEqual(open.slice(0, 10));
    for (const r of page.rows) {
      expect(r.investment.id).toBe(r.offer.investmentId);
      expect(r.project.id).toBe(r.offer.projectId);
    }
    const filtered = await inTx(db, () =>
      readMarketPage(db, callerId, 'demo', { ...NO_FILTER, rango: '0.01' }, 1, TEST_START),
    );
    expect(filtered.rows.map((r) => r.offer.id)).toEqual(open.slice(0, 10));
    const own = await inTx(db, () =>
      readOwnOffers(db, callerId, { proyecto: '', vencimiento: '', monto: '' }, 1, TEST_START),
    );
    expect(own.keys.map((k) => k.id)).toEqual(
      (await db.offers.toArray())
        .filter((o) => o.status === 'open' && o.sellerId === callerId)
        .map((o) => o.id)
        .sort((a, b) => b - a),
    );
    for (const k of own.keys) {
      const o = (await db.offers.get(k.id))!;
      const inv = (await db.investments.get(o.investmentId))!;
      const p = (await db.projects.get(o.projectId))!;
      expect(k).toEqual({
        id: k.id,
        sellerId: callerId,
        world: 'demo',
        projectId: o.projectId,
        investmentId: o.investmentId,
        amountMicro: inv.amountMicro,
        startAt: inv.startAt,
        endAt: inv.endAt,
        porcentajeDiario: p.porcentaje_diario,
      });
    }
    expect(own.page.map((r) => r.offer.id)).toEqual(own.keys.map((k) => k.id).slice(0, 10));
    db.close();
  });

  it('SRV-27 records a purchase with balanced ledger entries, the sale and the buyer’s investment', async () => {
    const db = await seeded();
    const demoSellers = new Set(
      (await db.clients.toArray()).filter((c) => c.demo_status === 'active').map((c) => c.id),
    );
    const offer = (await db.offers.toArray()).find(
      (o) => o.status === 'open' && o.sellerId !== 1 && demoSellers.has(o.sellerId),
    )!;
    const sold = (await db.investments.get(offer.investmentId))!;
    const project = (await db.projects.get(offer.projectId))!;
    const before = await balanceOf(db, walletAccount(1));
    const at = TEST_START + 1000;
    const boughtId = await inTx(db, () =>
      recordPurchase(db, offer, sold, { ...project, id: project.id }, 1, at),
    );
    expect(await balanceOf(db, walletAccount(1))).toBe(before - offer.precioVentaMicro);
    expect((await db.offers.get(offer.id))!.status).toBe('sold');
    expect(await db.investments.get(boughtId)).toMatchObject({
      clientId: 1,
      amountMicro: sold.amountMicro,
      endAt: sold.endAt,
      startAt: at,
    });
    expect(await auditLedger(db)).toEqual({ totalMicro: 0, mismatches: [], negatives: [], unbalanced: [] });
    db.close();
  });

  it('SRV-50 the ledger refuses a purchase across the worlds and nothing of it is written', async () => {
    const db = await seeded();
    // Andrés (2) is real; his open offers are of the real world; Valentina (1) is demo.
    const offer = (await db.offers.toArray()).find((o) => o.status === 'open' && o.sellerId === 2)!;
    const sold = (await db.investments.get(offer.investmentId))!;
    const project = (await db.projects.get(offer.projectId))!;
    const before = await Promise.all([balanceOf(db, walletAccount(1)), balanceOf(db, walletAccount(2))]);
    await expect(
      inTx(db, () => recordPurchase(db, offer, sold, { ...project, id: project.id }, 1, TEST_START + 1000)),
    ).rejects.toThrow(/mezcla cuentas demo y reales/);
    expect(await Promise.all([balanceOf(db, walletAccount(1)), balanceOf(db, walletAccount(2))])).toEqual(
      before,
    );
    expect((await db.offers.get(offer.id))!.status).toBe('open');
    db.close();
  });
});
