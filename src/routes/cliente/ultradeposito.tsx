import { createFileRoute } from '@tanstack/react-router';
import { DepositScreen } from '@/features/deposits/components/deposit-screen';
import { requireScreen } from '@/shared/route-guards';

// ROUTE-16: 'Depósito'. No loader: the list is asked for each time its tab mounts (statuses change on the
// server's clock, SRV-35), and a failed load ends the session, which the shell follows to '/portal' (ERR-04).
export const Route = createFileRoute('/cliente/ultradeposito')({
  beforeLoad: ({ context }) => requireScreen('/cliente/ultradeposito', context.status),
  component: DepositScreen,
});
