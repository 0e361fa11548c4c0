import { createFileRoute, redirect } from '@tanstack/react-router';

// ROUTE-01: '/' redirects to '/portal', keeping a shared scenario link's `?escenario=` (SCEN-07).
export const Route = createFileRoute('/')({
  beforeLoad: ({ location }) => {
    throw redirect({ to: '/portal', replace: true, search: location.search });
  },
});
