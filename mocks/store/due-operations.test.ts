import type { DBCore, DBCoreOpenCursorRequest, DBCoreQueryRequest } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { TEST_START } from '../../tests/simulator';
import { FEES_ACCOUNT, WORLD_ACCOUNT, holdAccount, walletAccount } from '../domain/ledger';
import { microOf } from '../domain/money';
import { withdrawalHold } from '../domain/withdrawals';
import { persona } from '../seed/personas';
import { settleDueOperations } from './due-operations';
import { auditLedger, balanceOf, postTransfer, recordMovement } from './ledger-repo';
import { StoreDb } from './db';
import { openStore } from './ready';
import { LATEST_VERSION, schemaVersions } from './schema';
import type { DepositRecord, WithdrawalRecord } from './records';

let stores = 0;
const fresh = () =>
  openStore(TEST_START, { name: `due-${++stores}`, indexedDB: new IDBFactory(), IDBKeyRange });

const inversor = persona('inversor');
const clean = { totalMicro: 0, mismatches: [], negatives: [], unbalanced: [] };

/** One read-write transaction over every table, as a request has (an async scope, as Dexie wants it). */
const rw = <T>(db: StoreDb, fn: () => Promise<T>) => db.transaction('rw', db.tables, async () => await fn());

function report(at: number, amountMicro: number, clientId = inversor.id): Omit<DepositRecord, 'id'> {
  return {
    clientId,
    amountMicro,
    direccion: 'T'.padEnd(34, '1'),
    hash: 'a'.repeat(64),
    type: 2,
    fileName: 'comprobante.png',
    status: 'EN PROCESO',
    currency_tag: 'USDT',
    createdAt: at,
    resolvedAt: null,
  };
}

/** A withdrawal in process created the way the handler does: record, hold, statement line, link. */
async function withdrawal(db: StoreDb, at: number, amountMicro: number, feeMicro: number) {
  const record: Omit<WithdrawalRecord, 'id'> = {
    clientId: inversor.id,
    beneficiaryId: null,
    beneficiario: 'Andrés Gómez',
    type: 1,
    amountMicro,
    feeMicro,
    netMicro: amountMicro - feeMicro,
    status: 'EN PROCESO',
    currency_tag: 'USDT',
    note: '',
    pin: '123456',
    remesa: null,
    createdAt: at,
    resolvedAt: null,
  };
  return rw(db, async () => {
    const id = await db.withdrawals.add(record);
    const { transfer, movement } = withdrawalHold({ ...record, id }, at);
    await postTransfer(db, transfer);
    const line = await recordMovement(db, movement);
    await db.withdrawals.update(id, { movementId: line.id });
    return id;
  });
}

