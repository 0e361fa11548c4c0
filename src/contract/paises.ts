import { endpoint } from './call';
import type * as s from './schemas/paises';

/* The country list as the client calls it; its schemas and the server's pairing are in schemas/paises.ts. */

export type { Country } from './schemas/paises';

/** API-19: the fixed country list, public and silent on failure (ERR-06). */
export const paisesList = endpoint<typeof s.paisesListRequest, typeof s.paisesListResponse>()({
  method: 'POST',
  path: '/api/paises/list',
  body: 'none',
  auth: false,
});
