import { novedadesList, novedadesRead } from '@/contract/schemas/novedades';
import { markNovedadesRead, novedadesPage } from '../store/novedad-repo';
import { readRoute, route } from './route';

/** The client's news (NEWS-01..NEWS-03): written by the operations that cause them, read and marked here. */
export const novedadesRoutes = [
  // NEWS-02: a page of the caller's news, newest first, with how many it has not read.
  readRoute(novedadesList, ['novedades'], async ({ db, client, body }) => {
    const { rows, total, unread, window } = await novedadesPage(db, client.id, body.page);
    return {
      data: {
        datos: rows,
        cantidad: total,
        page: window.page,
        total_pages: window.totalPages,
        sin_leer: unread,
      },
    };
  }),
  // NEWS-03: some news, or all, marked as read.
  route(novedadesRead, async ({ db, client, body }) => ({
    data: { sin_leer: await markNovedadesRead(db, client.id, body) },
  })),
];
