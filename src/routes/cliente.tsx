import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { getToken } from '@/shared/api/token';

// ROUTE-10: the client area is protected; a visitor without a session is sent to '/'.
export const Route = createFileRoute('/cliente')({
  beforeLoad: () => {
    if (!getToken()) throw redirect({ to: '/', replace: true });
  },
  component: Outlet,
});
