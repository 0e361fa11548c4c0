import { lazyWhenOpen } from '@/shared/ui/lazy-when-open';

/**
 * The invest modal (also composed into the dashboard by its route, DASH-14) and the secondary purchase
 * modal, loaded the first time one opens: they bring Mantine's modal and tabs, and the chart after them.
 */
export const InvestModal = lazyWhenOpen(
  () => import('./invest-modal').then((m) => m.InvestModal),
  (p) => p.project !== null,
);

export const PurchaseModal = lazyWhenOpen(
  () => import('./purchase-modal').then((m) => m.PurchaseModal),
  (p) => p.offer !== null,
);
