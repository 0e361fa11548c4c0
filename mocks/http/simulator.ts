import {
  demoOutbox,
  simulatorClock,
  simulatorExport,
  simulatorImport,
  simulatorReset,
} from '@/contract/schemas/simulator';
import { formatDateTime } from '../domain/dates';
import { normalizeEmail } from '../domain/identity';
import { CLOCK_OFFSET_KEY, readClockOffset, SEEDED_KEY } from '../store/ready';
import {
  exportState,
  type LoadableState,
  migrateState,
  parseStateFile,
  replaceContents,
  seededState,
  type StateRows,
} from '../store/snapshot';
import { readRoute, route } from './route';

export const simulatorRoutes = [
  // SRV-09: the demo outbox of one address, newest first.
  readRoute(demoOutbox, ['outbox'], async ({ db, body }) => {
    const mails = await db.outbox.where('to').equals(normalizeEmail(body.email)).reverse().sortBy('id');
    return {
      data: mails.map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        body: m.body,
        link: m.link,
        fecha: formatDateTime(m.createdAt),
      })),
    };
  }),

  // The demo's time machine: moves the simulated time forward and answers it. Every tab reads the offset
  // from the store, so approvals, yields and expiries follow it. The jump moves the world, not the visitor
  // (docs/server-choices.md, SRV-62): every open session is moved with it, so a session's age counts only
  // the time that passes otherwise and a jump never signs anyone out.
  route(simulatorClock, async ({ db, body, now }) => {
    const offset = (await readClockOffset(db)) + body.avanzar_ms;
    if (body.avanzar_ms > 0) {
      await db.meta.put({ key: CLOCK_OFFSET_KEY, value: offset });
      await db.sessions.toCollection().modify((session) => {
        session.createdAt += body.avanzar_ms;
      });
    }
    return { data: { ahora: formatDateTime(now + body.avanzar_ms), desfase_ms: offset } };
  }),

  // 'Reiniciar la demo': the first visit's state, seeded at the real time in a scratch database before the
  // transaction (so its rows are numbered as a new browser's are), then swapped in within this one
  // transaction: the clock's offset and every session go with the old state.
  route<typeof simulatorReset, StateRows>(
    simulatorReset,
    async ({ db, prepared }) => {
      await replaceContents(db, prepared);
      const seededAt = prepared.meta!.find((r) => r.key === SEEDED_KEY)!.value as number;
      return { data: { sembrado_en: formatDateTime(seededAt) } };
    },
    ({ db, clockNow }) => seededState(clockNow, db.storeOptions),
  ),

  // 'Exportar estado': every table, read in the request's one transaction, so the file is one moment's state.
  readRoute(simulatorExport, 'whole store', async ({ db, now }) => ({
    data: await exportState(db, now - (await readClockOffset(db))),
  })),

  // 'Importar estado': the file is read, judged and migrated before the transaction (a refused one changes
  // nothing); the transaction only swaps the contents.
  route<typeof simulatorImport, LoadableState>(
    simulatorImport,
    async ({ db, prepared }) => {
      await replaceContents(db, prepared.rows);
      return {
        data: { version_archivo: prepared.fileVersion, sembrado_en: formatDateTime(prepared.seededAt) },
      };
    },
    async ({ body, db }) => migrateState(parseStateFile(await body.archivo.text()), db.storeOptions),
  ),
];
