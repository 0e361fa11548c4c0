import type { Route } from './route';

/** Calls of primary market: project lists, filters, parcels, issuers and investing (owned by the markets' primary side). */
export const projectsRoutes: readonly Route[] = [];
