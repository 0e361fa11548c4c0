import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { StoreDb } from './db';
import { fillThenRebuild } from './figures-middleware';
import { rebuildFigures } from './figures-rebuild';
import type { DepositRecord, InvestmentStatus, NewRecord } from './records';

let stores = 0;
async function fresh(): Promise<StoreDb> {
  const db = new StoreDb({ name: `figures-${++stores}`, indexedDB: new IDBFactory(), IDBKeyRange });
  await db.open();
  return db;
}

const deposit = (clientId: number, amountMicro: number): NewRecord<DepositRecord> => ({
  clientId,
  amountMicro,
  direccion: 'x',
  hash: 'h',
  type: 1,
  fileName: '',
  status: 'EN PROCESO',
  currency_tag: 'USDT',
  createdAt: 0,
  resolvedAt: null,
});

const rw = <T>(db: StoreDb, fn: () => Promise<T>) => db.transaction('rw', db.tables, async () => await fn());
const pending = async (db: StoreDb, clientId: number) =>
  (await db.clientFigures.get(clientId))?.pendingDepositMicro;

describe('the kept figures middleware', () => {
  it('SRV-20 keeps a client’s figure through add, update, put, delete and clear', async () => {
    const db = await fresh();
    const [a, b] = await rw(db, async () => [
      await db.deposits.add(deposit(1, 10)),
      await db.deposits.add(deposit(1, 20)),
    ]);
    expect(await pending(db, 1)).toBe(30);
    await rw(db, () => db.deposits.update(a!, { status: 'APROBADO' }));
    expect(await pending(db, 1)).toBe(20);
    await rw(db, async () => db.deposits.put({ ...(await db.deposits.get(b!))!, amountMicro: 25 }));
    expect(await pending(db, 1)).toBe(25);
    await rw(db, () => db.deposits.delete(b!));
    expect(await pending(db, 1)).toBe(0);
    await rw(db, () => db.deposits.bulkAdd([deposit(2, 5), deposit(3, 7)]));
    await rw(db, () => db.deposits.clear());
    expect([await pending(db, 2), await pending(db, 3)]).toEqual([0, 0]);
  });

  it('SRV-20 loses no change when writes of one transaction run together', async () => {
    const db = await fresh();
    await rw(db, () => Promise.all(Array.from({ length: 8 }, (_, i) => db.deposits.add(deposit(1, i + 1)))));
    expect(await pending(db, 1)).toBe(36);
  });

  it('SRV-20 rolls the figures back with a transaction that fails', async () => {
    const db = await fresh();
    await rw(db, () => db.deposits.add(deposit(1, 10)));
    await expect(
      rw(db, async () => {
        await db.deposits.add(deposit(1, 99));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await pending(db, 1)).toBe(10);
  });

  it('SRV-20 a whole fill (seed, loaded state) is tallied once at its end, and the writes after it as they come', async () => {
    const db = await fresh();
    const during = await db.transaction('rw', db.tables, async (tx) => {
      let seen: number | undefined;
      await fillThenRebuild(tx, async () => {
        await db.deposits.bulkAdd([deposit(1, 10), deposit(1, 20), deposit(2, 5)]);
        seen = await pending(db, 1);
      });
      await db.deposits.add(deposit(2, 1));
      return seen;
    });
    expect(during).toBeUndefined();
    expect([await pending(db, 1), await pending(db, 2)]).toEqual([30, 6]);
  });

  it('SRV-42 counts the client’s active and sold investments per project, named after it, and drops a project no longer held', async () => {
    const db = await fresh();
    const investment = (status: InvestmentStatus) => ({
      clientId: 3,
      projectId: 7,
      status,
      amountMicro: 1_000_000,
      startAt: 0,
      endAt: 1,
      saleMicro: status === 'sold' ? 1_100_000 : null,
    });
    const held = () => db.heldProjects.toArray();
    const [a, b] = await rw(db, async () => {
      await db.projects.add({ id: 7, name: 'Finca Sur' } as never);
      return Promise.all([
        db.investments.add(investment('active') as never),
        db.investments.add(investment('active') as never),
      ]);
    });
    expect(await held()).toEqual([{ clientId: 3, projectId: 7, name: 'Finca Sur', count: 2 }]);
    await rw(db, () => db.investments.update(a!, { status: 'sold', saleMicro: 1_100_000 }));
    await rw(db, () => db.investments.update(b!, { status: 'finished' }));
    expect(await held()).toEqual([{ clientId: 3, projectId: 7, name: 'Finca Sur', count: 1 }]);
    await rw(db, () => db.investments.delete(a!));
    expect(await held()).toEqual([]);
  });

  it('SRV-20 refuses a write whose transaction does not hold the figures tables, rather than drift', async () => {
    const db = await fresh();
    await expect(db.deposits.add(deposit(1, 10))).rejects.toThrow(/fuera de una transacción/);
    expect(await db.deposits.count()).toBe(0);
  });

  it('SRV-43 keeps the invested amount per day and drops a day left empty; a rebuild gives the same rows', async () => {
    const db = await fresh();
    const DAY = 86_400_000;
    const at = Date.UTC(2026, 2, 1, 17);
    const investment = (amountMicro: number, startAt: number) => ({
      clientId: 4,
      projectId: 1,
      status: 'finished' as const,
      amountMicro,
      startAt,
      endAt: startAt + DAY,
      mercado_secundario: 0 as const,
      soldAt: null,
      saleMicro: null,
      originOfferId: null,
      paidThroughAt: startAt,
      nextPaymentAt: null,
    });
    await rw(db, async () => [
      await db.investments.add(investment(100, at)),
      await db.investments.add(investment(50, at + 60_000)),
      await db.investments.add(investment(7, at + DAY)),
    ]);
    const days = async () => (await db.investedDays.toArray()).map((d) => [d.day, d.amountMicro]);
    expect(await days()).toEqual([
      ['2026-03-01', 150],
      ['2026-03-02', 7],
    ]);
    const kept = { figures: await db.clientFigures.toArray(), days: await days() };
    await rw(db, () => rebuildFigures((name) => db.table(name)));
    expect({ figures: await db.clientFigures.toArray(), days: await days() }).toEqual(kept);
    await rw(db, () => db.investments.where('[clientId+status]').equals([4, 'finished']).delete());
    expect(await days()).toEqual([]);
  });
});
