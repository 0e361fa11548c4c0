import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { StoreDb } from './db';
import type { MovementRecord, NewRecord } from './records';
import { readMovementPage } from './statement-repo';

const line = (clientId: number, n: number): NewRecord<MovementRecord> => ({
  clientId,
  code: String(n).padStart(6, '0'),
  description: `Movimiento ${n}`,
  balanceMicro: 1_000_000,
  saldoMicro: n * 1_000_000,
  status: 'APROBADO',
  type: 'DEPOSITO',
  notes: '',
  currency_tag: 'USDT',
  at: n * 1_000,
});

describe('statement pages', () => {
  let db: StoreDb;
  beforeEach(async () => {
    db = new StoreDb({ indexedDB: new IDBFactory(), IDBKeyRange });
    await db.open();
    // Two clients' lines interleaved: 25 for client 1, 12 for client 2.
    for (let n = 1; n <= 37; n += 1) await db.movements.add(line(n % 3 === 0 ? 2 : 1, n));
  });

  const page = (clientId: number, p: number) =>
    db.transaction('rw', db.tables, () => readMovementPage(db, clientId, p));
  const ownIds = async (clientId: number) =>
    (await db.movements.toArray())
      .filter((m) => m.clientId === clientId)
      .map((m) => m.id)
      .sort((a, b) => b - a);

  it('SRV-04 SRV-39 reads ten lines a page, newest first, only the client’s own', async () => {
    const ids = await ownIds(1);
    expect(ids).toHaveLength(25);
    const pages = [await page(1, 1), await page(1, 2), await page(1, 3)];
    expect(pages.map((p) => p.rows.length)).toEqual([10, 10, 5]);
    expect(pages.flatMap((p) => p.rows.map((r) => r.id))).toEqual(ids);
    expect(pages.map((p) => [p.total, p.window.page, p.window.totalPages])).toEqual([
      [25, 1, 3],
      [25, 2, 3],
      [25, 3, 3],
    ]);
    expect((await page(2, 9)).window).toMatchObject({ page: 2, totalPages: 2 });
  });

  it('SRV-39 sees lines added after an earlier read', async () => {
    await page(1, 1);
    const added = await db.movements.add(line(1, 99));
    const first = await page(1, 1);
    expect(first.rows[0]!.id).toBe(added);
    expect(first.total).toBe(26);
  });

  it('reads the statement again when its lines were replaced (a reset of the store)', async () => {
    await page(1, 1);
    await db.movements.clear();
    // Lower ids than before, as a store deleted and seeded again would have.
    await db.movements.bulkAdd([1, 2, 3].map((n) => ({ ...line(1, n), id: n })));
    const again = await page(1, 1);
    expect(again.total).toBe(3);
    expect(again.rows.map((r) => r.id)).toEqual([3, 2, 1]);
    // Cleared and written again with higher ids, as a reseed in place would do.
    await db.movements.clear();
    await db.movements.bulkAdd([101, 102].map((n) => ({ ...line(1, n), id: n })));
    const reseeded = await page(1, 1);
    expect(reseeded.total).toBe(2);
    expect(reseeded.rows.map((r) => r.id)).toEqual([102, 101]);
  });

  it('does not keep what a transaction that was rolled back had read', async () => {
    await page(1, 1);
    await expect(
      db.transaction('rw', db.tables, async () => {
        await db.movements.add(line(1, 500));
        expect((await readMovementPage(db, 1, 1)).total).toBe(26);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const after = await page(1, 1);
    expect(after.total).toBe(25);
    expect(after.rows.map((r) => r.id)).toEqual((await ownIds(1)).slice(0, 10));
  });
});
