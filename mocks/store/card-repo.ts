/**
 * The cards in the store. Every function runs inside the caller's read-write transaction and reads through
 * an index bounded by the client (cards) or by one card (its movements).
 */
import Dexie from 'dexie';
import { approvalAt, cardReference, cardTransferEvent, isApprovalDue } from '../domain/card-rules';
import type { StoreDb } from './db';
import { postTransfer, recordMovement } from './ledger-repo';
import { recordNovedad } from './novedad-repo';
import type { CardMovementRecord, CardRecord } from './records';

export async function cardsOf(db: StoreDb, clientId: number): Promise<CardRecord[]> {
  return await db.cards.where('clientId').equals(clientId).toArray();
}

/**
 * SRV-36: the caller's applications whose 60 s have passed become 'APROBADO', dated when they fell due.
 * Called at the start of every card call, so each answer already sees the approval. Returns their ids.
 */
export async function settleDueCards(db: StoreDb, clientId: number, now: number): Promise<number[]> {
  const due = (await cardsOf(db, clientId)).filter((c) => isApprovalDue(c, now));
  for (const card of due) {
    await db.cards.update(card.id, { status: 'APROBADO', updatedAt: approvalAt(card) });
    // NEWS-01: the approval's news and its e-mail, in the card call's transaction.
    const tarjeta = `${card.card_model} terminada en ${card.number.slice(-4)}`;
    await recordNovedad(db, clientId, { tipo: 'tarjeta', tarjeta }, approvalAt(card));
  }
  return due.map((c) => c.id);
}

/** The caller's own card, or null for an unknown card or another client's. */
export async function findOwnCard(db: StoreDb, clientId: number, cardId: number): Promise<CardRecord | null> {
  const card = await db.cards.get(cardId);
  return card && card.clientId === clientId ? card : null;
}

/** A card's movements between two instants (inclusive), oldest first, through [cardId+createdAt]. */
export async function cardMovementsBetween(
  db: StoreDb,
  cardId: number,
  fromAt: number = Number.MIN_SAFE_INTEGER,
  toAt: number = Number.MAX_SAFE_INTEGER,
): Promise<CardMovementRecord[]> {
  return await db.cardMovements
    .where('[cardId+createdAt]')
    .between([cardId, fromAt], [cardId, toAt], true, true)
    .toArray();
}

/** The newest `limit` movements of a card, newest first. */
export async function latestCardMovements(
  db: StoreDb,
  cardId: number,
  limit: number,
): Promise<CardMovementRecord[]> {
  return await db.cardMovements
    .where('[cardId+createdAt]')
    .between([cardId, Dexie.minKey], [cardId, Dexie.maxKey], true, true)
    .reverse()
    .limit(limit)
    .toArray();
}

export async function hasMovements(db: StoreDb, cardId: number): Promise<boolean> {
  return (await latestCardMovements(db, cardId, 1)).length > 0;
}

export async function addCard(db: StoreDb, record: Omit<CardRecord, 'id'>): Promise<number> {
  return db.cards.add(record);
}

/** SRV-36: 'DESACTIVADA', with the reason the client gave. */
export async function deactivateCard(db: StoreDb, cardId: number, reason: string, now: number) {
  await db.cards.update(cardId, { status: 'DESACTIVADA', reason, updatedAt: now });
}

/**
 * SRV-37, SRV-39: wallet → card through the ledger, the card's movement, its balance, and the client's
 * statement line (saldo after the debit). The amount and the card were checked by the handler; the ledger
 * still refuses a wallet that would go below zero.
 */
export async function transferToCard(
  db: StoreDb,
  card: CardRecord,
  input: { amountMicro: number; notes: string; createdBy: string; at: number },
): Promise<CardMovementRecord> {
  const movement: Omit<CardMovementRecord, 'id'> = {
    cardId: card.id,
    description: input.notes,
    reference: '',
    created_by: input.createdBy,
    amountMicro: input.amountMicro,
    createdAt: input.at,
  };
  const id = await db.cardMovements.add(movement);
  const { transfer, movement: line } = cardTransferEvent(card, input.amountMicro, input.notes, input.at, id);
  const reference = cardReference(id);
  await db.cardMovements.update(id, { reference });
  await postTransfer(db, transfer);
  await recordMovement(db, line);
  await db.cards.update(card.id, {
    balanceMicro: card.balanceMicro + input.amountMicro,
    updatedAt: input.at,
  });
  return { ...movement, id, reference };
}
