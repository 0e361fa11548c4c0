import { noFilters, type ProjectFilters } from './filters';

/** The two markets of the listing (PROJ-05). */
export const markets = ['primary', 'secondary'] as const;
export type Market = (typeof markets)[number];

/** PROJ-07: the four layouts of the primary listing. */
export const layouts = ['map', 'detailed', 'list', 'grid'] as const;
export type ListingLayout = (typeof layouts)[number];

/** PROJ-08: the named modes. */
export const modes = ['minimal', 'classic', 'largeIcons', 'bestSellers'] as const;
export type ListingMode = (typeof modes)[number];

/**
 * What Proyectos shows, kept in the URL by its route: the landing or the listing, the market, each market's
 * page (PROJ-25), the filters (FILT-01) and the primary listing's layout and mode. No layout chosen: the
 * table, or cards on a phone.
 */
export interface ProjectsSearch extends ProjectFilters {
  listado: boolean;
  mercado: Market;
  pagina: number;
  paginaSecundario: number;
  vista?: ListingLayout;
  modo: ListingMode;
}

export const projectsSearchDefaults: ProjectsSearch = {
  ...noFilters,
  listado: false,
  mercado: 'primary',
  pagina: 1,
  paginaSecundario: 1,
  modo: 'classic',
};

/** The filters among the screen's state. */
export const filtersOf = (s: ProjectsSearch): ProjectFilters => ({
  pais: s.pais,
  tipo: s.tipo,
  emisor: s.emisor,
  riesgo: s.riesgo,
  vencimiento: s.vencimiento,
  rango: s.rango,
  actividad: s.actividad,
});

/** The layout a screen opens on when none is chosen: a phone cannot show the 13-column table. */
export const defaultLayout = (phone: boolean): ListingLayout => (phone ? 'detailed' : 'list');
