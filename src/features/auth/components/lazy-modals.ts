import { lazyWhenOpen } from '@/shared/ui/lazy-when-open';

/** The access screens' modals, loaded the first time they open (first paint of /portal stays small). */
export const MessageModal = lazyWhenOpen(
  () => import('./message-modal').then((m) => m.MessageModal),
  (p) => p.message !== null,
);
export const RegistrationResultModal = lazyWhenOpen(
  () => import('./registration-result-modal').then((m) => m.RegistrationResultModal),
  (p) => p.result !== null,
);
export const UnconfirmedEmailModal = lazyWhenOpen(
  () => import('./unconfirmed-email-modal').then((m) => m.UnconfirmedEmailModal),
  (p) => p.message !== null,
);
export const DemoOutboxModal = lazyWhenOpen(
  () => import('./demo-outbox').then((m) => m.DemoOutboxModal),
  (p) => p.email !== null,
);
export const TermsModal = lazyWhenOpen(
  () => import('./terms-modal').then((m) => m.TermsModal),
  (p) => p.opened,
);

/** The welcome after signing in: only ever shown once the client is signed in. */
export const SignedInNotice = lazyWhenOpen(
  () => import('./signed-in-notice').then((m) => m.SignedInNotice),
  (p) => p.user !== null,
);
