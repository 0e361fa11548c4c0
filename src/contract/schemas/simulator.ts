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
