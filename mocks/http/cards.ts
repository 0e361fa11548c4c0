import { http, type HttpHandler } from 'msw';
import { cardChange, cardCreate, cardList, cardMovements, walletTransfer } from '@/contract/schemas/cards';
import {
  EXPORT_MIME,
  buildPdf,
  buildSpreadsheet,
  fileUrl,
  loadPdfLibrary,
  loadedPdfLibrary,
  rangeBounds,
} from '../domain/card-export';
import {
  LISTED_MOVEMENTS,
  NEW_CARD_MODEL,
  cardMessages,
  checkCardTransfer,
  newCardNumber,
  presentCard,
  tooLongField,
} from '../domain/card-rules';
import { parseDate } from '../domain/dates';
import { walletAccount } from '../domain/ledger';
import { Refusal, invalid, notFound } from '../domain/refusal';
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

/** Names of the application fields in refusals (the contract's labels). */
const APPLICATION_LABELS: Record<string, string> = {
  first_name: 'nombre',
  last_name: 'apellido',
  document_type: 'tipo de documento',
  cedula: 'documento',
  email: 'correo electrónico',
  birthDate: 'fecha de nacimiento',
  phone: 'teléfono',
  genero: 'género',
  estadocivil: 'estado civil',
  nacionalidad: 'nacionalidad',
  address: 'dirección',
  address_number: 'número de dirección',
  address_zone: 'zona',
  state: 'estado',
  city: 'ciudad',
  zipCode: 'código postal',
  profesion: 'profesión',
};

/** The caller's card, after its due approval (SRV-36); another client's answers as unknown. */
async function ownCard(db: StoreDb, clientId: number, cardId: number, now: number) {
  await settleDueCards(db, clientId, now);
  const card = await findOwnCard(db, clientId, cardId);
  if (!card) throw notFound(cardMessages.notFound);
  return card;
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
    const tooLong = tooLongField(texts, APPLICATION_LABELS);
    if (tooLong) throw invalid(tooLong);
    if (!(await countryExists(db, country_id))) throw invalid(cardMessages.unknownCountry);
    if (parseDate(body.birthDate)! > now) throw invalid(cardMessages.futureBirthDate);
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
    if (body.reason.length > 255) throw invalid(cardMessages.tooLong('motivo'));
    const card = await ownCard(db, client.id, body.card_id, now);
    if (card.status === 'DESACTIVADA') throw new Refusal(409, cardMessages.alreadyDeactivated);
    await deactivateCard(db, card.id, body.reason, now);
    return { success: true as const, message: cardMessages.deactivated };
  }),

  // API-45, SRV-38: the file of the card's movements in the range, as a URL the page opens.
  route(cardMovements, async ({ db, client, body, now }) => {
    const card = await ownCard(db, client.id, body.card_id, now);
    const bounds = rangeBounds(body.from, body.to);
    if (!bounds || bounds.fromAt > bounds.toAt) throw invalid(cardMessages.badRange);
    if (!(await hasMovements(db, card.id))) throw invalid(cardMessages.noMovements);
    const movements = await cardMovementsBetween(db, card.id, bounds.fromAt, bounds.toAt);
    if (movements.length === 0) throw invalid(cardMessages.noMovementsInRange);
    const input = { card, from: body.from, to: body.to, movements, generatedAt: now };
    let content: string | Uint8Array;
    if (body.type === 'pdf') {
      const lib = loadedPdfLibrary();
      if (!lib) throw new Error('jspdf no está cargado');
      content = buildPdf(lib, input);
    } else content = buildSpreadsheet(input);
    return {
      success: true as const,
      message: cardMessages.exported,
      data: fileUrl(content, EXPORT_MIME[body.type]),
    };
  }),

  // API-46, SRV-37, SRV-39: wallet → an 'APROBADO' card, at most 3000 and within DISPONIBLE.
  route(walletTransfer, async ({ db, client, body, now }) => {
    if (body.notes.length > 255) throw invalid(cardMessages.tooLong('notas'));
    const card = await ownCard(db, client.id, body.card_id, now);
    const checked = checkCardTransfer(body.amount, card, await balanceOf(db, walletAccount(client.id)));
    if ('problem' in checked) throw new Refusal(checked.status, checked.problem);
    await transferToCard(db, card, {
      amountMicro: checked.ok,
      notes: body.notes,
      createdBy: client.datos.name ?? client.email,
      at: now,
    });
    return { success: true as const, message: cardMessages.transferred };
  }),
];

/**
 * The PDF export builds its file inside the request's transaction, where nothing but IndexedDB may be
 * awaited: this handler, ahead of the call's own, loads jspdf first (for a PDF only) and then lets the
 * request through. Should the library fail to load, the call's handler answers the documented 500.
 */
const preloadPdf: Route = {
  call: cardMovements,
  toHandlers: () => [
    http.post(`*${cardMovements.path}`, async ({ request }) => {
      const payload: unknown = await request
        .clone()
        .json()
        .catch(() => null);
      if ((payload as { type?: unknown } | null)?.type === 'pdf') await loadPdfLibrary().catch(() => null);
      return undefined;
    }) as HttpHandler,
  ],
};

/** Calls of prepaid cards: applications, deactivation, movements export and wallet transfers. */
export const cardsRoutes: readonly Route[] = [preloadPdf, ...cardRoutes];
