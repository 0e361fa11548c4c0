import { endpoint } from './call';
import type * as s from './schemas/simulator';

export type { DemoMail, SimulatorClock } from './schemas/simulator';

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
