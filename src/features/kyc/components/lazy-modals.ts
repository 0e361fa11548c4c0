import { lazyWhenOpen } from '@/shared/ui/lazy-when-open';

/** The verification centre's modal, loaded the first time it opens. */
export const KycResultModal = lazyWhenOpen(
  () => import('./kyc-result-modal').then((m) => m.KycResultModal),
  (p) => p.result !== null,
);
