/** The page of movements shown (1: the latest), kept in the URL by the route that shows the panel. */
export interface MovementsSearch {
  movimientos: number;
}

export const movementsSearchDefaults: MovementsSearch = { movimientos: 1 };

/**
 * STMT-13: what the statement's route keeps in the URL: the period and the tax summary's year ('' and 0 for
 * the defaults: this month and this year).
 */
export interface StatementSearch {
  desde: string;
  hasta: string;
  anio: number;
}

export const statementSearchDefaults: StatementSearch = { desde: '', hasta: '', anio: 0 };
