import { z } from 'zod';
import { defineCall } from '../call';
import * as endpoints from '../simulator';
import { dateTime, emptyRequest, requiredText } from './fields';

/**
 * Only the simulator answers this call: a prospect cannot receive e-mail, so the demo shows the messages
 * the platform would have sent (activation links, password resets) as 'Correo de demostración' (SRV-09).
 */
export const demoMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  fecha: dateTime,
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
export const simulatorState = z.object({
  formato: z.literal(endpoints.SIMULATOR_STATE_FORMAT),
  version: z.number().int().positive(),
  exportado_en: z.iso.datetime(),
  tablas: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
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
