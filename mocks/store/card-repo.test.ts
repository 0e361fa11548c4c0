import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_START } from '../../tests/simulator';
import { cardAccount, walletAccount } from '../domain/ledger';
import { persona } from '../seed/personas';
import {
  cardMovementsBetween,
  cardsOf,
  findOwnCard,
  hasMovements,
  latestCardMovements,
  settleDueCards,
  transferToCard,
} from './card-repo';
import type { StoreDb } from './db';
import { auditLedger, balanceOf } from './ledger-repo';
import { openStore } from './ready';

const demo = persona('demo');
const inversor = persona('inversor');

describe('card repository', () => {
  let db: StoreDb;
  beforeEach(async () => {
    db = await openStore(TEST_START, { indexedDB: new IDBFactory(), IDBKeyRange, name: 'cards-repo' });
  });

  const rw = <T>(work: () => Promise<T>) => db.transaction('rw', db.tables, work);

  it('SRV-36 settles only the caller’s due applications, dated when they fell due, once', async () => {
    const pending = (await cardsOf(db, inversor.id)).find((c) => c.status === 'PENDIENTE')!;
    const demoPending = (await cardsOf(db, demo.id)).find((c) => c.status === 'PENDIENTE')!;
    expect(await rw(() => settleDueCards(db, demo.id, TEST_START + 60_000))).toEqual([demoPending.id]);
    expect((await db.cards.get(pending.id))!.status).toBe('PENDIENTE');
    expect(await rw(() => settleDueCards(db, inversor.id, TEST_START + 59_999))).toEqual([]);
    expect(await rw(() => settleDueCards(db, inversor.id, TEST_START + 3_600_000))).toEqual([pending.id]);
    const settled = await db.cards.get(pending.id);
    expect(settled).toMatchObject({ status: 'APROBADO', updatedAt: pending.createdAt + 60_000 });
    expect(await rw(() => settleDueCards(db, inversor.id, TEST_START + 7_200_000))).toEqual([]);
  });

  it('API-44 finds a card only for its owner', async () => {
    const [card] = await cardsOf(db, demo.id);
    expect(await findOwnCard(db, demo.id, card!.id)).toMatchObject({ id: card!.id });
    expect(await findOwnCard(db, inversor.id, card!.id)).toBeNull();
    expect(await findOwnCard(db, demo.id, 99_999)).toBeNull();
  });

  it('SRV-38 reads a card’s movements by range (oldest first) and the newest ones (newest first)', async () => {
    const card = (await cardsOf(db, demo.id)).find((c) => c.status === 'APROBADO' && c.balanceMicro > 0)!;
    const all = await cardMovementsBetween(db, card.id);
    expect(all).toHaveLength(9);
    expect(all.map((m) => m.createdAt)).toEqual([...all.map((m) => m.createdAt)].sort((a, b) => a - b));
    const some = await cardMovementsBetween(db, card.id, all[1]!.createdAt, all[3]!.createdAt);
    expect(some.map((m) => m.id)).toEqual(all.slice(1, 4).map((m) => m.id));
    expect((await latestCardMovements(db, card.id, 2)).map((m) => m.id)).toEqual([all[8]!.id, all[7]!.id]);
    expect(await hasMovements(db, card.id)).toBe(true);
    const bare = (await cardsOf(db, demo.id)).find((c) => c.status === 'APROBADO' && c.balanceMicro === 0)!;
    expect(await hasMovements(db, bare.id)).toBe(false);
  });

  it('SRV-37 SRV-39 a transfer moves wallet → card in the ledger, the card record and both statements', async () => {
    const card = (await cardsOf(db, demo.id)).find((c) => c.status === 'APROBADO' && c.balanceMicro > 0)!;
    const walletBefore = await balanceOf(db, walletAccount(demo.id));
    const moved = await rw(() =>
      transferToCard(db, card, { amountMicro: 7_000_000, notes: 'n', createdBy: 'V', at: TEST_START }),
    );
    expect(moved).toMatchObject({
      cardId: card.id,
      amountMicro: 7_000_000,
      reference: `TRF-${String(moved.id).padStart(6, '0')}`,
    });
    expect(await balanceOf(db, walletAccount(demo.id))).toBe(walletBefore - 7_000_000);
    expect(await balanceOf(db, cardAccount(card.id))).toBe(card.balanceMicro + 7_000_000);
    expect((await db.cards.get(card.id))!.balanceMicro).toBe(card.balanceMicro + 7_000_000);
    const line = await db.movements.where('[clientId+id]').between([demo.id, 0], [demo.id, Infinity]).last();
    expect(line).toMatchObject({
      balanceMicro: -7_000_000,
      saldoMicro: walletBefore - 7_000_000,
      type: 'TARJETA',
    });
    expect(await auditLedger(db)).toEqual({ totalMicro: 0, mismatches: [], negatives: [], unbalanced: [] });
  });

  it('SRV-37 the ledger refuses a transfer beyond the wallet and nothing is written', async () => {
    const card = (await cardsOf(db, demo.id)).find((c) => c.status === 'APROBADO')!;
    const wallet = await balanceOf(db, walletAccount(demo.id));
    const count = await db.cardMovements.count();
    await expect(
      rw(() =>
        transferToCard(db, card, {
          amountMicro: wallet + 10_000,
          notes: 'n',
          createdBy: 'V',
          at: TEST_START,
        }),
      ),
    ).rejects.toMatchObject({ status: 409 });
    expect(await db.cardMovements.count()).toBe(count);
    expect(await balanceOf(db, walletAccount(demo.id))).toBe(wallet);
  });
});
