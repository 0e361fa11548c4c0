import { filterSearchDefaults, type ListScreenSearch } from '@/shared/ui/list/list-state';

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

/** INV-02: the switches 'Inversiones activas' and 'Inversiones vendidas'. */
export const investmentsTabs = ['activas', 'vendidas'] as const;
export type InvestmentsTab = (typeof investmentsTabs)[number];

/**
 * What 'Mis inversiones' shows, kept in the URL by its route: the landing or the lists, the open list, and its
 * filters and page (monto is not offered there and stays 0).
 */
export type InvestmentsSearch = ListScreenSearch<InvestmentsTab>;

export const investmentsSearchDefaults: InvestmentsSearch = {
  ...filterSearchDefaults,
  listado: false,
  pestana: 'activas',
};
