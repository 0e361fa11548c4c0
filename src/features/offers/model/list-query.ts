/**
 * The list query of my offers and my projects (p1 §3: proyecto, vencimiento, monto, page; MYPROJ-02).
 * proyecto is a project id from investments/filtros (SRV-42) or '' for all; vencimiento '' or '1'..'4';
 * monto a minimum amount ('' for none).
 */
export type Vencimiento = '' | '1' | '2' | '3' | '4';

export interface ListQuery {
  proyecto: string;
  vencimiento: Vencimiento;
  monto: string;
  page: number;
}

export const firstQuery: ListQuery = { proyecto: '', vencimiento: '', monto: '', page: 1 };

/** A changed filter asks for page 1 of the new result. */
export function withFilter(
  query: ListQuery,
  change: Partial<Pick<ListQuery, 'proyecto' | 'vencimiento' | 'monto'>>,
) {
  return { ...query, ...change, page: 1 };
}

/** SRV-04: a page within 1..totalPages (an empty list has one page). */
export function clampPage(page: number, totalPages: number): number {
  return Math.min(Math.max(1, totalPages), Math.max(1, page));
}

/** A minimum amount as typed: '' (none) or plain digits with up to 2 decimals. */
export const isMinAmount = (text: string) => text.trim() === '' || /^\d+(\.\d{1,2})?$/.test(text.trim());
