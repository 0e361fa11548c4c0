import { lazyWhenOpen } from '@/shared/ui/lazy-when-open';

/** The report's result dialog, loaded the first time it opens. */
export const DepositResultModal = lazyWhenOpen(
  () => import('./deposit-result-modal').then((m) => m.DepositResultModal),
  (p) => p.result !== null,
);
