/**
 * NEWS-01..NEWS-04 in the store: each piece of news is written, with the e-mail a real platform would send
 * about it, inside the transaction of the operation that caused it (a refused operation rolls both back).
 * Reads go through [clientId+at] (a page, newest first) and [clientId+leida] (the unread count).
 */
import Dexie from 'dexie';
import { formatDateTime } from '../domain/dates';
import { formatMicro } from '../domain/money';
import { correoDeNovedad, novedadDe, type NovedadHecho } from '../domain/novedades';
import { pageWindow, type PageWindow } from '../domain/paging';
import { notFound } from '../domain/refusal';
import type { StoreDb } from './db';
import { held } from './held';
import { sendMail } from './identity-repo';
import type { NovedadRecord } from './records';

export const novedadMessages = {
  unknown: 'La novedad no existe',
} as const;

/**
 * NEWS-01, NEWS-04: records what happened to the client, dated when it happened, and puts the e-mail about
 * it in the demo outbox. Runs inside the caller's read-write transaction.
 */
export const recordNovedad = held(async function recordNovedad(
  db: StoreDb,
  clientId: number,
  hecho: NovedadHecho,
  at: number,
): Promise<void> {
  const client = await db.clients.get(clientId);
  if (!client) return;
  const texto = novedadDe(hecho);
  await db.novedades.add({ clientId, ...texto, leida: 0, at });
  await sendMail(db, {
    to: client.email,
    kind: 'novedad',
    ...correoDeNovedad(texto),
    link: texto.enlace,
    createdAt: at,
  });
});

/** NEWS-02: how many of the client's news it has not read. */
export async function unreadCount(db: StoreDb, clientId: number): Promise<number> {
  return await db.novedades.where('[clientId+leida]').equals([clientId, 0]).count();
}

export interface NovedadView {
  id: number;
  tipo: NovedadRecord['tipo'];
  titulo: string;
  detalle: string;
  monto: string | null;
  enlace: string;
  leida: 0 | 1;
  fecha: string;
}

const present = (n: NovedadRecord): NovedadView => ({
  id: n.id,
  tipo: n.tipo,
  titulo: n.titulo,
  detalle: n.detalle,
  monto: n.montoMicro === null ? null : formatMicro(n.montoMicro),
  enlace: n.enlace,
  leida: n.leida,
  fecha: formatDateTime(n.at),
});

/** NEWS-02: one page of the client's news, newest first, with the total and the unread count. */
export async function novedadesPage(
  db: StoreDb,
  clientId: number,
  requested: number,
): Promise<{ rows: NovedadView[]; total: number; unread: number; window: PageWindow }> {
  const range = () =>
    db.novedades.where('[clientId+at]').between([clientId, Dexie.minKey], [clientId, Dexie.maxKey]);
  const [total, unread] = await Promise.all([range().count(), unreadCount(db, clientId)]);
  const window = pageWindow(total, requested);
  const rows = await range().reverse().offset(window.skip).limit(window.size).toArray();
  return { rows: rows.map(present), total, unread, window };
}

/**
 * NEWS-03: marks the named news, or every one, as read; answers how many stay unread. A news id that is not
 * the client's refuses the whole request (404) before anything is marked.
 */
export async function markNovedadesRead(
  db: StoreDb,
  clientId: number,
  target: { ids?: readonly number[] | undefined; todas?: boolean | undefined },
): Promise<number> {
  if (target.todas) {
    await db.novedades.where('[clientId+leida]').equals([clientId, 0]).modify({ leida: 1 });
    return 0;
  }
  const ids = [...new Set(target.ids ?? [])];
  const rows = await db.novedades.bulkGet(ids);
  if (rows.some((row) => !row || row.clientId !== clientId)) throw notFound(novedadMessages.unknown);
  const unread = rows.filter((row): row is NovedadRecord => row !== undefined && row.leida === 0);
  await db.novedades.bulkPut(unread.map((row) => ({ ...row, leida: 1 as const })));
  return await unreadCount(db, clientId);
}
