/** DEP-01: the tabs of 'Depósito'. */
export const depositTabs = ['lista', 'direcciones', 'reportar'] as const;
export type DepositTab = (typeof depositTabs)[number];

/** 'Mis depósitos' in the server's order, or by amount (DEP-07). */
export const depositOrders = ['servidor', 'monto'] as const;

/** What 'Depósito' shows, kept in the URL by its route: the tab, the list's search, order and page. */
export interface DepositSearch {
  pestana: DepositTab;
  buscar: string;
  orden: (typeof depositOrders)[number];
  pagina: number;
}

export const depositSearchDefaults: DepositSearch = {
  pestana: 'lista',
  buscar: '',
  orden: 'servidor',
  pagina: 1,
};