describe('settleDueOperations', () => {
  it('SRV-35 SRV-32 approves nothing before 60 s and everything due at 60 s, through the ledger', async () => {
    const db = await fresh();
    const at = TEST_START + 1_000;
    const depositId = await rw(db, () => db.deposits.add(report(at, microOf(300))));
    const withdrawalId = await withdrawal(db, at, microOf(100), microOf(3));
    const wallet = await balanceOf(db, walletAccount(inversor.id));

    // The seed's own reports and withdrawal (made at TEST_START) fall due 1 s earlier.
    const early = await rw(db, () => settleDueOperations(db, at + 59_999));
    expect(early.deposits).not.toContain(depositId);
    expect(early.withdrawals).not.toContain(withdrawalId);
    expect((await db.deposits.get(depositId))!.status).toBe('EN PROCESO');
    const afterSeed = await balanceOf(db, walletAccount(inversor.id));

    const due = await rw(db, () => settleDueOperations(db, at + 60_000));
    expect(due).toEqual({ deposits: [depositId], withdrawals: [withdrawalId], payments: [] });
    expect(await db.deposits.get(depositId)).toMatchObject({ status: 'APROBADO', resolvedAt: at + 60_000 });
    expect(await db.withdrawals.get(withdrawalId)).toMatchObject({
      status: 'APROBADO',
      resolvedAt: at + 60_000,
    });
    expect(await balanceOf(db, walletAccount(inversor.id))).toBe(afterSeed + microOf(300));
    expect(await balanceOf(db, holdAccount(inversor.id))).toBe(0);
    expect(afterSeed).toBeGreaterThan(wallet); // the seeded 2,500 report came in first
    const tx = await db.entries.where('txId').equals(`withdrawal:${withdrawalId}:approve`).toArray();
    expect(Object.fromEntries(tx.map((e) => [e.accountId, e.amountMicro]))).toEqual({
      [holdAccount(inversor.id)]: -microOf(100),
      [WORLD_ACCOUNT]: microOf(97),
      [FEES_ACCOUNT]: microOf(3),
    });
    expect(await auditLedger(db)).toEqual(clean);
  });

  it('SRV-35 SRV-44 resolves once: a second pass finds nothing and writes nothing', async () => {
    const db = await fresh();
    await rw(db, () => db.deposits.add(report(TEST_START, microOf(50))));
    // Ten days on, seeded investments have payments due too (the demo's matures the next day).
    const first = await rw(db, () => settleDueOperations(db, TEST_START + 10 * 86_400_000));
    expect(first.deposits.length).toBeGreaterThan(0);
    expect(first.payments.length).toBeGreaterThan(0);
    const [entries, movements] = [await db.entries.count(), await db.movements.count()];
    const again = await rw(db, () => settleDueOperations(db, TEST_START + 10 * 86_400_000));
    expect(again).toEqual({ deposits: [], withdrawals: [], payments: [] });
    expect([await db.entries.count(), await db.movements.count()]).toEqual([entries, movements]);
  });

  it('SRV-39 dates each approval when it fell due and applies them in that order, so the statement saldo runs on', async () => {
    const db = await fresh();
    await rw(db, () => settleDueOperations(db, TEST_START + 60_000)); // the seed's own reports
    // Added out of order: the later id was reported first.
    const later = await rw(db, () => db.deposits.add(report(TEST_START + 50_000, microOf(10))));
    const earlier = await rw(db, () => db.deposits.add(report(TEST_START + 20_000, microOf(20))));
    const wallet = await balanceOf(db, walletAccount(inversor.id));
    const settled = await rw(db, () => settleDueOperations(db, TEST_START + 3_600_000));
    expect(settled.deposits).toEqual([earlier, later]);
    const lines = (
      await db.movements.where('[clientId+id]').between([inversor.id, 0], [inversor.id, Infinity]).toArray()
    ).slice(-2);
    expect(lines.map((l) => [l.at, l.balanceMicro, l.saldoMicro])).toEqual([
      [TEST_START + 80_000, microOf(20), wallet + microOf(20)],
      [TEST_START + 110_000, microOf(10), wallet + microOf(30)],
    ]);
  });

  it('SRV-32 marks the withdrawal’s statement line approved and pays no fee leg when the fee is zero', async () => {
    const db = await fresh();
    const id = await withdrawal(db, TEST_START, microOf(40), 0);
    const line = (await db.withdrawals.get(id)) as WithdrawalRecord & { movementId: number };
    expect((await db.movements.get(line.movementId))!.status).toBe('EN PROCESO');
    await rw(db, () => settleDueOperations(db, TEST_START + 60_000));
    expect((await db.movements.get(line.movementId))!.status).toBe('APROBADO');
    const legs = await db.entries.where('txId').equals(`withdrawal:${id}:approve`).toArray();
    expect(legs.map((l) => l.accountId).sort()).toEqual([WORLD_ACCOUNT, holdAccount(inversor.id)].sort());
    expect(await auditLedger(db)).toEqual(clean);
  });

  it('SRV-35 is undone with a transaction that fails after it, and settles again later', async () => {
    const db = await fresh();
    const before = await db.entries.count();
    await expect(
      rw(db, async () => {
        await settleDueOperations(db, TEST_START + 60_000);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await db.entries.count()).toBe(before);
    // The seed's reports of three personas, made at TEST_START.
    expect(await db.deposits.where('status').equals('EN PROCESO').count()).toBe(3);
    const settled = await rw(db, () => settleDueOperations(db, TEST_START + 60_000));
    expect(settled.deposits).toHaveLength(3);
    expect(await auditLedger(db)).toEqual(clean);
  });

  it('reads only the operations in process through the status index, never the resolved ones', async () => {
    const db = await fresh();
    const resolved =
      (await db.deposits.where('status').anyOf('APROBADO', 'RECHAZADO').count()) +
      (await db.withdrawals.where('status').anyOf('APROBADO', 'RECHAZADO').count());
    expect(resolved).toBeGreaterThan(20);
    // A dbcore middleware logs every read of the two tables: which index, which keys, how many rows.
    const reads: string[] = [];
    const log = (table: string, req: DBCoreQueryRequest | DBCoreOpenCursorRequest, rows: number) => {
      const { index, range } = req.query;
      reads.push(`${table} ${index.name ?? 'id'} ${JSON.stringify([range.lower, range.upper])} ${rows}`);
    };
    db.close();
    db.use({
      stack: 'dbcore',
      name: 'read-log',
      create: (down: DBCore) => ({
        ...down,
        table(name: string) {
          const table = down.table(name);
          if (name !== 'deposits' && name !== 'withdrawals') return table;
          return {
            ...table,
            async query(req) {
              const res = await table.query(req);
              log(name, req, res.result.length);
              return res;
            },
            async openCursor(req) {
              const cursor = await table.openCursor(req);
              log(name, req, -1);
              return cursor;
            },
            async get(req) {
              reads.push(`${name} get`);
              return table.get(req);
            },
            async getMany(req) {
              reads.push(`${name} getMany`);
              return table.getMany(req);
            },
          };
        },
      }),
    });
    await db.open();
    await rw(db, () => settleDueOperations(db, TEST_START + 30_000));
    // One read per table, as one query (not a cursor), through an index led by the status, bounded to the
    // rows in process.
    expect(reads).toHaveLength(2);
    for (const read of reads) {
      expect(read).toMatch(
        /^(deposits|withdrawals) (status \["EN PROCESO","EN PROCESO"\]|\[status\+createdAt\] \[\["EN PROCESO",.*\]\]) \d+$/,
      );
    }
  });
  it('SRV-44 reads the investments through the nextPaymentAt index, only those with a payment due', async () => {
    const db = await fresh();
    const reads: { index: string; upper: unknown; rows: number }[] = [];
    db.close();
    db.use({
      stack: 'dbcore',
      name: 'investment-read-log',
      create: (down: DBCore) => ({
        ...down,
        table(name: string) {
          const table = down.table(name);
          if (name !== 'investments') return table;
          return {
            ...table,
            async query(req) {
              const res = await table.query(req);
              const { index, range } = req.query;
              reads.push({ index: index.name ?? 'id', upper: range.upper, rows: res.result.length });
              return res;
            },
            async openCursor(req) {
              reads.push({ index: req.query.index.name ?? 'id', upper: req.query.range.upper, rows: -1 });
              return table.openCursor(req);
            },
          };
        },
      }),
    });
    await db.open();
    const at = TEST_START + 30_000;
    await rw(db, () => settleDueOperations(db, at));
    // Nothing is due at the seed's time (SRV-46): one read of the index, up to now, that finds nothing.
    expect(reads).toEqual([{ index: 'nextPaymentAt', upper: at, rows: 0 }]);

    const later = TEST_START + 40 * 86_400_000;
    const all = await db.investments.toArray();
    const due = all.filter((i) => i.nextPaymentAt !== null && i.nextPaymentAt <= later);
    expect(due.length).toBeGreaterThan(0);
    expect(due.length).toBeLessThan(all.length / 2);
    reads.length = 0;
    const settled = await rw(db, () => settleDueOperations(db, later));
    expect(new Set(settled.payments)).toEqual(new Set(due.map((i) => i.id)));
    // Every read beyond the index one is by primary key (the updates of the paid investments).
    expect(reads[0]).toEqual({ index: 'nextPaymentAt', upper: later, rows: due.length });
    expect(reads.slice(1).every((r) => r.index === 'id' || r.index === '')).toBe(true);
    expect(await auditLedger(db)).toEqual(clean);
  });

  it('SRV-35 reads only the due rows when a schema adds a [status+createdAt] index', async () => {
    const versions = [
      ...schemaVersions,
      {
        version: LATEST_VERSION + 1,
        stores: {
          deposits: '++id, [clientId+id], status, [status+createdAt]',
          withdrawals: '++id, [clientId+id], status, [status+createdAt]',
        },
      },
    ];
    const db = new StoreDb({ name: `due-${++stores}`, indexedDB: new IDBFactory(), IDBKeyRange }, versions);
    await db.open();
    const due = await rw(db, () => db.deposits.add(report(TEST_START, microOf(10))));
    const notYet = await rw(db, () => db.deposits.add(report(TEST_START + 1, microOf(20))));
    await rw(db, () => db.deposits.add({ ...report(TEST_START - 1, microOf(30)), status: 'RECHAZADO' }));
    const keys = await db.deposits
      .where('[status+createdAt]')
      .between(['EN PROCESO', 0], ['EN PROCESO', TEST_START], true, true)
      .primaryKeys();
    expect(keys).toEqual([due]);
    const settled = await rw(db, () => settleDueOperations(db, TEST_START + 60_000));
    expect(settled).toEqual({ deposits: [due], withdrawals: [], payments: [] });
    expect((await db.deposits.get(notYet))!.status).toBe('EN PROCESO');
    expect(await balanceOf(db, walletAccount(inversor.id))).toBe(microOf(10));
    expect(await auditLedger(db)).toEqual(clean);
  });
});
