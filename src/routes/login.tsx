import { createFileRoute, redirect } from '@tanstack/react-router';

// ROUTE-11: '/login' (linked from registration and activation) is the login screen at '/portal'.
export const Route = createFileRoute('/login')({
  beforeLoad: () => {
    throw redirect({ to: '/portal', replace: true });
  },
});
