import { lazyWhenOpen } from '@/shared/ui/lazy-when-open';

/** The card dialogs, loaded the first time one opens. */
export const CardDetailsModal = lazyWhenOpen(
  () => import('./card-details-modal').then((m) => m.CardDetailsModal),
  (p) => p.card !== null,
);
export const ExportMovementsModal = lazyWhenOpen(
  () => import('./export-movements-modal').then((m) => m.ExportMovementsModal),
  (p) => p.card !== null,
);
export const DeactivateCardModal = lazyWhenOpen(
  () => import('./deactivate-card-modal').then((m) => m.DeactivateCardModal),
  (p) => p.card !== null,
);
