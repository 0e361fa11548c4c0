import { cardChange, cardCreate, cardList, cardMovements, walletTransfer } from '@/contract/schemas/cards';
import { EXPORT_MIME, buildPdf, buildSpreadsheet, fileUrl } from '../domain/card-export';
import {
  LISTED_MOVEMENTS,
  NEW_CARD_MODEL,
  cardMessages,
  checkApplication,
  checkCardText,
  checkCardTransfer,
  checkDeactivation,
  checkExport,
  exportRange,
  newCardNumber,
  ownCardOf,
  presentCard,
} from '../domain/card-rules';
import { walletAccount } from '../domain/ledger';
import { countryExists } from '../store/beneficiary-repo';
import {
  addCard,
  cardMovementsBetween,
  cardsOf,
  deactivateCard,
  findOwnCard,
  hasMovements,
  latestCardMovements,
  settleDueCards,
  transferToCard,
} from '../store/card-repo';
import type { StoreDb } from '../store/db';
import { balanceOf } from '../store/ledger-repo';
import { route, type Route } from './route';

/** The caller's card, after its due approval (SRV-36); another client's answers as unknown. */
async function ownCard(db: StoreDb, clientId: number, cardId: number, now: number) {
  await settleDueCards(db, clientId, now);
  return ownCardOf(await findOwnCard(db, clientId, cardId));
}

const cardRoutes = [
  // API-42, SRV-36: the caller's cards, newest first, each with its newest movements.
  route(cardList, async ({ db, client, now }) => {
    await settleDueCards(db, client.id, now);
    const cards = (await cardsOf(db, client.id)).sort((a, b) => b.id - a.id);
    const data = await Promise.all(
      cards.map(async (card) => presentCard(card, await latestCardMovements(db, card.id, LISTED_MOVEMENTS))),
    );
    return { data: { data } };
  }),

  // API-43, SRV-36: an application; the new card starts 'PENDIENTE' and is approved 60 s later.
  route(cardCreate, async ({ db, client, body, now }) => {
    const { country_id, ...texts } = body;
    checkApplication(texts, await countryExists(db, country_id), now);
    await settleDueCards(db, client.id, now);
    await addCard(db, {
      clientId: client.id,
      number: newCardNumber(),
      card_model: NEW_CARD_MODEL,
      status: 'PENDIENTE',
      balanceMicro: 0,
      blockedMicro: 0,
      transitMicro: 0,
      reason: '',
      application: { ...texts, country_id: String(country_id) },
      createdAt: now,
      updatedAt: now,
    });
    return { success: true as const, message: cardMessages.created };
  }),

  // API-44, SRV-36: deactivates the caller's card with the reason given.
  route(cardChange, async ({ db, client, body, now }) => {
    checkCardText('motivo', body.reason);
    const card = await ownCard(db, client.id, body.card_id, now);
    checkDeactivation(card);
    await deactivateCard(db, card.id, body.reason, now);
    return { success: true as const, message: cardMessages.deactivated };
  }),

  // API-45, SRV-38: the file of the card's movements in the range, as a URL the page opens.
  route(cardMovements, async ({ db, client, body, now }) => {
    const card = await ownCard(db, client.id, body.card_id, now);
    const { fromAt, toAt } = exportRange(body.from, body.to);
    const movements = checkExport(
      await hasMovements(db, card.id),
      await cardMovementsBetween(db, card.id, fromAt, toAt),
    );
    const input = { card, from: body.from, to: body.to, movements, generatedAt: now };
    const content = body.type === 'pdf' ? buildPdf(input) : buildSpreadsheet(input);
    return {
      success: true as const,
      message: cardMessages.exported,
      data: fileUrl(content, EXPORT_MIME[body.type]),
    };
  }),

  // API-46, SRV-37, SRV-39: wallet → an 'APROBADO' card, at most 3000 and within DISPONIBLE.
  route(walletTransfer, async ({ db, client, body, now }) => {
    checkCardText('notas', body.notes);
    const card = await ownCard(db, client.id, body.card_id, now);
    const amountMicro = checkCardTransfer(body.amount, card, await balanceOf(db, walletAccount(client.id)));
    await transferToCard(db, card, {
      amountMicro,
      notes: body.notes,
      createdBy: client.datos.name ?? client.email,
      at: now,
    });
    return { success: true as const, message: cardMessages.transferred };
  }),
];

/** Calls of prepaid cards: applications, deactivation, movements export and wallet transfers. */
export const cardsRoutes: readonly Route[] = cardRoutes;
