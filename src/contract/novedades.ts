import { endpoint } from './call';
import type * as s from './schemas/novedades';

/*
 * The client's news ('Novedades', NEWS-01..NEWS-06) as the client makes the calls: zod-free descriptors typed
 * from their schemas in schemas/novedades.ts (type-only import).
 */

export type { Novedad, NovedadesListRequest, NovedadesReadRequest, NovedadTipo } from './schemas/novedades';

/** NEWS-02: the caller's news, newest first, one page at a time, with how many it has not read. */
export const novedadesList = endpoint<typeof s.novedadesListRequest, typeof s.novedadesListResponse>()({
  method: 'POST',
  path: '/api/client/novedades/list',
  body: 'json',
  auth: true,
});

/** NEWS-03: marks some of the caller's news, or all of them, as read. */
export const novedadesRead = endpoint<typeof s.novedadesReadRequest, typeof s.novedadesReadResponse>()({
  method: 'POST',
  path: '/api/client/novedades/leer',
  body: 'json',
  auth: true,
});
