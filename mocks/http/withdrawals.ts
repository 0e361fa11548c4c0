import type { Route } from './route';

/** Calls of withdrawals and remittances: fees, holds, approval after a delay. */
export const withdrawalsRoutes: readonly Route[] = [];
