/**
 * The list query shared by the active and the sold lists (p1 §3: proyecto, vencimiento, monto, page; INV-16).
 * proyecto is a project id from investments/filtros (SRV-42) or '' for all; vencimiento '' or '1'..'4'
 * (INV-14); monto is not offered by the screen and travels empty.
 */
export type Vencimiento = '' | '1' | '2' | '3' | '4';

export interface ListQuery {
  proyecto: string;
  vencimiento: Vencimiento;
  monto: string;
  page: number;
}

export const firstQuery: ListQuery = { proyecto: '', vencimiento: '', monto: '', page: 1 };

/** INV-16: a changed filter asks for page 1 of the new result. */
export function withFilter(query: ListQuery, change: Partial<Pick<ListQuery, 'proyecto' | 'vencimiento'>>) {
  return { ...query, ...change, page: 1 };
}

/** INV-09, SRV-04: a page within 1..totalPages (an empty list has one page). */
export function clampPage(page: number, totalPages: number): number {
  return Math.min(Math.max(1, totalPages), Math.max(1, page));
}
