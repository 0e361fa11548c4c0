import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { emptyFigures } from '../domain/figures';
import { StoreDb } from './db';
import { RETURN_DAY_TABLES } from './figures-middleware';
import { schemaVersions } from './schema';

const options = (indexedDB: IDBFactory) => ({ name: 'upgrade-v13', indexedDB, IDBKeyRange });

describe('schema version 13', () => {
  it('RET-03 RET-05 brings a stored demo’s figures to the day again to keep the paid interest, and keeps month-end rates a backdated line takes away', async () => {
    const factory = new IDBFactory();
    const v12 = new StoreDb(options(factory), schemaVersions.slice(0, 12));
    await v12.open();
    const { paidMicro: _, ...stored } = {
      ...emptyFigures(1),
      activeCount: 1,
      investedMicro: 1_000,
      earnedMicro: 30,
      yieldDay: Date.UTC(2026, 0, 5, 5),
    };
    await v12.transaction('rw', v12.tables, () => v12.table('clientFigures').add(stored));
    v12.close();

    const latest = new StoreDb(options(factory));
    await latest.open();
    // Without its paid interest the row cannot value the holdings: its next request recomputes the day's.
    expect(await latest.clientFigures.get(1)).toEqual({ ...stored, paidMicro: 0, yieldDay: null });

    const monthEnd = (month: number) => Date.UTC(2026, month, 1, 5) - 1;
    await latest.transaction('rw', latest.tables, () =>
      latest.returnPoints.bulkAdd([
        { clientId: 1, monthEnd: monthEnd(1), tasa: '10.00' },
        { clientId: 1, monthEnd: monthEnd(2), tasa: '11.00' },
        { clientId: 2, monthEnd: monthEnd(2), tasa: '12.00' },
      ]),
    );
    // An interest line of client 1 dated in February changes its rate at February's end, not January's.
    await latest.transaction('rw', ['movements', ...RETURN_DAY_TABLES], () =>
      latest.movements.add({
        clientId: 1,
        seq: 1,
        at: Date.UTC(2026, 1, 10, 12),
        balanceMicro: 30,
        saldoMicro: 30,
        type: 'INTERES',
        code: '000001',
      } as never),
    );
    expect((await latest.returnPoints.toArray()).map((p) => [p.clientId, p.tasa])).toEqual([
      [1, '10.00'],
      [2, '12.00'],
    ]);
    latest.close();
  });
});
