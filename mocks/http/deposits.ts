import type { Route } from './route';

/** Calls of deposits: addresses, reports with proof, approval after a delay. */
export const depositsRoutes: readonly Route[] = [];
