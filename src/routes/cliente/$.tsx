import { createFileRoute, redirect } from '@tanstack/react-router';
import { homeFor } from '@/shared/navigation';

// ROLE-05, ROLE-07: any unknown path under '/cliente' opens the first screen of the client's menu.
export const Route = createFileRoute('/cliente/$')({
  beforeLoad: ({ context }) => {
    throw redirect({ to: homeFor(context.status), replace: true });
  },
});
