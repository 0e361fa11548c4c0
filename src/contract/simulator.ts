import { endpoint } from './call';
import type * as s from './schemas/simulator';

export type { DemoMail, SimulatorClock, SimulatorState } from './schemas/simulator';
export type { LoggedCall, SimulatorFault, SimulatorSettings, SimulatorTables } from './schemas/simulator';
export type { DemoProgress } from './schemas/simulator';

/**
 * Only the simulator answers this call: a prospect cannot receive e-mail, so the demo shows the messages
 * the platform would have sent (activation links, password resets) as 'Correo de demostración' (SRV-09).
 * Its schemas and the server's pairing are in schemas/simulator.ts.
 */
export const demoOutbox = endpoint<typeof s.demoOutboxRequest, typeof s.demoOutboxResponse>()({
  method: 'POST',
  path: '/api/simulador/correo',
  body: 'json',
  auth: false,
});

/**
 * Only the simulator answers this call either: the demo's time machine. It reads the simulated time and moves
 * it forward by avanzar_ms (never back), so a prospect can see approvals, yields and expiries happen. The
 * session lifetime runs on the same clock.
 */
export const simulatorClock = endpoint<typeof s.simulatorClockRequest, typeof s.simulatorClockResponse>()({
  method: 'POST',
  path: '/api/simulador/reloj',
  body: 'json',
  auth: false,
});

/**
 * Only the simulator answers this call too: which steps of the demo's checklist ('Qué probar') the signed-in
 * client has done since the demo data was created, read from the simulated server's state.
 */
export const demoProgress = endpoint<typeof s.demoProgressRequest, typeof s.demoProgressResponse>()({
  method: 'GET',
  path: '/api/simulador/progreso',
  body: 'none',
  auth: true,
});

/*
 * The demo's saved states: simulator tools, not calls of the platform (a real server has nothing like them).
 * They take no session, so the simulator menu works from the login screen too. Their schemas are in
 * schemas/simulator.ts.
 */

/** What the first field of a saved state says, so a file of anything else is refused. */
export const SIMULATOR_STATE_FORMAT = 'plataforma-simulador/estado';

/**
 * Puts the whole simulated server back to its first-visit state: every table emptied and seeded again, the
 * clock's offset back to 0, every session gone.
 */
export const simulatorReset = endpoint<typeof s.simulatorResetRequest, typeof s.simulatorResetResponse>()({
  method: 'POST',
  path: '/api/simulador/reiniciar',
  body: 'json',
  auth: false,
});

/** The whole simulated server as one saved state (the file 'Exportar estado' downloads); no session tokens. */
export const simulatorExport = endpoint<typeof s.simulatorExportRequest, typeof s.simulatorExportResponse>()({
  method: 'GET',
  path: '/api/simulador/exportar',
  body: 'none',
  auth: false,
});

/**
 * Replaces the whole simulated server with a saved state (multipart field `archivo`), migrating a file of an
 * older schema version. Sessions are never loaded: every tab signs in again.
 */
export const simulatorImport = endpoint<typeof s.simulatorImportRequest, typeof s.simulatorImportResponse>()({
  method: 'POST',
  path: '/api/simulador/importar',
  body: 'multipart',
  auth: false,
});

/*
 * The simulator panel's calls: tools for a frontend developer who uses the simulator as a backend, not calls
 * of the platform. They take no session, and the simulator neither delays, fails nor logs them, so the panel
 * keeps working while it makes every other call fail. Their schemas are in schemas/simulator.ts.
 */

/** What an injected fault does to a call: answers 500, never answers, loses the network, or ends the session. */
export const FAULT_KINDS = ['error', 'espera', 'red', 'sesion'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** The channel on which a simulator announces to this browser's pages and servers that its settings changed. */
export const SIMULATOR_SETTINGS_CHANNEL = 'simulador-ajustes';

/** The simulator's settings: its latency and the faults it injects. */
export const simulatorSettings = endpoint<
  typeof s.simulatorSettingsRequest,
  typeof s.simulatorSettingsResponse
>()({
  method: 'GET',
  path: '/api/simulador/ajustes',
  body: 'none',
  auth: false,
});

/** Changes the latency (null: the build's default) and adds or removes a fault; answers the new settings. */
export const simulatorSettingsUpdate = endpoint<
  typeof s.simulatorSettingsUpdateRequest,
  typeof s.simulatorSettingsResponse
>()({
  method: 'POST',
  path: '/api/simulador/ajustes',
  body: 'json',
  auth: false,
});

/** The calls the simulator answered since it started (its worker, or the page that answers itself), newest first. */
export const simulatorLog = endpoint<typeof s.simulatorLogRequest, typeof s.simulatorLogResponse>()({
  method: 'GET',
  path: '/api/simulador/registro',
  body: 'none',
  auth: false,
});

/** Empties the log of calls. */
export const simulatorLogClear = endpoint<typeof s.simulatorLogClearRequest, typeof s.simulatorLogResponse>()(
  {
    method: 'POST',
    path: '/api/simulador/registro/borrar',
    body: 'json',
    auth: false,
  },
);

/** Every stored table with its row count, and one page of one table's rows, read only. */
export const simulatorTables = endpoint<typeof s.simulatorTablesRequest, typeof s.simulatorTablesResponse>()({
  method: 'POST',
  path: '/api/simulador/tablas',
  body: 'json',
  auth: false,
});

/**
 * The simulator panel's own calls: the simulator never delays, fails or logs them, so the panel keeps working
 * while everything else fails (SRV-57, SRV-59).
 */
export const SIMULATOR_PANEL_PATHS: ReadonlySet<string> = new Set(
  [simulatorSettings, simulatorSettingsUpdate, simulatorLog, simulatorLogClear, simulatorTables].map(
    (call) => call.path,
  ),
);

/*
 * SCEN-01..SCEN-05, SRV-71: the demo's prepared scenarios, a simulator tool like the saved states (no session,
 * so a shared link works from the login screen). Their schemas are in schemas/simulator.ts.
 */

/** The prepared scenarios the simulator builds, by the name a link (`?escenario=<nombre>`) carries. */
export const SCENARIO_NAMES = ['historia', 'mercado-secundario', 'cliente-nuevo'] as const;
export type ScenarioName = (typeof SCENARIO_NAMES)[number];

/**
 * Replaces the whole simulated server with a prepared scenario, built by the seed and the calls of the platform
 * as the clock moves; every session ends. With `solo_sin_uso` it refuses (409) a demo already in use.
 */
export const simulatorScenario = endpoint<
  typeof s.simulatorScenarioRequest,
  typeof s.simulatorScenarioResponse
>()({
  method: 'POST',
  path: '/api/simulador/escenario',
  body: 'json',
  auth: false,
});
