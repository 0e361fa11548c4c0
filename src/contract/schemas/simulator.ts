import { z } from 'zod';
import { defineCall } from '../call';
import * as endpoints from '../simulator';
import { dateTime, emptyRequest, requiredText } from './fields';

/**
 * Only the simulator answers this call: a prospect cannot receive e-mail, so the demo shows the messages
 * the platform would have sent (activation links, password resets) as 'Correo de demostración' (SRV-09).
 */
export const demoMail = z
  .object({
    id: z.number().int().describe('Identificador del correo'),
    to: z.string().describe('Dirección a la que se envió'),
    subject: z.string().describe('Asunto'),
    body: z.string().describe('Texto del mensaje'),
    link: z
      .string()
      .nullable()
      .describe("Enlace del mensaje ('/activation/{token}', '/portal'); null si no tiene"),
    fecha: dateTime.describe('Fecha del envío'),
  })
  .meta({
    id: 'CorreoDeDemostracion',
    description:
      'SRV-09: un mensaje que la plataforma habría enviado por correo, guardado en el buzón de demostración.',
  });
export type DemoMail = z.infer<typeof demoMail>;

export const demoOutboxRequest = z.object({ email: requiredText('correo electrónico', 'email') });
export const demoOutboxResponse = z.object({ data: z.array(demoMail) });

export const demoOutbox = defineCall(endpoints.demoOutbox, {
  request: demoOutboxRequest,
  response: demoOutboxResponse,
});

/** The longest single step of the time machine: one year. */
export const MAX_CLOCK_STEP_MS = 366 * 24 * 60 * 60 * 1000;

export const simulatorClockRequest = z.object({
  avanzar_ms: z
    .number({ error: 'El avance del reloj debe ser un número de milisegundos' })
    .int({ error: 'El avance del reloj debe ser un número entero de milisegundos' })
    .min(0, { error: 'El reloj del simulador solo avanza' })
    .max(MAX_CLOCK_STEP_MS, { error: 'El reloj avanza como máximo un año por vez' })
    .default(0),
});
export const simulatorClockResponse = z.object({
  data: z.object({ ahora: dateTime, desfase_ms: z.number().int().min(0) }),
});
export type SimulatorClock = z.infer<typeof simulatorClockResponse>['data'];

export const simulatorClock = defineCall(endpoints.simulatorClock, {
  request: simulatorClockRequest,
  response: simulatorClockResponse,
});

/**
 * The demo's checklist: for each step, whether the signed-in client has done it since the demo data was
 * created (desde). Seeded history is older than desde, so a fresh demo starts with every step pending.
 */
export const demoProgressRequest = z.object({});
export const demoProgressResponse = z.object({
  data: z.object({
    desde: dateTime,
    pasos: z.object({
      /** A primary-market investment. */
      invertir: z.boolean(),
      /** An offer of an own investment on the secondary market. */
      ofertar: z.boolean(),
      /** An investment bought from another client's offer. */
      comprar: z.boolean(),
      /** A deposit reported and since approved. */
      depositar: z.boolean(),
      /** A card applied for. */
      tarjeta: z.boolean(),
      /** Interest paid into the wallet. */
      intereses: z.boolean(),
    }),
  }),
});
export type DemoProgress = z.infer<typeof demoProgressResponse>['data'];

export const demoProgress = defineCall(endpoints.demoProgress, {
  request: demoProgressRequest,
  response: demoProgressResponse,
});

/*
 * The demo's saved states (reset, export, import): simulator tools, not part of the platform's contract. A
 * real server has no such calls, and they take no session, so the simulator menu works from the login screen.
 */

/**
 * One saved state of the whole simulated server: a format marker, the schema version of its rows (the
 * store's numbered schema), when it was taken (real time, ISO 8601) and every table's rows as the store keeps
 * them, the meta rows (seededAt, the clock's offset) included. `sessions` is always empty: tokens are
 * credentials, and an import signs every tab out anyway.
 */
export const simulatorState = z
  .object({
    formato: z
      .literal(endpoints.SIMULATOR_STATE_FORMAT)
      .describe('Marca de un archivo de estado del simulador'),
    version: z.number().int().positive().describe('Versión del esquema de las filas'),
    exportado_en: z.iso.datetime().describe('Cuándo se exportó (hora real, ISO 8601)'),
    tablas: z
      .record(z.string(), z.array(z.record(z.string(), z.unknown())))
      .describe('Las filas de cada tabla, como las guarda el simulador; sessions siempre vacía'),
  })
  .meta({
    id: 'EstadoDelSimulador',
    description: 'Un estado guardado del simulador entero, el que escribe Exportar y lee Importar.',
  });
