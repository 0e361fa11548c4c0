import { lazyWhenOpen } from '@/shared/ui/lazy-when-open';

/** The profile's modals, loaded the first time one opens. */
export const MessageModal = lazyWhenOpen(
  () => import('./message-modal').then((m) => m.MessageModal),
  (p) => p.message !== null,
);
