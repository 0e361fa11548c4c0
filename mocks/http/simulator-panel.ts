import {
  simulatorLog,
  simulatorLogClear,
  simulatorSettings,
  simulatorSettingsUpdate,
  simulatorTables,
  TABLE_PAGE_ROWS,
  type SimulatorSettings,
} from '@/contract/schemas/simulator';
import { invalid, notFound } from '../domain/refusal';
import type { ToolSettingsRecord } from '../store/tool-settings';
import { panelRoute, readRoute } from './route';

/** The settings as the panel reads them: the latency in force and the build's default beside it. */
function settingsData(stored: ToolSettingsRecord, defaultLatencyMs: number): SimulatorSettings {
  return {
    latencia_ms: stored.latencia_ms ?? defaultLatencyMs,
    latencia_predeterminada_ms: defaultLatencyMs,
    fallos: stored.fallos,
  };
}

/** A stored row as the table browser shows it: a session's token, a credential, only by its first characters. */
function shownRow(table: string, row: Record<string, unknown>): Record<string, unknown> {
  if (table !== 'sessions' || typeof row.token !== 'string') return row;
  return { ...row, token: `${row.token.slice(0, 6)}…` };
}

/** The simulator panel's calls (src/contract/simulator.ts): settings, the log of calls, the stored tables. */
export const simulatorPanelRoutes = [
  panelRoute(simulatorSettings, async ({ tools, ctx }) => ({
    data: settingsData(await tools.settings.read(), ctx.delayMs),
  })),

  // A refusal thrown while changing them leaves the settings as they were (one transaction).
  panelRoute(simulatorSettingsUpdate, async ({ body, tools, ctx }) => {
    const changed = await tools.settings.change((current) => {
      let next = current;
      if (body.latencia_ms !== undefined) next = { ...next, latencia_ms: body.latencia_ms };
      if (body.quitar_fallo === 'todos') next = { ...next, fallos: [] };
      else if (body.quitar_fallo !== undefined) {
        if (!next.fallos.some((f) => f.id === body.quitar_fallo)) throw notFound('El fallo no existe');
        next = { ...next, fallos: next.fallos.filter((f) => f.id !== body.quitar_fallo) };
      }
      if (body.agregar_fallo) {
        const fault = { id: `f${next.siguiente}`, ...body.agregar_fallo };
        next = { ...next, fallos: [...next.fallos, fault], siguiente: next.siguiente + 1 };
      }
      return next;
    });
    return { data: settingsData(changed, ctx.delayMs) };
  }),

  panelRoute(simulatorLog, async ({ tools }) => ({ data: { llamadas: tools.log.list() } })),

  panelRoute(simulatorLogClear, async ({ tools }) => {
    tools.log.clear();
    return { data: { llamadas: [] } };
  }),

  // Every table's count and one page of one table, read in one read-only transaction.
  readRoute(simulatorTables, 'whole store', async ({ db, body }) => {
    const tablas = await Promise.all(
      db.tables.map(async (table) => ({ nombre: table.name, filas: await table.count() })),
    );
    if (body.tabla === null) return { data: { tablas, tabla: null } };
    const chosen = db.tables.find((table) => table.name === body.tabla);
    const count = tablas.find((t) => t.nombre === body.tabla)?.filas;
    if (!chosen || count === undefined) throw notFound(`La tabla ${body.tabla} no existe`);
    const paginas = Math.max(1, Math.ceil(count / TABLE_PAGE_ROWS));
    if (body.pagina > paginas) throw invalid(`La tabla ${body.tabla} no tiene la página ${body.pagina}`);
    const rows = (await chosen
      .offset((body.pagina - 1) * TABLE_PAGE_ROWS)
      .limit(TABLE_PAGE_ROWS)
      .toArray()) as Record<string, unknown>[];
    return {
      data: {
        tablas,
        tabla: {
          nombre: chosen.name,
          pagina: body.pagina,
          paginas,
          filas: rows.map((row) => shownRow(chosen.name, row)),
        },
      },
    };
  }),
];
