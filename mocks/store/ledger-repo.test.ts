import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FEES_ACCOUNT,
  LedgerError,
  WORLD_ACCOUNT,
  buildTransfer,
  cardAccount,
  holdAccount,
  investedAccount,
  transfer,
  walletAccount,
} from '../domain/ledger';
import { microOf } from '../domain/money';
import { Refusal } from '../domain/refusal';
import { StoreDb } from './db';
import {
  INSUFFICIENT_FUNDS_MESSAGE,
  auditLedger,
  balanceOf,
  postEvents,
  postTransfer,
  recordMovement,
} from './ledger-repo';

let dbCount = 0;
async function freshDb(): Promise<StoreDb> {
  dbCount += 1;
  const db = new StoreDb({ name: `ledger-${dbCount}`, indexedDB: new IDBFactory(), IDBKeyRange });
  await db.open();
  return db;
}

// Dexie wants an async scope function when the scope returns a native promise.
const rw = <T>(db: StoreDb, body: () => Promise<T>) => db.transaction('rw', db.tables, async () => body());

async function expectClean(db: StoreDb) {
  const audit = await auditLedger(db);
  expect(audit).toEqual({ totalMicro: 0, mismatches: [], negatives: [], unbalanced: [] });
}

describe('ledger repository', () => {
  it('creates missing accounts, appends one entry per leg and updates balances', async () => {
    const db = await freshDb();
    await rw(db, () =>
      postTransfer(db, transfer('deposit:1', 100, WORLD_ACCOUNT, walletAccount(1), microOf(500))),
    );
    await rw(db, () =>
      postTransfer(
        db,
        buildTransfer('withdrawal:1:approve', 200, [
          { accountId: walletAccount(1), amountMicro: -microOf(100) },
          { accountId: WORLD_ACCOUNT, amountMicro: microOf(97) },
          { accountId: FEES_ACCOUNT, amountMicro: microOf(3) },
        ]),
      ),
    );
    expect(await db.accounts.get(walletAccount(1))).toEqual({
      id: 'wallet:1',
      kind: 'wallet',
      clientId: 1,
      balanceMicro: microOf(400),
    });
    expect(await db.accounts.get(WORLD_ACCOUNT)).toEqual({
      id: 'world',
      kind: 'world',
      clientId: null,
      balanceMicro: -microOf(403),
    });
    expect(await balanceOf(db, FEES_ACCOUNT)).toBe(microOf(3));
    expect(await balanceOf(db, holdAccount(1))).toBe(0);
    const entries = await db.entries.where('txId').equals('withdrawal:1:approve').toArray();
    expect(entries.map((e) => [e.accountId, e.amountMicro, e.at])).toEqual([
      ['wallet:1', -microOf(100), 200],
      ['world', microOf(97), 200],
      ['fees', microOf(3), 200],
    ]);
    await expectClean(db);
  });

  it('gives a card account the owner of the card', async () => {
    const db = await freshDb();
    const cardId = await db.cards.add({
      clientId: 4,
      number: '4000000000000002',
      card_model: 'VISA',
      status: 'APROBADO',
      balanceMicro: 0,
      blockedMicro: 0,
      transitMicro: 0,
      reason: '',
      application: {},
      createdAt: 1,
      updatedAt: 1,
    });
    await rw(db, async () => {
      await postTransfer(db, transfer('d', 1, WORLD_ACCOUNT, walletAccount(4), microOf(10)));
      await postTransfer(db, transfer('c', 2, walletAccount(4), cardAccount(cardId), microOf(10)));
    });
    expect(await db.accounts.get(cardAccount(cardId))).toMatchObject({ kind: 'card', clientId: 4 });
  });

  it.each([
    ['wallet', walletAccount(1)],
    ['hold', holdAccount(1)],
    ['invested', investedAccount(1)],
  ])('refuses a transfer that would leave a %s below zero and writes nothing', async (_kind, account) => {
    const db = await freshDb();
    await rw(db, () => postTransfer(db, transfer('seed', 1, WORLD_ACCOUNT, account, microOf(50))));
    const before = { accounts: await db.accounts.toArray(), entries: await db.entries.toArray() };
    const attempt = rw(db, () =>
      postTransfer(db, transfer('over', 2, account, WORLD_ACCOUNT, microOf(50) + 1)),
    );
    await expect(attempt).rejects.toThrow(INSUFFICIENT_FUNDS_MESSAGE);
    await expect(attempt).rejects.toBeInstanceOf(Refusal);
    expect({ accounts: await db.accounts.toArray(), entries: await db.entries.toArray() }).toEqual(before);
    // exactly the balance is fine
    await rw(db, () => postTransfer(db, transfer('all', 3, account, WORLD_ACCOUNT, microOf(50))));
    expect(await balanceOf(db, account)).toBe(0);
    await expectClean(db);
  });

  it('refuses a malformed transfer and a txId posted before', async () => {
    const db = await freshDb();
    await rw(db, () => postTransfer(db, transfer('once', 1, WORLD_ACCOUNT, walletAccount(1), 5)));
    await expect(
      rw(db, () => postTransfer(db, transfer('once', 2, WORLD_ACCOUNT, walletAccount(1), 5))),
    ).rejects.toBeInstanceOf(LedgerError);
    await expect(
      rw(db, () =>
        postTransfer(db, {
          txId: 'bad',
          at: 1,
          legs: [
            { accountId: walletAccount(1), amountMicro: 5 },
            { accountId: WORLD_ACCOUNT, amountMicro: -4 },
          ],
        }),
      ),
    ).rejects.toBeInstanceOf(LedgerError);
    expect(await balanceOf(db, walletAccount(1))).toBe(5);
    await expectClean(db);
  });

  it('rolls a posted transfer back when the request fails after it', async () => {
    const db = await freshDb();
    await expect(
      rw(db, async () => {
        await postTransfer(db, transfer('t', 1, WORLD_ACCOUNT, walletAccount(1), microOf(5)));
        await recordMovement(db, {
          clientId: 1,
          balanceMicro: microOf(5),
          description: 'x',
          type: 'DEPOSITO',
          at: 1,
        });
        throw new Error('falla inyectada');
      }),
    ).rejects.toThrow('falla inyectada');
    expect(await db.accounts.count()).toBe(0);
    expect(await db.entries.count()).toBe(0);
    expect(await db.movements.count()).toBe(0);
  });

  it('SRV-39 records a movement whose saldo is the wallet balance after the event', async () => {
    const db = await freshDb();
    const first = await rw(db, async () => {
      await postTransfer(db, transfer('d1', 10, WORLD_ACCOUNT, walletAccount(2), microOf(1_000)));
      return recordMovement(db, {
        clientId: 2,
        balanceMicro: microOf(1_000),
        description: 'Depósito aprobado',
        type: 'DEPOSITO',
        code: '000001',
        at: 10,
      });
    });
    const second = await rw(db, async () => {
      await postTransfer(db, transfer('i1', 20, walletAccount(2), investedAccount(2), microOf(250, 50)));
      return recordMovement(db, {
        clientId: 2,
        balanceMicro: -microOf(250, 50),
        description: 'Inversión',
        type: 'INVERSION',
        at: 20,
      });
    });
    expect(first).toMatchObject({
      saldoMicro: microOf(1_000),
      code: '000001',
      status: 'APROBADO',
      currency_tag: 'USDT',
    });
    expect(second).toMatchObject({
      saldoMicro: microOf(749, 50),
      balanceMicro: -microOf(250, 50),
      code: null,
      notes: '',
    });
    expect(await db.movements.get(second.id)).toEqual(second);
  });

  it('postEvents replays many events like postTransfer and recordMovement one by one', async () => {
    const events = [
      {
        transfer: transfer('e1', 1, WORLD_ACCOUNT, walletAccount(1), microOf(100)),
        movements: [
          { clientId: 1, balanceMicro: microOf(100), description: 'Depósito', type: 'DEPOSITO', at: 1 },
        ],
      },
      { transfer: transfer('e2', 2, walletAccount(1), investedAccount(1), microOf(30)), movements: [] },
      {
        transfer: transfer('e3', 3, walletAccount(1), walletAccount(2), microOf(20)),
        movements: [
          { clientId: 1, balanceMicro: -microOf(20), description: 'Envío', type: 'VENTA', at: 3 },
          { clientId: 2, balanceMicro: microOf(20), description: 'Recibo', type: 'COMPRA', at: 3 },
        ],
      },
    ];
    const batched = await freshDb();
    await rw(batched, () => postEvents(batched, events));
    const single = await freshDb();
    for (const e of events) {
      await rw(single, async () => {
        await postTransfer(single, e.transfer);
        for (const m of e.movements) await recordMovement(single, m);
      });
    }
    for (const table of ['accounts', 'entries', 'movements'] as const) {
      expect(await batched[table].toArray()).toEqual(await single[table].toArray());
    }
    expect((await batched.movements.toArray()).map((m) => m.saldoMicro)).toEqual([
      microOf(100),
      microOf(50),
      microOf(20),
    ]);
    await expectClean(batched);
  });

  it('postEvents writes nothing when one event would overdraw or repeat a txId', async () => {
    const db = await freshDb();
    const ok = { transfer: transfer('a', 1, WORLD_ACCOUNT, walletAccount(1), microOf(10)), movements: [] };
    const over = { transfer: transfer('b', 2, walletAccount(1), WORLD_ACCOUNT, microOf(11)), movements: [] };
    await expect(rw(db, () => postEvents(db, [ok, over]))).rejects.toBeInstanceOf(Refusal);
    await expect(rw(db, () => postEvents(db, [ok, ok]))).rejects.toBeInstanceOf(LedgerError);
    expect(await db.accounts.count()).toBe(0);
    expect(await db.entries.count()).toBe(0);
    await rw(db, () => postEvents(db, [ok]));
    await expect(rw(db, () => postEvents(db, [ok]))).rejects.toBeInstanceOf(LedgerError);
    expect(await balanceOf(db, walletAccount(1))).toBe(microOf(10));
  });

  it('keeps every invariant through random operations, refusing each overdraft with no change', async () => {
    const clients = [1, 2, 3];
    const opArb = fc.oneof(
      fc.record({
        kind: fc.constant('deposit' as const),
        client: fc.constantFrom(...clients),
        cents: fc.integer({ min: 1, max: 500_000 }),
      }),
      fc.record({
        kind: fc.constant('move' as const),
        from: fc.constantFrom(...clients),
        to: fc.constantFrom(...clients),
        fromKind: fc.constantFrom('wallet', 'hold', 'invested'),
        toKind: fc.constantFrom('wallet', 'hold', 'invested'),
        cents: fc.integer({ min: 1, max: 500_000 }),
      }),
      fc.record({
        kind: fc.constant('withdraw' as const),
        client: fc.constantFrom(...clients),
        cents: fc.integer({ min: 1, max: 500_000 }),
        feeCents: fc.integer({ min: 0, max: 100 }),
      }),
    );
    const accountOf = (kind: string, client: number) =>
      kind === 'wallet'
        ? walletAccount(client)
        : kind === 'hold'
          ? holdAccount(client)
          : investedAccount(client);

    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 5, maxLength: 30 }), async (ops) => {
        const db = await freshDb();
        let i = 0;
        for (const op of ops) {
          i += 1;
          let t;
          if (op.kind === 'deposit')
            t = transfer(`d${i}`, i, WORLD_ACCOUNT, walletAccount(op.client), op.cents * 10_000);
          else if (op.kind === 'move') {
            const from = accountOf(op.fromKind, op.from);
            const to = accountOf(op.toKind, op.to);
            if (from === to) continue;
            t = transfer(`m${i}`, i, from, to, op.cents * 10_000);
          } else {
            const amount = op.cents * 10_000;
            const fee = Math.min(op.feeCents * 10_000, amount - 1);
            t = buildTransfer(`w${i}`, i, [
              { accountId: walletAccount(op.client), amountMicro: -amount },
              { accountId: WORLD_ACCOUNT, amountMicro: amount - fee },
              ...(fee > 0 ? [{ accountId: FEES_ACCOUNT, amountMicro: fee }] : []),
            ]);
          }
          const debited = t.legs.filter((l) => l.amountMicro < 0 && l.accountId !== WORLD_ACCOUNT);
          const before = new Map((await db.accounts.toArray()).map((a) => [a.id, a.balanceMicro]));
          const enough = debited.every((l) => (before.get(l.accountId) ?? 0) + l.amountMicro >= 0);
          const result = await rw(db, () => postTransfer(db, t)).then(
            () => 'ok',
            (e: unknown) => e,
          );
          if (enough) expect(result).toBe('ok');
          else {
            expect(result).toBeInstanceOf(Refusal);
            expect(new Map((await db.accounts.toArray()).map((a) => [a.id, a.balanceMicro]))).toEqual(before);
          }
          await expectClean(db);
        }
        db.close();
      }),
      { numRuns: 25 },
    );
  });
});
