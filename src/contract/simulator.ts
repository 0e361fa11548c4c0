import { endpoint } from './call';
import type * as s from './schemas/simulator';

export type { DemoMail } from './schemas/simulator';

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
