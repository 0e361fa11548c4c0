import { createFileRoute } from '@tanstack/react-router';
import { diversificationQuery } from '@/features/diversification/api/diversification';
import { DiversificationScreen } from '@/features/diversification/components/diversification-screen';
import { requireScreen } from '@/shared/route-guards';

// DIV-04, DIV-07: 'Diversificación', for status 3 only, reached from the dashboard and 'Mis inversiones'; the
// screen shows its loading state while the figures come.
export const Route = createFileRoute('/cliente/diversificacion')({
  beforeLoad: ({ context }) => requireScreen('/cliente/diversificacion', context.status),
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(diversificationQuery()),
  staleTime: Infinity,
  gcTime: 0,
  component: DiversificationScreen,
});
