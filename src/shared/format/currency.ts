import { useQuery } from '@tanstack/react-query';
import { isDemo, statusQuery } from '../api/session-queries';
import { useSession } from '../session/session-store';

export type CurrencyLabel = 'USDT' | '$';

/**
 * DEMO-04, DEMO-05: money is labelled 'USDT' in demo mode (demo_status exactly 'active') and '$' otherwise.
 * An unknown demo status (not loaded yet, signed out) counts as not demo.
 */
export function currencyLabel(demoStatus: string | null | undefined): CurrencyLabel {
  return isDemo(demoStatus ?? undefined) ? 'USDT' : '$';
}

/** The signed-in client's currency label, read from the status call the client area has already loaded. */
export function useCurrencyLabel(): CurrencyLabel {
  const signedIn = useSession((s) => s.token !== null);
  const { data } = useQuery({ ...statusQuery(), enabled: signedIn });
  return currencyLabel(data?.demo_status);
}
