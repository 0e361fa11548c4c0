import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { filterOptionsQuery } from '@/features/projects/api/filter-options';
import { primaryProjectsQuery } from '@/features/projects/api/projects-list';
import { secondaryProjectsQuery } from '@/features/projects/api/secondary-projects';
import { ProjectsScreen } from '@/features/projects/components/projects-screen';
import { RANGO_MAX, RANGO_MIN } from '@/features/projects/model/filters';
import {
  filtersOf,
  layouts,
  markets,
  modes,
  projectsSearchDefaults,
  type ProjectsSearch,
} from '@/features/projects/model/projects-search';
import { requireScreen } from '@/shared/route-guards';
import { useSearchNavigate } from '@/shared/search-state';
import { flag, maybeOneOf, oneOf, pageNumber, searchSchema, text, wholeNumber } from '../-search-params';

const d = projectsSearchDefaults;
const search = searchSchema({
  listado: flag,
  mercado: oneOf(markets, d.mercado),
  pagina: pageNumber,
  paginaSecundario: pageNumber,
  pais: text(),
  tipo: text(),
  emisor: text(),
  riesgo: text(),
  vencimiento: text(),
  rango: wholeNumber(RANGO_MIN, RANGO_MAX, d.rango),
  actividad: text(),
  // No layout: the screen's own default (the table, or cards on a phone).
  vista: maybeOneOf(layouts),
  modo: oneOf(modes, d.modo),
});

// ROUTE-13: 'Proyectos'; its landing, listings and modals switch in the page, the path unchanged (ROUTE-20);
// what the listing shows lives in the URL's search.
export const Route = createFileRoute('/cliente/projectos')({
  validateSearch: search,
  search: { middlewares: [stripSearchParams(d)] },
  beforeLoad: ({ context }) => requireScreen('/cliente/projectos', context.status),
  loaderDeps: ({ search }) => search,
  // On entering (or on intent), the filters' options, and the listing's page when the URL opens on it; the
  // screen shows its own loading state meanwhile. Moving inside the screen leaves the loading to the screen.
  loader: ({ context: { queryClient }, deps, cause }) => {
    if (cause === 'stay') return;
    void queryClient.prefetchQuery(filterOptionsQuery());
    if (!deps.listado) return;
    const filters = filtersOf(deps);
    if (deps.mercado === 'primary')
      void queryClient.prefetchQuery(primaryProjectsQuery(filters, deps.pagina));
    else void queryClient.prefetchQuery(secondaryProjectsQuery(filters, deps.paginaSecundario));
  },
  staleTime: Infinity,
  gcTime: 0,
  component: ProjectsRoute,
});

function ProjectsRoute() {
  return <ProjectsScreen search={Route.useSearch()} onSearch={useSearchNavigate<ProjectsSearch>()} />;
}
