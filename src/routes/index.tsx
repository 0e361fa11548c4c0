import { createFileRoute, redirect } from '@tanstack/react-router';

// ROUTE-01: '/' redirects to '/portal'.
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/portal', replace: true });
  },
});
