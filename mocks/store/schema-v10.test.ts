import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { StoreDb } from './db';
import { schemaVersions } from './schema';

const options = (indexedDB: IDBFactory) => ({ name: 'upgrade-v10', indexedDB, IDBKeyRange });

describe('schema version 10', () => {
  it('STMT-07 indexes the statement lines, resolved withdrawals and sold investments stored by version 9 by client and date', async () => {
    const factory = new IDBFactory();
    const v9 = new StoreDb(options(factory), schemaVersions.slice(0, 9));
    await v9.open();
    const at = (day: number) => Date.UTC(2026, 0, day, 15);
    // A write to the tables the kept figures follow runs beside them (store/figures-middleware.ts).
    await v9.transaction('rw', v9.tables, async () => {
      for (const [clientId, day] of [
        [1, 3],
        [2, 4],
        [1, 10],
        [1, 20],
      ] as const) {
        await v9
          .table('movements')
          .add({ clientId, seq: day, at: at(day), balanceMicro: 1, saldoMicro: day, type: 'DEPOSITO' });
      }
      await v9
        .table('withdrawals')
        .add({ clientId: 1, status: 'APROBADO', feeMicro: 5, createdAt: at(1), resolvedAt: at(2) });
      await v9
        .table('withdrawals')
        .add({ clientId: 1, status: 'EN PROCESO', feeMicro: 7, createdAt: at(9), resolvedAt: null });
      await v9.table('investments').add({ clientId: 1, status: 'sold', soldAt: at(12), projectId: 1 });
      await v9.table('investments').add({ clientId: 1, status: 'active', soldAt: null, projectId: 1 });
    });
    v9.close();

    const latest = new StoreDb(options(factory));
    await latest.open();
    expect(latest.verno).toBeGreaterThanOrEqual(10);
    const days = await latest.movements
      .where('[clientId+at]')
      .between([1, at(5)], [1, at(31)])
      .toArray();
    expect(days.map((m) => m.saldoMicro)).toEqual([10, 20]);
    const resolved = await latest.withdrawals
      .where('[clientId+resolvedAt]')
      .between([1, at(1)], [1, at(31)])
      .toArray();
    expect(resolved.map((w) => w.feeMicro)).toEqual([5]);
    const sold = await latest.investments.where('[clientId+soldAt]').between([1, 0], [1, Infinity]).toArray();
    expect(sold.map((i) => i.status)).toEqual(['sold']);
    latest.close();
  });
});
