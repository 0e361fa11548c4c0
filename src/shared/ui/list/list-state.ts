/**
 * The filters and page of the investment and offer lists as their routes keep them in the URL: a project id
 * (0 for all), an expiry period (0 for all, 1..4 INV-14), a minimum amount (0 for none) and the page. Numbers,
 * so that the URL reads ?proyecto=3 rather than a quoted text.
 */
export interface FilterSearch {
  proyecto: number;
  vencimiento: number;
  monto: number;
  pagina: number;
}

export const filterSearchDefaults: FilterSearch = { proyecto: 0, vencimiento: 0, monto: 0, pagina: 1 };

/**
 * The query of the investment and offer list calls (p1 §3: proyecto, vencimiento, monto, page): proyecto a
 * project id from investments/filtros (SRV-42) or '' for all, vencimiento '' or '1'..'4' (INV-14), monto a
 * minimum amount or '' for none.
 */
export interface ListQuery {
  proyecto: string;
  vencimiento: '' | '1' | '2' | '3' | '4';
  monto: string;
  page: number;
}

/** The list calls' query, '' where the URL holds no filter. */
export function listQueryOf(search: FilterSearch): ListQuery {
  const text = (value: number) => (value > 0 ? String(value) : '');
  return {
    proyecto: text(search.proyecto),
    vencimiento: text(search.vencimiento) as ListQuery['vencimiento'],
    monto: text(search.monto),
    page: search.pagina,
  };
}

/** The first page with no filter: what a list shows on arrival and what the login prefetches. */
export const firstQuery: ListQuery = listQueryOf(filterSearchDefaults);

/** A list screen's URL state: its landing or its lists (listado), the open list (pestana), filters and page. */
export type ListScreenSearch<Tab extends string> = FilterSearch & { listado: boolean; pestana: Tab };

/**
 * A list query's part of its section: 'pending' before the first page, 'error' when it failed with no rows to
 * show, else 'success'; fetching while another page or filter loads behind the rows on screen; the pager on
 * the page the server answered (the URL's until then), a step putting the new page in the URL; 'Reintentar'
 * asking again.
 */
export function listState(
  query: {
    isPending: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
    data?: { page: number; total_pages: number };
    refetch: () => unknown;
  },
  search: Pick<FilterSearch, 'pagina'>,
  onSearch: (change: Partial<FilterSearch>) => void,
) {
  const { data } = query;
  const status = query.isPending ? 'pending' : query.isError && data === undefined ? 'error' : 'success';
  return {
    status,
    fetching: query.isPlaceholderData,
    onRetry: () => void query.refetch(),
    pager: {
      page: data?.page ?? search.pagina,
      totalPages: data?.total_pages ?? 1,
      onPage: (pagina: number) => onSearch({ pagina }),
    },
  } as const;
}