export type SimulatorState = z.infer<typeof simulatorState>;

export const simulatorResetRequest = emptyRequest;
export const simulatorResetResponse = z.object({ data: z.object({ sembrado_en: dateTime }) });

export const simulatorReset = defineCall(endpoints.simulatorReset, {
  request: simulatorResetRequest,
  response: simulatorResetResponse,
});

export const simulatorExportRequest = emptyRequest;
export const simulatorExportResponse = z.object({ data: simulatorState });

export const simulatorExport = defineCall(endpoints.simulatorExport, {
  request: simulatorExportRequest,
  response: simulatorExportResponse,
});

/** The file arrives whole; whether it is a saved state, damaged or too new is judged by the server. */
export const simulatorImportRequest = z.object({
  archivo: z.custom<Blob>(
    (v) =>
      typeof v === 'object' &&
      v !== null &&
      typeof (v as Blob).size === 'number' &&
      typeof (v as Blob).text === 'function',
    { error: 'Elija el archivo de un estado del simulador.' },
  ),
});
export const simulatorImportResponse = z.object({
  data: z.object({ version_archivo: z.number().int().positive(), sembrado_en: dateTime }),
});

export const simulatorImport = defineCall(endpoints.simulatorImport, {
  request: simulatorImportRequest,
  response: simulatorImportResponse,
});

/*
 * The simulator panel's calls (../simulator.ts): its settings, its log of calls and its stored tables.
 */

const { FAULT_KINDS } = endpoints;
export type { FaultKind } from '../simulator';

/** The longest latency the panel sets: ten seconds. */
export const MAX_LATENCY_MS = 10_000;
/** The most calls one fault may count. */
export const MAX_FAULT_CALLS = 1000;

/**
 * A fault the simulator injects into the calls whose path contains `ruta` (every call when null): the next
 * `restantes` of them, or every one until it is removed (null). The panel's own calls and the demo's
 * tools (/api/simulador/...) are never failed.
 */
export const simulatorFault = z
  .object({
    id: z.string().describe('Identificador del fallo, el que quita quitar_fallo'),
    tipo: z
      .enum(FAULT_KINDS)
      .describe(
        "Qué hace: 'error' responde 500, 'espera' no responde, 'red' pierde la conexión, 'sesion' la cierra",
      ),
    ruta: z.string().nullable().describe('Texto que contiene la ruta de las llamadas afectadas; null: todas'),
    restantes: z.number().int().min(1).nullable().describe('Llamadas que le quedan; null: hasta quitarlo'),
  })
  .meta({ id: 'Fallo', description: 'SRV-58: un fallo que el simulador inyecta en las llamadas.' });
export type SimulatorFault = z.infer<typeof simulatorFault>;

export const simulatorSettingsData = z
  .object({
    latencia_ms: z.number().int().min(0).describe('Latencia en vigor, en milisegundos'),
    latencia_predeterminada_ms: z.number().int().min(0).describe('Latencia predeterminada del sitio'),
    fallos: z.array(simulatorFault).describe('Los fallos que se están inyectando'),
  })
  .meta({
    id: 'AjustesDelSimulador',
    description: 'SRV-57, SRV-58: la latencia y los fallos del simulador.',
  });
export type SimulatorSettings = z.infer<typeof simulatorSettingsData>;

export const simulatorSettingsRequest = z.object({});
export const simulatorSettingsResponse = z.object({ data: simulatorSettingsData });

export const simulatorSettings = defineCall(endpoints.simulatorSettings, {
  request: simulatorSettingsRequest,
  response: simulatorSettingsResponse,
});

const newFault = z.object({
  tipo: z.enum(FAULT_KINDS, { error: 'Elija qué hace el fallo' }),
  ruta: z
    .string({ error: 'La ruta del fallo debe ser un texto' })
    .trim()
    .max(200, { error: 'La ruta del fallo no puede superar 200 caracteres' })
    .nullable()
    .default(null)
    .transform((ruta) => ruta || null),
  restantes: z
    .number({ error: 'El número de llamadas debe ser un número' })
    .int({ error: 'El número de llamadas debe ser un número entero' })
    .min(1, { error: 'El fallo debe afectar al menos una llamada' })
    .max(MAX_FAULT_CALLS, { error: `El fallo puede afectar como máximo ${MAX_FAULT_CALLS} llamadas` })
    .nullable()
    .default(1),
});

export const simulatorSettingsUpdateRequest = z.object({
  latencia_ms: z
    .number({ error: 'La latencia debe ser un número de milisegundos' })
    .int({ error: 'La latencia debe ser un número entero de milisegundos' })
    .min(0, { error: 'La latencia no puede ser negativa' })
    .max(MAX_LATENCY_MS, { error: 'La latencia puede ser como máximo de 10 segundos' })
    .nullable()
    .optional(),
  agregar_fallo: newFault.optional(),
  /** A fault's id, or 'todos'. */
  quitar_fallo: z.string().min(1).optional(),
});

