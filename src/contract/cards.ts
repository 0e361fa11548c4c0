import { endpoint } from './call';
import type * as s from './schemas/cards';

/*
 * The card calls as the client makes them: zod-free descriptors typed from their schemas in schemas/cards.ts
 * (type-only import). The server pairs each with its schemas there.
 */

export type { Card, CardApplication, CardApplicationInput, CardMovement, CardStatus } from './schemas/cards';

/** Options of the card-application form (CARD-31, CARD-32, CARD-33). */
export const documentTypes = ['Cédula/DNI', 'Pasaporte'] as const;
export const generos = ['Masculino', 'Feminino'] as const;
export const DEFAULT_DOCUMENT_TYPE = 'Cédula/DNI';
export const DEFAULT_PROFESION = 'Autónomo';

/** API-42: a failure is silent on the client (empty list). */
export const cardList = endpoint<typeof s.cardListRequest, typeof s.cardListResponse>()({
  method: 'POST',
  path: '/api/card/list',
  body: 'none',
  auth: true,
});

/** API-43 (SRV-36): the new card starts 'PENDIENTE'. */
export const cardCreate = endpoint<typeof s.cardCreateRequest, typeof s.cardCreateResponse>()({
  method: 'POST',
  path: '/api/card/create',
  body: 'json',
  auth: true,
});

/** API-44 (SRV-36): deactivates the caller's card; the reason is free text and may be empty. */
export const cardChange = endpoint<typeof s.cardChangeRequest, typeof s.cardChangeResponse>()({
  method: 'POST',
  path: '/api/card/change',
  body: 'json',
  auth: true,
});

/**
 * API-45 (SRV-38): data is the URL of the generated file. from and to are 'YYYY-MM-DD' and may be left empty
 * (no bound).
 */
export const cardMovements = endpoint<typeof s.cardMovementsRequest, typeof s.cardMovementsResponse>()({
  method: 'POST',
  path: '/api/card/movements',
  body: 'json',
  auth: true,
});

/** API-46 (SRV-37): amount at most 3000 and within DISPONIBLE, to an 'APROBADO' card. */
export const walletTransfer = endpoint<typeof s.walletTransferRequest, typeof s.walletTransferResponse>()({
  method: 'POST',
  path: '/api/wallet/transfer',
  body: 'json',
  auth: true,
});
