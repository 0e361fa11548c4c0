import { useQuery } from '@tanstack/react-query';
import { isDemo, profileQuery, statusQuery } from '@/shared/api/session-queries';
import { useCurrencyLabel } from '@/shared/format/currency';
import { useSession } from '@/shared/session/session-store';

/**
 * What the withdrawal forms need to know of the signed-in client, from the calls the client area has already
 * made: its fees (profile tasas, ENT-13, SRV-15), demo mode (getstatus demo_status exactly 'active',
 * DEMO-07/08) and the currency label (DEMO-04/05).
 */
export function useWithdrawalClient() {
  const signedIn = useSession((s) => s.token !== null);
  const profile = useQuery({ ...profileQuery(), enabled: signedIn });
  const status = useQuery({ ...statusQuery(), enabled: signedIn });
  return {
    tasas: profile.data?.tasas,
    demo: isDemo(status.data?.demo_status ?? profile.data?.demo_status),
    currency: useCurrencyLabel(),
  };
}
