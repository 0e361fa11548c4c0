import { createFileRoute } from '@tanstack/react-router';
import { expectedPaymentsQuery } from '@/features/expected-payments/api/expected-payments';
import { ExpectedPaymentsScreen } from '@/features/expected-payments/components/expected-payments-screen';
import { requireScreen } from '@/shared/route-guards';

// PAY-04, PAY-06: 'Próximos pagos', for status 3 only, reached from the dashboard and 'Mis inversiones'; the
// screen shows its loading state while the forecast comes.
export const Route = createFileRoute('/cliente/proximos-pagos')({
  beforeLoad: ({ context }) => requireScreen('/cliente/proximos-pagos', context.status),
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(expectedPaymentsQuery()),
  staleTime: Infinity,
  gcTime: 0,
  component: ExpectedPaymentsScreen,
});
