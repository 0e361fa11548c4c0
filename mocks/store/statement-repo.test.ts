import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { StoreDb } from './db';
import { postEvents, recordMovement, type MovementInput } from './ledger-repo';
import { readMovementPage, readStatementPeriod } from './statement-repo';

const line = (clientId: number, n: number): MovementInput => ({
  clientId,
  code: String(n).padStart(6, '0'),
  description: `Movimiento ${n}`,
  balanceMicro: 1_000_000,
  type: 'DEPOSITO',
  at: n * 1_000,
});

describe('statement pages', () => {
  let db: StoreDb;
  const inTx = <T>(work: () => Promise<T>) => db.transaction('rw', db.tables, work);
  beforeEach(async () => {
    db = new StoreDb({ indexedDB: new IDBFactory(), IDBKeyRange });
    await db.open();
    // Two clients' lines interleaved: 25 for client 1, 12 for client 2.
    for (let n = 1; n <= 37; n += 1) await inTx(() => recordMovement(db, line(n % 3 === 0 ? 2 : 1, n)));
  });

  const page = (clientId: number, p: number) => inTx(() => readMovementPage(db, clientId, p));
  const ownIds = async (clientId: number) =>
    (await db.movements.toArray())
      .filter((m) => m.clientId === clientId)
      .map((m) => m.id)
      .sort((a, b) => b - a);
  const seqsOf = async (clientId: number) =>
    (await db.movements.orderBy('id').toArray()).filter((m) => m.clientId === clientId).map((m) => m.seq);

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
    const empty = await page(99, 1);
    expect([empty.rows, empty.total, empty.window.totalPages]).toEqual([[], 0, 1]);
  });

  it('SRV-39 numbers each client’s lines 1, 2, … as they are written, one by one or in a batch', async () => {
    expect(await seqsOf(1)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(await seqsOf(2)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    await inTx(() =>
      postEvents(db, [
        { transfer: null, movements: [line(2, 100), line(3, 101)] },
        { transfer: null, movements: [line(2, 102)] },
      ]),
    );
    expect(await seqsOf(2)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(await seqsOf(3)).toEqual([1]);
    const first = await page(2, 1);
    expect(first.total).toBe(14);
    expect(first.rows.map((r) => r.description).slice(0, 2)).toEqual(['Movimiento 102', 'Movimiento 100']);
  });

  it('SRV-39 sees lines added after an earlier read', async () => {
    await page(1, 1);
    const added = await inTx(() => recordMovement(db, line(1, 99)));
    const first = await page(1, 1);
    expect(first.rows[0]!.id).toBe(added.id);
    expect(first.total).toBe(26);
  });

  it('SRV-39 a line written in a transaction that was rolled back leaves no gap in the numbers', async () => {
    await expect(
      inTx(async () => {
        await recordMovement(db, line(1, 500));
        expect((await readMovementPage(db, 1, 1)).total).toBe(26);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect((await page(1, 1)).total).toBe(25);
    const next = await inTx(() => recordMovement(db, line(1, 501)));
    expect(next.seq).toBe(26);
    const after = await page(1, 1);
    expect(after.rows.map((r) => r.id)).toEqual((await ownIds(1)).slice(0, 10));
  });

  it('STMT-07 reads a period through [clientId+at]: only the client’s lines dated in it, oldest first, and the saldo just before', async () => {
    // Client 1's lines are dated 1 s, 2 s, 4 s, 5 s, … (every third second is client 2's); each line's saldo is
    // made its date × 10 here, so the opening balance says which line it came from.
    // A write to the statement runs beside the days of return flows it keeps (store/figures-middleware.ts).
    await inTx(() =>
      db.movements.toCollection().modify((m) => {
        m.saldoMicro = m.at * 10;
      }),
    );
    const period = await inTx(() => readStatementPeriod(db, 1, 10_000, 20_000));
    expect(period.rows.map((r) => r.at)).toEqual([10_000, 11_000, 13_000, 14_000, 16_000, 17_000, 19_000]);
    expect(period.rows.every((r) => r.clientId === 1)).toBe(true);
    // Client 1's last line before 10 s is the one at 8 s (9 s is client 2's).
    expect(period.openingMicro).toBe(80_000);
    const before = await inTx(() => readStatementPeriod(db, 1, 0, 1_000));
    expect([before.openingMicro, before.rows]).toEqual([0, []]);
    expect(db.movements.schema.idxByName['[clientId+at]']).toBeDefined();
  });
});