export const simulatorSettingsUpdate = defineCall(endpoints.simulatorSettingsUpdate, {
  request: simulatorSettingsUpdateRequest,
  response: simulatorSettingsResponse,
});

/** How much of a request's or an answer's body the log keeps. */
export const LOGGED_BODY_CHARS = 4000;

/** One call as the simulator answered it. */
export const loggedCall = z
  .object({
    id: z.number().int().positive().describe('Número de la llamada en el registro'),
    hora: z.iso.datetime().describe('Cuándo llegó (hora real, ISO 8601)'),
    metodo: z.string().describe('Método HTTP'),
    ruta: z.string().describe('Ruta /api/, con su consulta'),
    estado: z
      .number()
      .int()
      .min(0)
      .describe('Estado de la respuesta; 0 si no hubo (red perdida, llamada retenida)'),
    duracion_ms: z.number().int().min(0).describe('Duración, en milisegundos'),
    cliente: z.string().nullable().describe('Correo del cliente de la sesión de la llamada; null sin sesión'),
    solicitud: z
      .string()
      .nullable()
      .describe(`Cuerpo de la solicitud, recortado a ${LOGGED_BODY_CHARS} caracteres; null si no tuvo`),
    respuesta: z
      .string()
      .nullable()
      .describe(`Cuerpo de la respuesta, recortado a ${LOGGED_BODY_CHARS} caracteres; null si no hubo`),
    fallo: z.enum(FAULT_KINDS).nullable().describe('El fallo inyectado que la respondió; null si ninguno'),
  })
  .meta({ id: 'LlamadaRegistrada', description: 'SRV-59: una llamada como la atendió el simulador.' });
export type LoggedCall = z.infer<typeof loggedCall>;

export const simulatorLogRequest = z.object({});
export const simulatorLogClearRequest = emptyRequest;
export const simulatorLogResponse = z.object({ data: z.object({ llamadas: z.array(loggedCall) }) });

export const simulatorLog = defineCall(endpoints.simulatorLog, {
  request: simulatorLogRequest,
  response: simulatorLogResponse,
});

export const simulatorLogClear = defineCall(endpoints.simulatorLogClear, {
  request: simulatorLogClearRequest,
  response: simulatorLogResponse,
});

/** Rows per page of the table browser. */
export const TABLE_PAGE_ROWS = 50;

export const simulatorTablesRequest = z.object({
  tabla: z.string().nullable().default(null),
  pagina: z
    .number({ error: 'La página debe ser un número' })
    .int({ error: 'La página debe ser un número entero' })
    .min(1, { error: 'La página debe ser 1 o más' })
    .default(1),
});
export const simulatorTablesResponse = z.object({
  data: z.object({
    tablas: z.array(z.object({ nombre: z.string(), filas: z.number().int().min(0) })),
    tabla: z
      .object({
        nombre: z.string(),
        pagina: z.number().int().min(1),
        paginas: z.number().int().min(1),
        filas: z.array(z.record(z.string(), z.unknown())),
      })
      .nullable(),
  }),
});
export type SimulatorTables = z.infer<typeof simulatorTablesResponse>['data'];

export const simulatorTables = defineCall(endpoints.simulatorTables, {
  request: simulatorTablesRequest,
  response: simulatorTablesResponse,
});

/** SCEN-01, SRV-71: which prepared scenario to load; an unknown name is refused by the server, in Spanish. */
export const simulatorScenarioRequest = z.object({
  nombre: requiredText('nombre', 60).describe(
    `Nombre del escenario: ${endpoints.SCENARIO_NAMES.map((n) => `'${n}'`).join(', ')}`,
  ),
  solo_sin_uso: z
    .boolean({ error: 'El campo solo_sin_uso no es válido' })
    .optional()
    .default(false)
    .describe('true: no reemplazar una demo en uso (responde 409); lo usa el enlace compartido'),
});
export const simulatorScenarioResponse = z.object({
  data: z.object({
    nombre: z.enum(endpoints.SCENARIO_NAMES).describe('El escenario cargado'),
    persona: z.string().describe('Correo de la cuenta de demostración con la que se entra al escenario'),
    sembrado_en: dateTime.describe('Desde cuándo existen los datos del escenario'),
  }),
});

export const simulatorScenario = defineCall(endpoints.simulatorScenario, {
  request: simulatorScenarioRequest,
  response: simulatorScenarioResponse,
});
