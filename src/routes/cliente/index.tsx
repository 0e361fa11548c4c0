import { createFileRoute, redirect } from '@tanstack/react-router';

// '/cliente' itself has no screen: it opens the first screen of the client's menu.
export const Route = createFileRoute('/cliente/')({
  beforeLoad: () => {
    throw redirect({ to: '/cliente/dashboard', replace: true });
  },
});
