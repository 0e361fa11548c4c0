import { createFileRoute } from '@tanstack/react-router';
import { AutoInvestScreen } from '@/features/auto-invest/components/auto-invest-screen';
import { strategiesListQuery } from '@/shared/api/strategies-list';
import { requireScreen } from '@/shared/route-guards';

// AUTO-12, AUTO-16: 'Inversión automática', for status 3 only, reached from 'Proyectos', 'Mis inversiones' and
// the notice of an active strategy; the screen shows its loading state while the strategies come.
export const Route = createFileRoute('/cliente/inversion-automatica')({
  beforeLoad: ({ context }) => requireScreen('/cliente/inversion-automatica', context.status),
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(strategiesListQuery()),
  staleTime: Infinity,
  gcTime: 0,
  component: AutoInvestScreen,
});
