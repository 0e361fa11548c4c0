import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import {
  bankAccountsSearchDefaults,
  listKinds,
  type BankAccountsSearch,
} from '@/features/beneficiaries/model/bank-accounts-search';
import {
  profileLayouts,
  profileSearchDefaults,
  profileTabs,
  profileThemes,
  type ProfileSearch,
} from '@/features/profile/model/profile-search';
import { beneficiariesQuery } from '@/shared/api/beneficiaries-query';
import { requireScreen } from '@/shared/route-guards';
import { useSearchNavigate, type SearchChange } from '@/shared/search-state';
import { flag, oneOf, searchSchema } from '../-search-params';
import { ComposedProfileScreen } from './-user-profile-parts';

const defaults = { ...profileSearchDefaults, ...bankAccountsSearchDefaults };
const search = searchSchema({
  pestana: oneOf(profileTabs, defaults.pestana),
  vista: oneOf(profileLayouts, defaults.vista),
  tema: oneOf(profileThemes, defaults.tema),
  administrar: flag,
  lista: oneOf(listKinds, defaults.lista),
});

// ROUTE-19, PROF-07: 'Mi cuenta' in the main layout, or the alternate one the client switches to, composed
// with the verification centre (kyc) and the bank accounts (beneficiaries) in -user-profile-parts.tsx. The
// open tab, the layout and its theme, and the part of 'Cuentas bancarias' shown live in the URL.
export const Route = createFileRoute('/cliente/user-profile')({
  validateSearch: search,
  search: { middlewares: [stripSearchParams(defaults)] },
  beforeLoad: ({ context }) => requireScreen('/cliente/user-profile', context.status),
  loaderDeps: ({ search }) => search,
  // The client's record and status, which 'Editar perfil' shows, come with the client area's route. On
  // entering 'Cuentas bancarias' (or on intent), its three groups start loading; the tab shows 'Cargando...'
  // meanwhile, and a failed load signs the client out (ERR-03).
  loader: ({ context: { queryClient }, deps, cause }) => {
    if (cause === 'stay' || deps.pestana !== 'cuentas') return;
    for (const group of ['1', '2', '3'] as const) void queryClient.prefetchQuery(beneficiariesQuery(group));
  },
  staleTime: Infinity,
  gcTime: 0,
  component: UserProfileRoute,
});

function UserProfileRoute() {
  const state = Route.useSearch();
  const navigate = useSearchNavigate<ProfileSearch & BankAccountsSearch>();
  // Each part changes its own fields of the route's search and keeps the other's.
  const onSearch = (next: Partial<ProfileSearch & BankAccountsSearch>, change?: SearchChange) =>
    navigate({ ...state, ...next }, change);
  return <ComposedProfileScreen search={state} onSearch={onSearch} />;
}
