import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FEES_ACCOUNT,
  LedgerError,
  PLATFORM_ACCOUNT,
  WORLD_ACCOUNT,
  applyLegs,
  buildTransfer,
  cardAccount,
  holdAccount,
  investedAccount,
  mayGoNegative,
  move,
  parseAccountId,
  pendingDepositAccount,
  transfer,
  transferProblem,
  walletAccount,
  type Leg,
  type Transfer,
} from './ledger';

const accountIdArb = fc.oneof(
  fc.integer({ min: 1, max: 50 }).map(walletAccount),
  fc.integer({ min: 1, max: 50 }).map(holdAccount),
  fc.integer({ min: 1, max: 50 }).map(investedAccount),
  fc.integer({ min: 1, max: 50 }).map(cardAccount),
  fc.constantFrom(PLATFORM_ACCOUNT, FEES_ACCOUNT, WORLD_ACCOUNT),
);
const amountArb = fc.integer({ min: -1e13, max: 1e13 });

/** Any legs at all, balanced or not, including bad account ids and non-integers. */
const anyLegsArb = fc.array(
  fc.record({
    accountId: fc.oneof(accountIdArb, fc.string({ maxLength: 12 })),
    amountMicro: fc.oneof(amountArb, fc.double({ noNaN: false }), fc.constant(0)),
  }),
  { maxLength: 6 },
);

/** Legs that balance by construction: the last leg takes the opposite of the others' sum. */
const balancedLegsArb = fc
  .uniqueArray(accountIdArb, { minLength: 2, maxLength: 6 })
  .chain((ids) =>
    fc
      .array(
        amountArb.filter((a) => a !== 0),
        { minLength: ids.length - 1, maxLength: ids.length - 1 },
      )
      .map((amounts) => {
        const sum = amounts.reduce((s, a) => s + a, 0);
        return ids.map((accountId, i): Leg => ({
          accountId,
          amountMicro: i < amounts.length ? amounts[i]! : -sum,
        }));
      }),
  )
  .filter((legs) => legs.every((l) => l.amountMicro !== 0));

describe('ledger transfers', () => {
  it('any transfer it accepts has two or more legs on distinct accounts with integers summing to zero', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 2e12 }), anyLegsArb, (txId, at, legs) => {
        const t: Transfer = { txId, at, legs };
        if (transferProblem(t) !== null) {
          expect(() => buildTransfer(txId, at, legs)).toThrow(LedgerError);
          return;
        }
        expect(legs.length).toBeGreaterThanOrEqual(2);
        expect(new Set(legs.map((l) => l.accountId)).size).toBe(legs.length);
        for (const l of legs) expect(Number.isSafeInteger(l.amountMicro)).toBe(true);
        expect(legs.reduce((s, l) => s + BigInt(l.amountMicro), 0n)).toBe(0n);
      }),
      { numRuns: 500 },
    );
  });

  it('accepts every balanced transfer and refuses it once any leg changes', () => {
    fc.assert(
      fc.property(balancedLegsArb, fc.nat(), fc.integer({ min: 1, max: 1e6 }), (legs, pick, delta) => {
        expect(transferProblem({ txId: 't', at: 1, legs })).toBeNull();
        const broken = legs.map((l, i) =>
          i === pick % legs.length ? { ...l, amountMicro: l.amountMicro + delta } : l,
        );
        expect(transferProblem({ txId: 't', at: 1, legs: broken })).not.toBeNull();
      }),
    );
  });

  it('applying accepted transfers keeps the sum of all balances at zero', () => {
    fc.assert(
      fc.property(fc.array(balancedLegsArb, { maxLength: 20 }), (transfers) => {
        const balances = new Map<string, number>();
        transfers.forEach((legs, i) => {
          for (const [id, value] of applyLegs(balances, buildTransfer(`t${i}`, i, legs)))
            balances.set(id, value);
        });
        expect([...balances.values()].reduce((s, v) => s + v, 0)).toBe(0);
      }),
    );
  });

  it('refuses malformed transfers with a reason', () => {
    const w = walletAccount(1);
    expect(transferProblem({ txId: '', at: 1, legs: move(w, WORLD_ACCOUNT, 5) })).toMatch(/txId/);
    expect(transferProblem({ txId: 'a', at: -1, legs: move(w, WORLD_ACCOUNT, 5) })).toMatch(/fecha/);
    expect(transferProblem({ txId: 'a', at: 1, legs: [{ accountId: w, amountMicro: 0 }] })).toMatch(
      /dos patas/,
    );
    expect(
      transferProblem({
        txId: 'a',
        at: 1,
        legs: [
          { accountId: w, amountMicro: 5 },
          { accountId: w, amountMicro: -5 },
        ],
      }),
    ).toMatch(/repetida/);
    expect(
      transferProblem({
        txId: 'a',
        at: 1,
        legs: [
          { accountId: w, amountMicro: 0.5 },
          { accountId: WORLD_ACCOUNT, amountMicro: -0.5 },
        ],
      }),
    ).toMatch(/no entero/);
    expect(
      transferProblem({
        txId: 'a',
        at: 1,
        legs: [
          { accountId: 'banco', amountMicro: 5 },
          { accountId: WORLD_ACCOUNT, amountMicro: -5 },
        ],
      }),
    ).toMatch(/desconocida/);
    expect(
      transferProblem({
        txId: 'a',
        at: 1,
        legs: [
          { accountId: w, amountMicro: 5 },
          { accountId: WORLD_ACCOUNT, amountMicro: -4 },
        ],
      }),
    ).toMatch(/suman 1/);
    expect(() => move(w, WORLD_ACCOUNT, 0)).toThrow(LedgerError);
    expect(() => move(w, WORLD_ACCOUNT, -3)).toThrow(LedgerError);
  });

  it('builds a simple transfer from one account to another', () => {
    expect(transfer('deposit:1', 10, WORLD_ACCOUNT, walletAccount(7), 2_000_000)).toEqual({
      txId: 'deposit:1',
      at: 10,
      legs: [
        { accountId: 'world', amountMicro: -2_000_000 },
        { accountId: 'wallet:7', amountMicro: 2_000_000 },
      ],
    });
  });
});

describe('account ids', () => {
  it('name each account and read back to kind and owner', () => {
    expect(walletAccount(3)).toBe('wallet:3');
    expect(holdAccount(3)).toBe('hold:3');
    expect(investedAccount(3)).toBe('invested:3');
    expect(pendingDepositAccount(3)).toBe('pending-deposit:3');
    expect(cardAccount(9)).toBe('card:9');
    expect(parseAccountId('card:9')).toEqual({ kind: 'card', ownerId: 9 });
    expect(parseAccountId('pending-deposit:3')).toEqual({ kind: 'pending-deposit', ownerId: 3 });
    expect(parseAccountId('fees')).toEqual({ kind: 'fees', ownerId: null });
    for (const bad of [
      'wallet:',
      'wallet:0',
      'wallet:01',
      'wallet:1.5',
      'bank:1',
      'WORLD',
      'wallet:1:2',
      '',
    ]) {
      expect(parseAccountId(bad)).toBeNull();
    }
  });

  it('only the platform accounts may go below zero', () => {
    expect(mayGoNegative('world')).toBe(true);
    expect(mayGoNegative('fees')).toBe(true);
    expect(mayGoNegative('platform')).toBe(true);
    for (const kind of ['wallet', 'hold', 'invested', 'card', 'pending-deposit'] as const) {
      expect(mayGoNegative(kind)).toBe(false);
    }
  });
});
