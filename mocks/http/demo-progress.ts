import { demoProgress } from '@/contract/schemas/simulator';
import { formatDateTime } from '../domain/dates';
import { readDemoSteps, readSeededAt } from '../store/demo-progress-repo';
import { readRoute } from './route';

/**
 * The demo's checklist ('Qué probar'): which steps the signed-in client has done since the demo data was
 * created. The middleware has already applied the approvals that fell due, so a deposit approved by the
 * clock counts at once.
 */
export const demoProgressRoutes = [
  readRoute(demoProgress, ['cards', 'movements', 'offers'], async ({ db, client }) => {
    const since = await readSeededAt(db);
    return { data: { desde: formatDateTime(since), pasos: await readDemoSteps(db, client.id, since) } };
  }),
];
