import { endpoint } from './call';
import type * as s from './schemas/offers';

/*
 * The calls of the client's own offers as the client makes them: zod-free descriptors typed from their
 * schemas in schemas/offers.ts (type-only import). The server pairs each with its schemas there.
 */

export type { Offer, SaleDateType } from './schemas/offers';

/** API-32 (SRV-04, SRV-25): the caller's open offers. */
export const offersList = endpoint<typeof s.offersListRequest, typeof s.offersListResponse>()({
  method: 'POST',
  path: '/api/client/offers',
  body: 'json',
  auth: true,
});

/**
 * API-33 (SRV-24, SRV-25): date_value is required only for 'Definido' (SELL-08) and sent empty otherwise
 * (SELL-12); the server computes the yield itself, so rendimiento is accepted as sent.
 */
export const offerCreate = endpoint<typeof s.offerCreateRequest, typeof s.offerCreateResponse>()({
  method: 'POST',
  path: '/api/client/offers/create',
  body: 'json',
  auth: true,
});

/** API-34 (SRV-28): only the caller's own open offer. */
export const offerCancel = endpoint<typeof s.offerCancelRequest, typeof s.offerCancelResponse>()({
  method: 'POST',
  path: '/api/client/offers/cancel/:id',
  params: ['id'],
  body: 'none',
  auth: true,
});
