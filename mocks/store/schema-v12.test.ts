import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { startOfDay } from '../domain/dates';
import { StoreDb } from './db';
import { FIGURE_TABLES, RETURN_DAY_TABLES } from './figures-middleware';
import { schemaVersions } from './schema';
import { linesOfType } from './statement-repo';

const options = (indexedDB: IDBFactory) => ({ name: 'upgrade-v12', indexedDB, IDBKeyRange });
/** Noon UTC of a day of January 2026: 07:00 on the platform's (UTC-5) same day. */
const at = (day: number) => Date.UTC(2026, 0, day, 12);

const line = (clientId: number, seq: number, day: number, type: string, balanceMicro: number) => ({
  clientId,
  seq,
  at: at(day),
  balanceMicro,
  saldoMicro: 0,
  type,
  code: '000001',
});

describe('schema version 12', () => {
  it("RET-01 STMT-09 computes each client's days of return flows from a statement stored by version 11, and indexes its lines by type", async () => {
    const factory = new IDBFactory();
    const v11 = new StoreDb(options(factory), schemaVersions.slice(0, 11));
    await v11.open();
    await v11.transaction('rw', v11.tables, async () => {
      for (const row of [
        line(1, 1, 2, 'DEPOSITO', 5_000),
        line(1, 2, 3, 'INVERSION', -1_000),
        line(1, 3, 10, 'INTERES', 30),
        line(1, 4, 10, 'VENTA', 900),
        line(1, 5, 10, 'COMPRA', -400),
        line(2, 1, 4, 'INTERES', 7),
        line(1, 6, 11, 'RETIRO', -100),
      ]) {
        await v11.table('movements').add(row);
      }
    });
    v11.close();

    const latest = new StoreDb(options(factory));
    await latest.open();
    expect(latest.verno).toBeGreaterThanOrEqual(12);
    const days = await latest.returnDays.toArray();
    // Deposits and withdrawals are no flows; a day with money both ways keeps both.
    expect(days).toEqual([
      { clientId: 1, day: startOfDay(at(3)), inMicro: 0, outMicro: -1_000, count: 1 },
      { clientId: 1, day: startOfDay(at(10)), inMicro: 930, outMicro: -400, count: 3 },
      { clientId: 2, day: startOfDay(at(4)), inMicro: 7, outMicro: 0, count: 1 },
    ]);
    const interest = await linesOfType(latest, 1, 'INTERES', at(1), at(31));
    expect(interest.map((m) => m.balanceMicro)).toEqual([30]);
    expect(await linesOfType(latest, 1, 'INTERES', at(11), at(31))).toEqual([]);

    // From version 12 on, every write to the statement keeps the days: a new line, a line rewritten.
    await latest.transaction('rw', ['movements', ...RETURN_DAY_TABLES, ...FIGURE_TABLES], async () => {
      await latest.movements.add({ ...line(1, 7, 3, 'VENCIMIENTO', 1_000), notes: '' } as never);
      await latest.movements.where({ clientId: 1, seq: 2 }).modify({ balanceMicro: -1_200 });
    });
    expect(await latest.returnDays.get([1, startOfDay(at(3))])).toEqual({
      clientId: 1,
      day: startOfDay(at(3)),
      inMicro: 1_000,
      outMicro: -1_200,
      count: 2,
    });
    latest.close();
  });
});
