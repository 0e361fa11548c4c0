import { lazyWhenOpen } from '@/shared/ui/lazy-when-open';

/** Which confirmation is open: one at a time, never stacked over another modal. */
export type StateDialog = { kind: 'reset' } | { kind: 'import'; file: File } | { kind: 'scenarios' };

/** The confirmations of the simulator menu, loaded the first time one opens. */
export const StateDialogs = lazyWhenOpen(
  () => import('./state-dialogs-content').then((m) => m.StateDialogsContent),
  (p: { dialog: StateDialog | null; onClose: () => void }) => p.dialog !== null,
);
