import { createFileRoute } from '@tanstack/react-router';
import { InvestmentsScreen } from '@/features/investments/components/investments-screen';
import { requireScreen } from '@/shared/route-guards';

// ROUTE-14: 'Mis inversiones'; its views (landing, lists, sell modal) switch by state (ROUTE-20).
export const Route = createFileRoute('/cliente/inversiones')({
  beforeLoad: ({ context }) => requireScreen('/cliente/inversiones', context.status),
  component: InvestmentsScreen,
});
