import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { cardListQuery } from '@/features/cards/api/card-list';
import { CardsScreen } from '@/features/cards/components/cards-screen';
import { cardsSearchDefaults, cardsTabs, type CardsSearch } from '@/features/cards/model/cards-search';
import { requireScreen } from '@/shared/route-guards';
import { useSearchNavigate } from '@/shared/search-state';
import { oneOf, pageNumber, searchSchema } from '../-search-params';

const search = searchSchema({ pestana: oneOf(cardsTabs, cardsSearchDefaults.pestana), pagina: pageNumber });

// ROUTE-18, ROLE-04: 'Tarjetas', for status 3 only; other statuses go to their home screen. The open tab and
// the list's page live in the URL.
export const Route = createFileRoute('/cliente/user-tarjeta')({
  validateSearch: search,
  search: { middlewares: [stripSearchParams(cardsSearchDefaults)] },
  beforeLoad: ({ context }) => requireScreen('/cliente/user-tarjeta', context.status),
  // On entering (or on intent), the cards, which every tab reads; the screen shows 'Cargando...' meanwhile.
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(cardListQuery()),
  staleTime: Infinity,
  gcTime: 0,
  component: CardsRoute,
});

function CardsRoute() {
  return <CardsScreen search={Route.useSearch()} onSearch={useSearchNavigate<CardsSearch>()} />;
}
