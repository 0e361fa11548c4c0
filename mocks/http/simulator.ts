import {
  demoOutbox,
  simulatorClock,
  simulatorExport,
  simulatorImport,
  simulatorReset,
  simulatorScenario,
} from '@/contract/schemas/simulator';
import { Refusal } from '../domain/refusal';
import { isScenarioName, scenarioMessages } from '../domain/scenarios';
import { formatDateTime } from '../domain/dates';
import { normalizeEmail } from '../domain/identity';
import { persona } from '../seed/personas';
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
import { buildScenario, type ScenarioState } from './scenarios';
import type { StoreDb } from '../store/db';

/** SRV-71: the demo is in use once someone has signed in (a session row exists) or the clock was moved. */
async function demoInUse(db: StoreDb): Promise<boolean> {
  return (await db.sessions.count()) > 0 || (await readClockOffset(db)) !== 0;
}

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

  // SCEN-01, SRV-71: a prepared scenario, built before the transaction in a scratch database by the seed and the
  // platform's own calls as a manual clock walks to now (scenarios.ts); the transaction only swaps the contents,
  // like a reset. An unknown name, or a demo in use when the shared link asks `solo_sin_uso`, changes nothing.
  route<typeof simulatorScenario, ScenarioState>(
    simulatorScenario,
    async ({ db, prepared, body }) => {
      if (body.solo_sin_uso && (await demoInUse(db))) throw new Refusal(409, scenarioMessages.inUse);
      await replaceContents(db, prepared.rows);
      return {
        data: {
          nombre: prepared.nombre,
          persona: persona(prepared.persona).email,
          sembrado_en: formatDateTime(prepared.seededAt),
        },
      };
    },
    async ({ body, db, clockNow }) => {
      if (!isScenarioName(body.nombre)) throw new Refusal(422, scenarioMessages.unknown(body.nombre));
      // A demo in use is refused before the scenario is built, and again in the transaction.
      if (body.solo_sin_uso && (await db.transaction('r', db.sessions, db.meta, () => demoInUse(db))))
        throw new Refusal(409, scenarioMessages.inUse);
      return buildScenario(body.nombre, clockNow, db.storeOptions);
    },
  ),
];
