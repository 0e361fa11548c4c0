import { demoOutbox } from '@/contract/schemas/simulator';
import { formatDateTime } from '../domain/dates';
import { normalizeEmail } from '../domain/identity';
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
];
