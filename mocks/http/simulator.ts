import { demoOutbox, simulatorClock } from '@/contract/schemas/simulator';
import { formatDateTime } from '../domain/dates';
import { normalizeEmail } from '../domain/identity';
import { CLOCK_OFFSET_KEY, readClockOffset } from '../store/ready';
import { route } from './route';

export const simulatorRoutes = [
  // SRV-09: the demo outbox of one address, newest first.
  route(demoOutbox, async ({ db, body }) => {
    const mails = await db.outbox.where('to').equals(normalizeEmail(body.email)).reverse().sortBy('id');
    return {
      data: mails.map((m) => ({
        id: m.id!,
        to: m.to,
        subject: m.subject,
        body: m.body,
        link: m.link,
        fecha: formatDateTime(m.createdAt),
      })),
    };
  }),

  // The demo's time machine: moves the simulated time forward and answers it. Every tab reads the offset
  // from the store, so approvals, yields, expiries and session lifetimes all follow it.
  route(simulatorClock, async ({ db, body, now }) => {
    const offset = (await readClockOffset(db)) + body.avanzar_ms;
    if (body.avanzar_ms > 0) await db.meta.put({ key: CLOCK_OFFSET_KEY, value: offset });
    return { data: { ahora: formatDateTime(now + body.avanzar_ms), desfase_ms: offset } };
  }),
];
