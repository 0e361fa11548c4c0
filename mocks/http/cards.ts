import type { Route } from './route';

/** Calls of prepaid cards: applications, deactivation, movements export and wallet transfers. */
export const cardsRoutes: readonly Route[] = [];
