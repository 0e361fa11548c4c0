import type { Route } from './route';

/** Calls of the client's investments: lists, totals and filters. */
export const investmentsRoutes: readonly Route[] = [];
