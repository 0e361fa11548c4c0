import type { Route } from './route';

/** Calls of the secondary market: offers, their expiry, purchases and sold investments. */
export const offersRoutes: readonly Route[] = [];
