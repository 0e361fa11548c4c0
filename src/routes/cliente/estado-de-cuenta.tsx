import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { StatementScreen } from '@/features/movements/components/statement-screen';
import { statementSearchDefaults, type StatementSearch } from '@/features/movements/model/movements-search';
import { requireScreen } from '@/shared/route-guards';
import { useSearchNavigate } from '@/shared/search-state';
import { searchSchema, text, wholeNumber } from '../-search-params';

const search = searchSchema({
  desde: text(10),
  hasta: text(10),
  anio: wholeNumber(0, 9999, 0),
});

// STMT-13: 'Estado de cuenta', opened from the movements panel; whoever may see that panel (the dashboard's
// clients) may open it, and it is not a menu item (ROLE-03 lists the menu). The period and the tax summary's
// year live in the URL.
export const Route = createFileRoute('/cliente/estado-de-cuenta')({
  validateSearch: search,
  search: { middlewares: [stripSearchParams(statementSearchDefaults)] },
  beforeLoad: ({ context }) => requireScreen('/cliente/estado-de-cuenta', context.status),
  component: StatementRoute,
});

function StatementRoute() {
  return <StatementScreen search={Route.useSearch()} onSearch={useSearchNavigate<StatementSearch>()} />;
}
