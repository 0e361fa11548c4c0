/** The page of movements shown (1: the latest), kept in the URL by the route that shows the panel. */
export interface MovementsSearch {
  movimientos: number;
}

export const movementsSearchDefaults: MovementsSearch = { movimientos: 1 };
