import { z } from 'zod';
import { defineCall } from '../call';
import * as endpoints from '../simulator';
import { dateTime, requiredText } from './fields';

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

export const demoOutboxRequest = z.object({ email: requiredText('correo electrónico') });
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
