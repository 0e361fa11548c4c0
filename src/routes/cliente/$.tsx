import { createFileRoute, redirect } from '@tanstack/react-router';

// Any unknown path under '/cliente' opens the first screen of the client's menu.
export const Route = createFileRoute('/cliente/$')({
  beforeLoad: () => {
    throw redirect({ to: '/cliente/dashboard', replace: true });
  },
});
