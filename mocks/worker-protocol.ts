/** The messages between a page and the simulator's service worker (mocks/service-worker.ts). */

/** A page that came up uncontrolled asks the active worker to take it. */
export const CLAIM_MESSAGE = 'SIMULATOR_CLAIM';

/** A page starting the simulator asks the worker to open (on a first visit, seed) the store; a port answers. */
export const START_MESSAGE = 'SIMULATOR_START';

/** The worker's answer to START_MESSAGE: the store is open (with the first visit's seeding time), or not. */
export type StartAnswer = { ok: true; seedMs: number | null } | { ok: false };

/** The performance measure of a first visit's seeding (store/ready.ts), read by npm run bench:browser. */
export const SEED_MEASURE = 'simulator:seed';
