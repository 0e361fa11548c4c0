import { filterSearchDefaults, type ListScreenSearch } from '@/shared/ui/list/list-state';

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
