import { endpoint } from './call';
import type * as s from './schemas/diversification';

/*
 * How the client's portfolio is spread, as the client calls it: a zod-free descriptor typed from its schemas in
 * schemas/diversification.ts (type-only import). The session decides whose portfolio it is.
 */

export type {
  DiversificationAnswer,
  DiversificationGroup,
  DiversificationLeader,
} from './schemas/diversification';

/**
 * DIV-01..DIV-04 (SRV-68): the active investments' invested amount by country, category, risk rating, issuer
 * and remaining term, and the share of the largest issuer and of the largest project.
 */
export const diversification = endpoint<typeof s.diversificationRequest, typeof s.diversificationResponse>()({
  method: 'POST',
  path: '/api/client/investments/diversificacion',
  body: 'none',
  auth: true,
});
