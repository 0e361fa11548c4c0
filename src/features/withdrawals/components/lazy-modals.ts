import { lazyWhenOpen } from '@/shared/ui/lazy-when-open';

/** The screen's modals, loaded the first time one opens (Mantine's Modal is heavy for a first paint). */
export const WithdrawalModal = lazyWhenOpen(
  () => import('./withdrawal-modal').then((m) => m.WithdrawalModal),
  (p) => p.chosen !== null,
);
export const RemittanceModal = lazyWhenOpen(
  () => import('./remittance-modal').then((m) => m.RemittanceModal),
  (p) => p.opened,
);
